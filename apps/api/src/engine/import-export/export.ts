import { labelIn, referenceLabelKey, type Language } from '@cvap/contracts';
import ExcelJS from 'exceljs';
import { and, asc, gt, type SQL } from 'drizzle-orm';
import type { Writable } from 'node:stream';
import type { Orm } from '../../db/client.js';
import { readRows } from '../repository.js';
import type { ResolvedResource, Row } from '../types.js';
import { exportCell } from './cells.js';
import { exportLayout } from './columns.js';

/** Above this many rows an export runs as a background task with progress, and is downloaded afterwards. */
export const DIRECT_EXPORT_MAX_ROWS = 5000;
const BATCH = 1000;

/** How many rows match, counting no further than `cap` (bounded work on any table). */
export async function countUpTo(orm: Orm, resource: ResolvedResource, where: SQL | undefined, cap: number): Promise<number> {
  const ids = await orm.select({ id: resource.id }).from(resource.table).where(where).limit(cap);
  return ids.length;
}

/**
 * The matching rows in id order, a batch at a time (keyset, never OFFSET), as the API presents them, with the
 * import mapping's columns set when the resource exports as its template.
 */
export async function* matchingRows(orm: Orm, resource: ResolvedResource, where: SQL | undefined): AsyncGenerator<Row[]> {
  let after = 0;
  for (;;) {
    const rows = await readRows(orm, resource, { where: and(where, gt(resource.id, after)), orderBy: [asc(resource.id)], limit: BATCH });
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.id as number;
    await resource.hooks.importMapping?.exportValues?.(orm, rows);
    yield rows;
    if (rows.length < BATCH) return;
  }
}

export type ExportTarget = { filename: string } | { stream: Writable };

/**
 * Streams rows into an .xlsx (exceljs WorkbookWriter: rows are flushed as they are added, so memory stays flat
 * however many there are). Headers are the declaration's labels in the user's language (the import template's
 * columns for a resource whose mapping exports, see exportLayout); enum and boolean values are written as
 * words. Returns the number of rows written.
 */
export async function writeExport(
  target: ExportTarget,
  resource: ResolvedResource,
  batches: AsyncIterable<Row[]>,
  language: Language,
  onBatch?: (written: number) => Promise<void>,
): Promise<number> {
  const { columns, header } = exportLayout(resource.decl, new Set(resource.columns.keys()), resource.hooks.importMapping);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ ...target, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet(labelIn(resource.decl.label, language).slice(0, 31));
  sheet.columns = columns.map((column) => ({ header: header(column, language), key: column.name, width: 18 }));
  sheet.getRow(1).font = { bold: true };
  let written = 0;
  for await (const rows of batches) {
    for (const row of rows)
      sheet
        .addRow(columns.map((column) => exportCell(column.field, row[column.name], language, row[referenceLabelKey(column.name)])))
        .commit();
    written += rows.length;
    await onBatch?.(written);
  }
  sheet.commit();
  await workbook.commit();
  return written;
}
