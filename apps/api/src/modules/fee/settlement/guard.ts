import { AppError } from '../../../engine/index.js';

/** The SQLSTATE the trigger `fee_refuse_closed_month` raises (migration fee_month_settlement). */
const MONTH_CLOSED_STATE = 'FM001';

/** The month named by a closed-month refusal from the database, wherever the driver nested the error. */
function closedMonthOf(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, detail, message, cause } = current as { code?: unknown; detail?: unknown; message?: unknown; cause?: unknown };
    if (code === MONTH_CLOSED_STATE) {
      if (typeof detail === 'string' && detail.length > 0) return detail;
      const named = typeof message === 'string' ? /\d{4}-\d{2}/.exec(message) : null;
      return named ? named[0] : '';
    }
    current = cause;
  }
  return null;
}

/**
 * Writes a posting (`write` is its INSERT) and turns the database's refusal of a posting dated in a closed month
 * (the trigger on both posting tables: the one guard every route that posts goes through) into 41020 naming the
 * month. The caller's transaction then rolls back, so nothing of the request is kept.
 */
export async function inOpenMonth<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const month = closedMonthOf(error);
    if (month === null) throw error;
    throw new AppError('FEE_MONTH_CLOSED', { params: { month } });
  }
}
