import type { MonthCheck, MonthCloseRequest, MonthReopenRequest, MonthRow, MonthTotals } from '@cvap/contracts';
import { sql } from 'drizzle-orm';
import { AppError, inTransaction, type Orm, type ServiceContext } from '../../../../engine/index.js';
import { inScope, rowsOf } from '../../ledger/services/ledger-sql.js';
import { feeMonthCloseLogs, feeMonthCloses } from '../schema.js';
import { chinaMonth } from './booking.js';
import { reconcileMonth } from './reconcile.js';

/** Month states (0 open is the absence of a row) and log actions. */
const MonthState = { closed: 1, reopened: 2 } as const;
const LogAction = { close: 1, reopen: 2 } as const;

/** The tenant of a community visible in the acting scope, or 404. */
async function residentialInScope(orm: Orm, ctx: ServiceContext, residentialId: number): Promise<number> {
  const [row] = await rowsOf<{ tenant_id: number }>(
    orm,
    sql`select tenant_id from residentials where id = ${residentialId} and tenant_id = ${ctx.scope.tenantId}
          and ${inScope(sql`id`, ctx.scope)}`,
  );
  if (!row) throw new AppError('NOT_FOUND');
  return row.tenant_id;
}

/**
 * Serialises a close or a reopen with the community's postings: exclusive here, shared in the trigger that checks
 * every posting (migration fee_posting_guards), on the community's key (community, 0). Every posting counts, not
 * only those of the month: one dated before it is refused once it is closed (docs/decisions/0047).
 */
