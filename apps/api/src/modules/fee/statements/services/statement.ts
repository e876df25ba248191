import type { Language, StatementQuery, StatementReport, StatementResult, StatementRow } from '@cvap/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Orm, ServiceContext } from '../../../../engine/index.js';
import { inResidentials, rowsOf, statementFilter, type StatementFilter } from './filters.js';
import { statementLabel } from './labels.js';
import { hasFeeType, money, MONTH_COLUMN, rate, STATEMENT_SPECS, type Dim, type SummarySpec } from './reports.js';

const DIM_COLUMN: Readonly<Record<Dim, (spec: SummarySpec) => string>> = {
  month: (spec) => `to_char(${MONTH_COLUMN[spec.table]}, 'YYYY-MM')`,
  feeType: () => 'fee_type',
  community: () => 'residential_id',
  building: () => 'building_id',
  method: () => 'method',
  source: () => 'source',
  category: () => 'category',
};

/** The conditions every read of a summary table shares: communities, period, building, fee type. */
function conditions(spec: SummarySpec, filter: StatementFilter, period: { from: string; to: string } | null): SQL {
  const month = sql.raw(MONTH_COLUMN[spec.table]);
  return sql.join(
    [
      inResidentials(sql`residential_id`, filter),
      period ? sql`${month} between ${period.from}::date and ${period.to}::date` : sql`true`,
      filter.buildingId === null ? sql`true` : sql`building_id = ${filter.buildingId}`,
      filter.feeType === null || !hasFeeType(spec.table) ? sql`true` : sql`fee_type = ${filter.feeType}`,
      spec.where,
    ],
    sql` and `,
  );
}

async function summarise(orm: Orm, spec: SummarySpec, filter: StatementFilter, dims: readonly Dim[]): Promise<StatementRow[]> {
  const keys = dims.map((dim) => sql.raw(`${DIM_COLUMN[dim](spec)} as "${dim}"`));
  const order = dims.map((_, i) => sql.raw(String(i + 1)));
  const result = await orm.execute(sql`
    select ${sql.join([...keys, spec.measures], sql`, `)}
    from ${sql.raw(spec.table)}
    where ${conditions(spec, filter, filter)}
    ${dims.length ? sql`group by ${sql.join(order, sql`, `)} order by ${sql.join(order, sql`, `)}` : sql``}`);
  return rowsOf<Record<string, unknown>>(result).map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value === null ? '' : String(value)])),
  );
}

/** Dimensions as people read them: names of communities and buildings, labels of codes. */
async function decorate(orm: Orm, rows: StatementRow[], language: Language): Promise<StatementRow[]> {
  const ids = (key: string) => [...new Set(rows.map((row) => row[key]).filter((v): v is string => v !== undefined && v !== '0'))];
  const names = async (table: 'residentials' | 'buildings', column: string, list: string[]) =>
    new Map(
      list.length
        ? rowsOf<{ id: number; name: string }>(
            await orm.execute(
              sql`select id, ${sql.raw(column)} as name from ${sql.raw(table)} where id = any(${`{${list.join(',')}}`}::int[])`,
            ),
          ).map((row) => [String(row.id), row.name])
        : [],
    );
  const residentials = await names('residentials', 'residential_name', ids('community'));
  const buildings = await names('buildings', 'name', ids('building'));
  return rows.map((row) => {
    const out: StatementRow = { ...row };
    // The codes beside their display text, for a drill-down from the row (`feeTypeKey`, `buildingKey`, …).
    for (const dim of ['community', 'building', 'feeType', 'method', 'source', 'category']) {
      if (row[dim] !== undefined) out[`${dim}Key`] = row[dim];
    }
    if (row.community !== undefined) out.community = residentials.get(row.community) ?? row.community;
    if (row.building !== undefined) out.building = buildings.get(row.building) ?? '—';
    if (row.feeType !== undefined) out.feeType = statementLabel.feeType(row.feeType, language);
    if (row.method !== undefined) out.method = statementLabel.method(row.method, language);
    if (row.source !== undefined) out.source = statementLabel.source(row.source, language);
    if (row.category !== undefined) out.category = statementLabel.category(row.category, language);
    return out;
  });
}

