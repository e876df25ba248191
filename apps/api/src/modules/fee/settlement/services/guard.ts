import { AppError } from '../../../../engine/index.js';

/**
 * The SQLSTATEs the posting tables' triggers raise (migrations fee_month_settlement, fee_posting_guards), each with
 * its DETAIL: FM001 dated in or before the last closed month (the month); FM002 a reversal dated before the posting
 * it reverses (its day and the original's); FM003 money taken from an account before it held it (the day and the
 * account).
 */
const REFUSALS: Record<string, (detail: string) => AppError> = {
  FM001: (month) => new AppError('FEE_MONTH_CLOSED', { params: { month } }),
  FM002: (detail) => {
    const [date = '', original = ''] = detail.split(' ');
    return new AppError('FEE_BOOKED_BEFORE_ORIGINAL', { params: { date, original } });
  },
  FM003: (detail) => {
    const [date = '', account = ''] = detail.split(' ');
    return new AppError('FEE_BOOKED_BEFORE_FUNDS', { params: { date, account } });
  },
};

/** The refusal a database error stands for, wherever the driver nested it; null for any other error. */
function refusalOf(error: unknown): AppError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, detail, cause } = current as { code?: unknown; detail?: unknown; cause?: unknown };
    const refusal = typeof code === 'string' ? REFUSALS[code] : undefined;
    if (refusal) return refusal(typeof detail === 'string' ? detail : '');
    current = cause;
  }
  return null;
}

/**
 * Writes a posting (`write` is its INSERT) and turns the database's refusal of its date (the triggers on both
 * posting tables: the one guard every route that posts goes through, docs/decisions/0034 and 0047) into its code:
 * 41020 in or before a closed month, 41027 before the posting it reverses, 41028 before the account held the money.
 * The caller's transaction then rolls back, so nothing of the request is kept.
 */
export async function inOpenMonth<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw refusalOf(error) ?? error;
  }
}
