import {
  RECEIPT_SOURCES_WITHOUT_LINES,
  BANK_COLLECTION_METHOD,
  STATEMENTS,
  type Language,
  type StatementLines,
  type StatementLinesQuery,
  type StatementReport,
  type StatementRow,
} from '@cvap/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { inTransaction, type Orm, type ServiceContext } from '../../../../engine/index.js';
import { objectNameSql } from '../../ledger/services/sql.js';
import { addMonths, monthStart } from '../../billing/services/periods.js';
import { inResidentials, rowsOf, statementFilter, type StatementFilter } from './filters.js';
import { statementLabel } from './labels.js';

/**
 * A statement's drill-down: the ledger rows behind it, newest first, by keyset on the id (`after`), never
 * COUNT + OFFSET. Each source reads through an index led by the community and the period.
 */
interface Window {
  filter: StatementFilter;
  /** China-time bounds of the months, as timestamps: [from, to). */
  from: SQL;
  to: SQL;
  after: number | null;
  limit: number;
}

const chinaStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Asia/Shanghai')`;

/** A line's object is in the building (houses and parking spaces by their apartment, companies by theirs). */
function lineInBuilding(line: string, filter: StatementFilter): SQL {
  if (filter.buildingId === null) return sql`true`;
  return sql.raw(`((${line}.object_type in (1, 2) and exists (select 1 from apartments ba where ba.id = ${line}.object_id and ba.building_id = ${filter.buildingId}))
    or (${line}.object_type = 3 and exists (select 1 from companies bc where bc.id = ${line}.object_id and bc.building_id = ${filter.buildingId})))`);
}

const feeTypeOf = (column: SQL, filter: StatementFilter) => (filter.feeType === null ? sql`true` : sql`${column} = ${filter.feeType}`);
const page = (column: SQL, window: Window) => (window.after === null ? sql`true` : sql`${column} < ${window.after}`);

async function billLines(ctx: ServiceContext, window: Window, owedOnly: boolean): Promise<Record<string, unknown>[]> {
  const { filter } = window;
  return rowsOf(
    await ctx.orm.execute(sql`
      select l.id, r.residential_name as community, ${objectNameSql(sql`l.object_type`, sql`l.object_id`)} as object, l.fee_type as "feeType",
        to_char(l.period_start, 'YYYY-MM') as period, l.amount::text as receivable, s.received::text as received,
        s.discount::text as discount, s.offset_amount::text as "offset", (l.amount - s.settled)::numeric(14,2)::text as arrears
      from fee_bill_lines l
        join residentials r on r.id = l.residential_id
        cross join lateral (select coalesce(sum(p.amount) filter (where p.category = 1), 0)::numeric(14,2) as received,
            coalesce(sum(p.amount) filter (where p.category = 2), 0)::numeric(14,2) as discount,
            coalesce(sum(p.amount) filter (where p.category = 3), 0)::numeric(14,2) as offset_amount,
            coalesce(sum(p.amount), 0) as settled
          from fee_postings p where p.bill_line_id = l.id) s
      where ${inResidentials(sql`l.residential_id`, filter)} and l.status = 1
        and l.period_start >= ${filter.from}::date and l.period_start < ${addMonths(filter.to, 1)}::date
        and ${feeTypeOf(sql`l.fee_type`, filter)} and ${lineInBuilding('l', filter)} and ${page(sql`l.id`, window)}
        ${owedOnly ? sql`and l.amount - s.settled > 0` : sql``}
      order by l.id desc limit ${window.limit}`),
  );
}

const WITHOUT_LINES = RECEIPT_SOURCES_WITHOUT_LINES.join(', ');

/** Which postings a statement lists (the same rows its summary adds up). */
const POSTING_CONDITION: Partial<Record<StatementReport, SQL>> = {
  actualReceipt: sql`p.category in (1, 3) and pay.source is not null and pay.source not in (${sql.raw(WITHOUT_LINES)})`,
  receiptDetail: sql`p.kind = 1 and p.category in (1, 3) and pay.source is not null and pay.source not in (${sql.raw(WITHOUT_LINES)})`,
  refund: sql`p.kind = 2`,
  discount: sql`p.category = 2`,
  bankCollection: sql`p.category = 1 and p.method = ${BANK_COLLECTION_METHOD}`,
};