/**
 * Clearance (arrearage): earlier periods' arrears recovered in the period (received and offsets booked in it on
 * lines of months before it) over that plus what those lines still owe.
 */
async function clearance(orm: Orm, filter: StatementFilter): Promise<StatementRow> {
  const postings = STATEMENT_SPECS.actualReceipt;
  const lines = STATEMENT_SPECS.arrearage;
  const [row] = rowsOf<{ recovered: string; earlier: string }>(
    await orm.execute(sql`
      select (select coalesce(sum(amount), 0) from fee_stmt_posting_months
                where ${conditions(postings, filter, filter)} and period_month < ${filter.from}::date) as recovered,
        (select coalesce(sum(receivable - received - discount - offset_amount), 0) from fee_stmt_line_months
                where ${conditions(lines, filter, null)} and period_month < ${filter.from}::date) as earlier`),
  );
  const recovered = row?.recovered ?? '0';
  const earlier = row?.earlier ?? '0';
  const [out] = rowsOf<StatementRow>(
    await orm.execute(sql`
      select ${money(`${recovered}::numeric`)} as recovered, ${money(`${earlier}::numeric`)} as "earlierArrears",
        ${rate(`${recovered}::numeric`, `${recovered}::numeric + ${earlier}::numeric`)} as "clearanceRate"`),
  );
  return out ?? {};
}

/** The prepayment ledger of the period: opening + top-ups − offsets − refunds ± transfers = closing. */
async function prestoreLedger(orm: Orm, filter: StatementFilter): Promise<StatementRow> {
  const spec: SummarySpec = { ...STATEMENT_SPECS.prestoreRefund, where: sql`account_kind = 1` };
  const [row] = rowsOf<StatementRow>(
    await orm.execute(sql`
      select ${money(`sum(amount) filter (where month < '${filter.from}')`)} as opening,
        ${money(`sum(amount) filter (where month >= '${filter.from}' and business_type = 1)`)} as "topUp",
        ${money(`-sum(amount) filter (where month >= '${filter.from}' and business_type in (4, 5))`)} as "offset",
        ${money(`-sum(amount) filter (where month >= '${filter.from}' and business_type = 2)`)} as refund,
        ${money(`sum(amount) filter (where month >= '${filter.from}' and business_type = 3)`)} as transfer,
        ${money('sum(amount)')} as closing
      from fee_stmt_account_months
      where ${conditions(spec, filter, { from: '0001-01-01', to: filter.to })}`),
  );
  return row ?? {};
}

/** One statement of a period: its rows, totals, the figures beside them and its chart. */
export async function statement(ctx: ServiceContext, report: StatementReport, query: StatementQuery): Promise<StatementResult> {
  const filter = await statementFilter(ctx, query);
  const spec = STATEMENT_SPECS[report];
  const [rows, [totals], chartRows] = await Promise.all([
    summarise(ctx.orm, spec, filter, spec.dims).then((list) => decorate(ctx.orm, list, ctx.language)),
    summarise(ctx.orm, spec, filter, []),
    spec.chart ? summarise(ctx.orm, spec, filter, [spec.chart.dim]).then((list) => decorate(ctx.orm, list, ctx.language)) : null,
  ]);
  const extras =
    report === 'arrearage' || report === 'charge'
      ? await clearance(ctx.orm, filter)
      : report === 'prestoreRefund' || report === 'prestoreOffset'
        ? await prestoreLedger(ctx.orm, filter)
        : {};
  const chart =
    spec.chart && chartRows
      ? {
          kind: spec.chart.kind,
          categories: chartRows.map((row) => row[spec.chart!.dim] ?? ''),
          series: spec.chart.series.map((key) => ({ key, values: chartRows.map((row) => row[key] ?? '0') })),
        }
      : null;
  return {
    report,
    periodFrom: filter.from.slice(0, 7),
    periodTo: filter.to.slice(0, 7),
    rows,
    totals: totals ?? {},
    extras,
    chart,
  };
}