async function lockMonth(tx: Orm, residentialId: number, month: string): Promise<{ state: number } | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(${residentialId}::int, 0)`);
  const [row] = await rowsOf<{ state: number }>(
    tx,
    sql`select state from fee_month_closes where residential_id = ${residentialId} and month = ${month} for update`,
  );
  return row;
}

/**
 * A community's last closed month (`YYYY-MM`), or null: the posting trigger refuses every date in or before it
 * (docs/decisions/0047); screens use it to offer only later booking dates.
 */
export async function lastClosedMonth(orm: Orm, residentialId: number): Promise<string | null> {
  const [row] = await rowsOf<{ month: string | null }>(
    orm,
    sql`select max(month) as month from fee_month_closes where residential_id = ${residentialId} and state = ${MonthState.closed}`,
  );
  return row?.month ?? null;
}

/** The last closed month of a community visible in the acting scope (404 for any other). */
export async function lastClosedMonthInScope(ctx: ServiceContext, residentialId: number): Promise<{ lastClosedMonth: string | null }> {
  await residentialInScope(ctx.orm, ctx, residentialId);
  return { lastClosedMonth: await lastClosedMonth(ctx.orm, residentialId) };
}

/** The reconciliation of a month as it stands (what a close would freeze). */
export async function checkMonth(ctx: ServiceContext, residentialId: number, month: string): Promise<MonthCheck> {
  await residentialInScope(ctx.orm, ctx, residentialId);
  return reconcileMonth(ctx.orm, residentialId, month);
}

/**
 * Closes a community's month that has ended: refused while it does not reconcile (41021, naming the first
 * mismatch), when already closed (41022) or not yet over (41024); otherwise its figures are frozen, the close is
 * logged, and from the commit on no posting dated in it is accepted.
 */
export function closeMonth(ctx: ServiceContext, input: MonthCloseRequest): Promise<MonthCheck> {
  return inTransaction(ctx.orm, async (tx) => {
    const tenantId = await residentialInScope(tx, ctx, input.residentialId);
    if (input.month >= chinaMonth(ctx.now)) throw new AppError('FEE_MONTH_NOT_ENDED', { params: { month: input.month } });
    const existing = await lockMonth(tx, input.residentialId, input.month);
    if (existing?.state === MonthState.closed) throw new AppError('FEE_MONTH_ALREADY_CLOSED', { params: { month: input.month } });
    const check = await reconcileMonth(tx, input.residentialId, input.month);
    if (!check.reconciles) {
      const first = check.problems[0]!;
      throw new AppError('FEE_MONTH_NOT_RECONCILED', {
        params: { month: input.month, count: check.problems.length, first: `${first.check} ${first.subject}: ${first.detail}` },
        data: { problems: check.problems },
      });
    }
    const t = check.totals;
    const frozen = {
      tenantId,
      state: MonthState.closed,
      lineCount: t.lineCount,
      receivable: t.receivable,
      received: t.received,
      discount: t.discount,
      offsetAmount: t.offset,
      outstanding: t.outstanding,
      collected: t.collected,
      reversed: t.reversed,
      accountIn: t.accountIn,
      accountOut: t.accountOut,
      prepaymentBalance: t.prepaymentBalance,
      depositBalance: t.depositBalance,
      guaranteeBalance: t.guaranteeBalance,
      closedBy: ctx.user.id,
      closedAt: ctx.now,
    };
    await tx
      .insert(feeMonthCloses)
      .values({ ...frozen, residentialId: input.residentialId, month: input.month })
      .onConflictDoUpdate({ target: [feeMonthCloses.residentialId, feeMonthCloses.month], set: frozen });
    await tx.insert(feeMonthCloseLogs).values({
      tenantId,
      residentialId: input.residentialId,
      month: input.month,
      action: LogAction.close,
      userId: ctx.user.id,
      createdAt: ctx.now,
    });
    return check;
  });
}

/** Reopens a closed month, with the reason logged (41023 when it is not closed); its frozen figures stay as they were. */
export function reopenMonth(ctx: ServiceContext, input: MonthReopenRequest): Promise<void> {
  return inTransaction(ctx.orm, async (tx) => {
    const tenantId = await residentialInScope(tx, ctx, input.residentialId);
    const existing = await lockMonth(tx, input.residentialId, input.month);
    if (existing?.state !== MonthState.closed) throw new AppError('FEE_MONTH_NOT_CLOSED', { params: { month: input.month } });
    await tx.execute(
      sql`update fee_month_closes set state = ${MonthState.reopened} where residential_id = ${input.residentialId} and month = ${input.month}`,
    );
    await tx.insert(feeMonthCloseLogs).values({
      tenantId,
      residentialId: input.residentialId,
      month: input.month,
      action: LogAction.reopen,
      reason: input.reason,
      userId: ctx.user.id,
      createdAt: ctx.now,
    });
  });
}

/** The twelve months of a year of a community: state, and the figures frozen at the latest close. */
export async function monthsOf(ctx: ServiceContext, residentialId: number, year: number): Promise<MonthRow[]> {
  await residentialInScope(ctx.orm, ctx, residentialId);
  const rows = await rowsOf<
    Omit<Record<keyof MonthTotals, string>, 'lineCount'> & {
      month: string;
      state: number | null;
      closed_at: string | null;
      closed_by_name: string | null;
      line_count: number | null;
    }
  >(
    ctx.orm,
    sql`select m.month, c.state, to_char(c.closed_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') as closed_at,
          u.name as closed_by_name, c.line_count, c.receivable::text as receivable, c.received::text as received,
          c.discount::text as discount, c.offset_amount::text as "offset", c.outstanding::text as outstanding,
          c.collected::text as collected, c.reversed::text as reversed, c.account_in::text as "accountIn",
          c.account_out::text as "accountOut", c.prepayment_balance::text as "prepaymentBalance",
          c.deposit_balance::text as "depositBalance", c.guarantee_balance::text as "guaranteeBalance"
        from (select ${String(year)} || '-' || lpad(n::text, 2, '0') as month from generate_series(1, 12) n) m
        left join fee_month_closes c on c.residential_id = ${residentialId} and c.month = m.month
        left join users u on u.id = c.closed_by
        order by m.month`,
  );
  return rows.map(({ month, state, closed_at, closed_by_name, line_count, ...money }) => ({
    month,
    state: state ?? 0,
    closedAt: closed_at,
    closedByName: closed_by_name,
    totals: state === null ? null : { ...money, lineCount: line_count ?? 0 },
  }));
}