/**
 * Each branch is filtered by everything (the statement's condition, fee type, building) and limited by id before
 * the union, so the page reads at most `limit` rows of each; the branches are disjoint (an original posting of a
 * payment or not), so the newest `limit` of the union are the newest of the two branches' newest. Each branch sorts
 * its period's candidates (top-N, in memory), found by index: the payments of the period, then their postings one
 * payment at a time (the lateral `offset 0` keeps it so: as a plain join the planner hashes a sequential scan of all
 * postings); the others by their partial index, sorted by `id + 0` (by the bare id the planner walks the primary key
 * down instead, through every posting newer than the period first).
 */
async function postings(ctx: ServiceContext, report: StatementReport, window: Window): Promise<Record<string, unknown>[]> {
  // The planner prices the first branch's per-payment lookups (cached in practice) high enough to JIT-compile the
  // query, which takes several times what the query does.
  return inTransaction(ctx.orm, async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return postingsPage(tx, report, window);
  });
}

async function postingsPage(orm: Orm, report: StatementReport, window: Window): Promise<Record<string, unknown>[]> {
  const { filter } = window;
  const condition = sql`${POSTING_CONDITION[report] ?? sql`true`} and ${page(sql`p.id`, window)}`;
  const lineFilter =
    filter.feeType === null && filter.buildingId === null
      ? { join: sql``, where: sql`true` }
      : {
          join: sql`join fee_bill_lines l on l.id = p.bill_line_id`,
          where: sql`${feeTypeOf(sql`l.fee_type`, filter)} and ${lineInBuilding('l', filter)}`,
        };
  const columns = sql`p.id, p.residential_id, p.bill_line_id, p.payment_id, p.category, p.method, p.amount`;
  // Booked as the summary books them: an original posting of a payment when the payment was taken, others when made.
  return rowsOf(
    await orm.execute(sql`
      select p.id, to_char(p.booked_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') as "bookedAt", r.residential_name as community,
        ${objectNameSql(sql`l.object_type`, sql`l.object_id`)} as object, l.fee_type as "feeType", to_char(l.period_start, 'YYYY-MM') as period,
        p.category, p.method, pay.receipt_code as "receiptCode", p.amount::text as amount
      from (
        (select ${columns}, pay.paid_at as booked_at
        from fee_payments pay cross join lateral (select * from fee_postings pp where pp.payment_id = pay.id and pp.kind = 1 offset 0) p
          ${lineFilter.join}
        where ${inResidentials(sql`pay.residential_id`, filter)} and pay.paid_at >= ${window.from} and pay.paid_at < ${window.to}
          and ${condition} and ${lineFilter.where}
        order by p.id desc limit ${window.limit})
        union all
        (select ${columns}, p.created_at
        from fee_postings p left join fee_payments pay on pay.id = p.payment_id ${lineFilter.join}
        where ${inResidentials(sql`p.residential_id`, filter)} and p.created_at >= ${window.from} and p.created_at < ${window.to}
          and not (p.kind = 1 and p.payment_id is not null) and ${condition} and ${lineFilter.where}
        order by p.id + 0 desc limit ${window.limit})
      ) p
        join fee_bill_lines l on l.id = p.bill_line_id
        join residentials r on r.id = p.residential_id
        left join fee_payments pay on pay.id = p.payment_id
      order by p.id desc limit ${window.limit}`),
  );
}

