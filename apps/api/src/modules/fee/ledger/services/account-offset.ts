import { ACCOUNT_METHOD } from '@cvap/contracts';
import { sql } from 'drizzle-orm';
import { outstandingSql } from './sql.js';
import type { Orm } from '../../../../engine/index.js';
import { feePostings } from '../schema.js';
import { AccountBusiness, postToAccount } from './account-post.js';
import { fenOf, rowsOf, yuanOf, type LockedAccount } from './ledger-sql.js';
import { Category, PostingKind } from './payment-take.js';
import { inOpenMonth } from '../../settlement/services/guard.js';

/**
 * Automatic offset of new bill lines from the house's prepayment account, for standards that let an account pay
 * (docs/decisions/0019). The bill run calls it, in its own transaction, with the ids of the lines it inserted:
 * one statement finds the lines that can be offset (a house, not cancelled, something outstanding, an account
 * with a balance), so a run over lines nobody prepaid costs one query; each account is locked (ascending id) and
 * its balance spent on its house's lines oldest first, the postings dated `at`. Returns the number written.
 */
export async function offsetNewLines(tx: Orm, lineIds: readonly number[], at: Date, createdBy: number | null = null): Promise<number> {
  if (lineIds.length === 0) return 0;
  const ids = sql.join(
    lineIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const candidates = await rowsOf<{ line_id: number; account_id: number }>(
    tx,
    sql`select l.id::int as line_id, a.id as account_id
        from fee_bill_lines l
        join fee_standards s on s.id = l.standard_id and s.account_payable
        join lateral (select id from fee_accounts a where a.kind = 1 and a.apartment_id = l.object_id
                        and a.residential_id = l.residential_id and a.balance > 0 order by a.id limit 1) a on true
        where l.id in (${ids}) and l.object_type in (1, 2) and l.status = 1
        order by a.id, l.period_start, l.id`,
  );
  if (candidates.length === 0) return 0;
  // Lines, then accounts, each in ascending id: the order every ledger write locks in, so none deadlocks with a cashier.
  const lineList = sql.join(
    candidates.map((c) => sql`${c.line_id}`),
    sql`, `,
  );
  await rowsOf(tx, sql`select id from fee_bill_lines where id in (${lineList}) order by id for update`);
  const accountRows = await rowsOf<{ id: number; tenant_id: number; residential_id: number; apartment_id: number; balance: string }>(
    tx,
    sql`select id, tenant_id, residential_id, apartment_id, balance::text as balance from fee_accounts
        where id in (${sql.join(
          [...new Set(candidates.map((c) => c.account_id))].map((id) => sql`${id}`),
          sql`, `,
        )}) order by id for update`,
  );
  const accounts = new Map<number, LockedAccount>(
    accountRows.map((a) => [
      a.id,
      { id: a.id, tenantId: a.tenant_id, residentialId: a.residential_id, apartmentId: a.apartment_id, kind: 1, balance: fenOf(a.balance) },
    ]),
  );
  const owed = await rowsOf<{ id: number; outstanding: string }>(
    tx,
    sql`select l.id::int as id, ${outstandingSql(sql`l.id`, sql`l.amount`)}::text as outstanding
        from fee_bill_lines l where l.id in (${lineList})`,
  );
  const outstanding = new Map(owed.map((o) => [o.id, fenOf(o.outstanding)]));
  let written = 0;
  for (const { line_id: lineId, account_id: accountId } of candidates) {
    const account = accounts.get(accountId)!;
    const owes = outstanding.get(lineId) ?? 0n;
    const take = owes < account.balance ? owes : account.balance;
    if (take <= 0n) continue;
    const [posting] = await inOpenMonth(() =>
      tx
        .insert(feePostings)
        .values({
          tenantId: account.tenantId,
          residentialId: account.residentialId,
          billLineId: lineId,
          category: Category.offset,
          kind: PostingKind.original,
          method: ACCOUNT_METHOD,
          accountId,
          amount: yuanOf(take),
          createdBy,
          createdAt: at,
        })
        .returning({ id: feePostings.id }),
    );
    await postToAccount(tx, account, -take, { businessType: AccountBusiness.offset, linePostingId: posting!.id, createdBy, at });
    written += 1;
  }
  return written;
}
