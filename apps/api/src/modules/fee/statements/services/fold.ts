import { sql } from 'drizzle-orm';
import { inTransaction, type Orm } from '../../../../engine/index.js';
import { rowsOf } from './filters.js';

/** Each summary table's keys and summed columns. */
const TABLES: readonly { table: string; keys: string; sums: string }[] = [
  {
    table: 'fee_stmt_line_months',
    keys: 'residential_id, period_month, fee_type, building_id',
    sums: 'line_count, receivable, received, discount, offset_amount',
  },
  {
    table: 'fee_stmt_posting_months',
    keys: 'residential_id, booked_month, fee_type, building_id, period_month, category, kind, method, source',
    sums: 'posting_count, amount',
  },
  {
    table: 'fee_stmt_account_months',
    keys: 'residential_id, month, account_kind, building_id, business_type',
    sums: 'posting_count, amount',
  },
  { table: 'fee_stmt_receipt_months', keys: 'residential_id, month, building_id, source', sums: 'receipt_count, total' },
];

/**
 * Folds the statements' delta rows into one row per key, community by community, each in its own short transaction:
 * the rows it deletes and the sums it inserts commit together, and deltas appended meanwhile stay for the next fold.
 * Returns how many rows it removed.
 */
export async function foldStatements(orm: Orm, tenantId: number | null): Promise<number> {
  const residentials = rowsOf<{ id: number }>(
    await orm.execute(sql`select id from residentials ${tenantId === null ? sql`` : sql`where tenant_id = ${tenantId}`} order by id`),
  );
  let removed = 0;
  for (const { id } of residentials) {
    await inTransaction(orm, async (tx) => {
      for (const { table, keys, sums } of TABLES) {
        const totals = sums
          .split(', ')
          .map((column) => `sum(${column})${column.endsWith('_count') ? '::integer' : ''}`)
          .join(', ');
        const [row] = rowsOf<{ before: number; after: number }>(
          await tx.execute(
            sql.raw(`with gone as (delete from ${table} where residential_id = ${id} returning *),
              kept as (insert into ${table} (${keys}, ${sums}) select ${keys}, ${totals} from gone group by ${keys}
                having ${sums
                  .split(', ')
                  .map((column) => `sum(${column}) <> 0`)
                  .join(' or ')} returning 1)
              select (select count(*) from gone)::int as before, (select count(*) from kept)::int as after`),
          ),
        );
        removed += (row?.before ?? 0) - (row?.after ?? 0);
      }
    });
  }
  return removed;
}