async function payments(ctx: ServiceContext, window: Window): Promise<Record<string, unknown>[]> {
  const { filter } = window;
  return rowsOf(
    await ctx.orm.execute(sql`
      select pay.id, pay.receipt_code as "receiptCode", to_char(pay.paid_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') as "paidAt",
        r.residential_name as community, ${objectNameSql(sql`1`, sql`pay.apartment_id`)} as object, pay.payer_name as payer,
        pay.source, pay.state, pay.total::text as total
      from fee_payments pay join residentials r on r.id = pay.residential_id
      where ${inResidentials(sql`pay.residential_id`, filter)} and pay.paid_at >= ${window.from} and pay.paid_at < ${window.to}
        and pay.source <> 3 and ${page(sql`pay.id`, window)}
        ${filter.buildingId === null ? sql`` : sql`and exists (select 1 from apartments ba where ba.id = pay.apartment_id and ba.building_id = ${filter.buildingId})`}
      order by pay.id desc limit ${window.limit}`),
  );
}

async function accountPostings(ctx: ServiceContext, businessTypes: readonly number[], window: Window): Promise<Record<string, unknown>[]> {
  const { filter } = window;
  return rowsOf(
    await ctx.orm.execute(sql`
      select ap.id, to_char(ap.created_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') as "createdAt", r.residential_name as community,
        ${objectNameSql(sql`1`, sql`acc.apartment_id`)} as object, acc.owner_name as owner, ap.business_type as "businessType",
        ap.amount::text as amount, ap.balance_after::text as "balanceAfter"
      from fee_account_postings ap join fee_accounts acc on acc.id = ap.account_id join residentials r on r.id = ap.residential_id
      where ${inResidentials(sql`ap.residential_id`, filter)} and ap.created_at >= ${window.from} and ap.created_at < ${window.to}
        and acc.kind = 1 and ap.business_type = any(${`{${businessTypes.join(',')}}`}::smallint[]) and ${page(sql`ap.id`, window)}
        ${filter.buildingId === null ? sql`` : sql`and exists (select 1 from apartments ba where ba.id = acc.apartment_id and ba.building_id = ${filter.buildingId})`}
      order by ap.id desc limit ${window.limit}`),
  );
}

function display(row: Record<string, unknown>, language: Language): StatementRow {
  const out: StatementRow = {};
  for (const [key, value] of Object.entries(row)) out[key] = value === null || value === undefined ? '' : String(value);
  if (row.feeType !== undefined) out.feeType = statementLabel.feeType(row.feeType, language);
  if (row.method !== undefined) out.method = statementLabel.method(row.method ?? 0, language);
  if (row.category !== undefined) out.category = statementLabel.category(row.category, language);
  if (row.source !== undefined) out.source = statementLabel.source(row.source, language);
  if (row.state !== undefined) out.state = statementLabel.state(row.state, language);
  if (row.businessType !== undefined) out.businessType = statementLabel.businessType(row.businessType, language);
  return out;
}

/** One page of a statement's lines; `month` narrows the period to one month (a summary row's). */
export async function statementLines(ctx: ServiceContext, report: StatementReport, query: StatementLinesQuery): Promise<StatementLines> {
  const filter = await statementFilter(ctx, query);
  if (query.month) {
    const month = monthStart(query.month);
    filter.from = month < filter.from ? filter.from : month;
    filter.to = month > filter.to ? filter.to : month;
  }
  const window: Window = {
    filter,
    from: chinaStart(filter.from),
    to: chinaStart(addMonths(filter.to, 1)),
    after: query.after ?? null,
    limit: query.limit + 1,
  };
  const source = STATEMENTS[report].lines;
  const rows =
    filter.communities.length === 0 || filter.from > filter.to
      ? []
      : source === 'billLines'
        ? await billLines(ctx, window, report === 'arrearage')
        : source === 'postings'
          ? await postings(ctx, report, window)
          : source === 'payments'
            ? await payments(ctx, window)
            : await accountPostings(ctx, report === 'prestoreOffset' ? [4, 5] : [2], window);
  const more = rows.length > query.limit;
  const shown = more ? rows.slice(0, query.limit) : rows;
  const last = shown[shown.length - 1];
  return { rows: shown.map((row) => display(row, ctx.language)), nextAfter: more && last ? parseInt(String(last.id), 10) : null };
}
