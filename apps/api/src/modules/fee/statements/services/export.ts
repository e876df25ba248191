import {
  labelIn,
  STATEMENT_EXTRA_LABELS,
  STATEMENT_LINE_COLUMNS,
  STATEMENT_PAGE_MAX,
  STATEMENTS,
  type StatementQuery,
  type StatementReport,
} from '@cvap/contracts';
import ExcelJS from 'exceljs';
import { DIRECT_EXPORT_MAX_ROWS, type ServiceContext } from '../../../../engine/index.js';
import { statementLines } from './lines.js';
import { statement } from './statement.js';

const TOTAL = { zh: '合计', en: 'Total' };
const TRUNCATED = { zh: '仅导出前 {n} 条明细', en: 'Only the first {n} lines are exported' };

/**
 * A statement as an .xlsx: the summary (its rows, the totals row, the figures beside them) and its lines (the
 * first DIRECT_EXPORT_MAX_ROWS, read page by page by keyset), in the reader's language. Amounts are written as
 * the exact text the API answers (never through a float).
 */
export async function statementXlsx(ctx: ServiceContext, report: StatementReport, query: StatementQuery): Promise<Buffer> {
  const decl = STATEMENTS[report];
  const result = await statement(ctx, report, query);
  const book = new ExcelJS.Workbook();
  const summary = book.addWorksheet(`${result.periodFrom}~${result.periodTo}`);
  summary.addRow(decl.columns.map((column) => labelIn(column, ctx.language)));
  for (const row of result.rows) summary.addRow(decl.columns.map((column) => row[column.key] ?? ''));
  summary.addRow(
    decl.columns.map((column, i) =>
      i === 0 ? labelIn(TOTAL, ctx.language) : column.kind === 'text' ? '' : (result.totals[column.key] ?? ''),
    ),
  );
  for (const extra of STATEMENT_EXTRA_LABELS) {
    const value = result.extras[extra.key];
    if (value !== undefined) summary.addRow([labelIn(extra, ctx.language), value]);
  }
  summary.columns.forEach((column) => (column.width = 16));

  const lineColumns = STATEMENT_LINE_COLUMNS[decl.lines];
  const lines = book.addWorksheet('lines');
  lines.addRow(lineColumns.map((column) => labelIn(column, ctx.language)));
  let after: number | undefined;
  let written = 0;
  for (;;) {
    const page = await statementLines(ctx, report, { ...query, after, limit: STATEMENT_PAGE_MAX });
    for (const row of page.rows) {
      if (written >= DIRECT_EXPORT_MAX_ROWS) break;
      lines.addRow(lineColumns.map((column) => row[column.key] ?? ''));
      written += 1;
    }
    if (page.nextAfter === null) break;
    if (written >= DIRECT_EXPORT_MAX_ROWS) {
      lines.addRow([labelIn(TRUNCATED, ctx.language).replace('{n}', String(DIRECT_EXPORT_MAX_ROWS))]);
      break;
    }
    after = page.nextAfter;
  }
  lines.columns.forEach((column) => (column.width = 16));
  return Buffer.from(await book.xlsx.writeBuffer());
}
