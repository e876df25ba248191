import type { ResourceDecl } from '@cvap/contracts';
import type { ImportMapping } from '../types.js';
import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { cellToInput, plainCell, type Plain } from './cells.js';
import { columnForHeader, importColumns, type SheetColumn } from './columns.js';
import type { RefusalKey } from './texts.js';
import { checkWorkbookArchive, ZipRefusal } from './zip-guard.js';
import { buildZip } from './zip-writer.js';

export const MAX_IMPORT_ROWS = 50_000;

export interface SheetRow {
  /** The row number in the sheet (the header is row 1). */
  rowNumber: number;
  /** The cells as read, in header order (for the error file). */
  cells: Plain[];
  /** Field name → the value the create schema will check. */
  input: Record<string, unknown>;
  /** Fields whose enum cell named no option. */
  unknownOptions: string[];
}

export interface Sheet {
  headers: string[];
  columns: (SheetColumn | undefined)[];
  rows: SheetRow[];
}

/** A workbook that cannot be imported at all; nothing is written. */
export class WorkbookRefusal extends Error {
  override name = 'WorkbookRefusal';
  constructor(readonly key: RefusalKey) {
    super(key);
  }
}

const SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;
const EMPTY_PARTS: Record<string, string> = {
  'xl/_rels/workbook.xml.rels':
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
  'xl/sharedStrings.xml':
    '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>',
};

/**
 * The checked parts re-packed (stored, in reading order) for exceljs's streaming reader: relationships, shared
 * strings and styles before the first worksheet, so it is read straight through (the reader would otherwise
 * park a worksheet seen before the shared strings in a temporary file). Parts the reader needs but the file
 * lacks are given empty.
 */
function readingOrder(parts: Map<string, Buffer>): { archive: Buffer; sheet: Buffer } | null {
  const sheets = [...parts.keys()].flatMap((name) => {
    const match = SHEET.exec(name);
    return match ? [{ name, number: Number(match[1]) }] : [];
  });
  if (sheets.length === 0) return null;
  const first = sheets.sort((a, b) => a.number - b.number)[0]!;
  const part = (name: string) => parts.get(name) ?? (EMPTY_PARTS[name] === undefined ? undefined : Buffer.from(EMPTY_PARTS[name]));
  const names = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml', 'xl/styles.xml', first.name];
  const entries = names.flatMap((name) => {
    const data = part(name);
    return data ? [{ name, data, deflate: false }] : [];
  });
  return { archive: buildZip(entries), sheet: parts.get(first.name)! };
}

/** The last row number the sheet declares (`<dimension ref="A1:F10001"/>`), when it does: for progress only. */
function declaredRows(sheet: Buffer): number | null {
  const match = /<(?:\w+:)?dimension\s+ref="[A-Z]+\d+:[A-Z]+(\d+)"/.exec(sheet.subarray(0, 4096).toString('utf8'));
  return match ? Number(match[1]) : null;
}

/** Reading progress: rows read so far and, when the sheet says, how many there are (header included). */
export type ReadProgress = (read: number, declared: number | null) => Promise<void> | void;

/**
 * Reads the first worksheet: row 1 names the columns (by label in either language), the rest are data. The
 * sheet is streamed row by row (exceljs WorkbookReader), so the event loop keeps turning and `onRows` can report
 * progress while a large file is read.
 */
export async function readImportSheet(buffer: Buffer, decl: ResourceDecl, mapping?: ImportMapping, onRows?: ReadProgress): Promise<Sheet> {
  let parts: Map<string, Buffer>;
  try {
    parts = await checkWorkbookArchive(buffer);
  } catch (error) {
    if (error instanceof ZipRefusal) throw new WorkbookRefusal(error.reason === 'notZip' ? 'badWorkbook' : error.reason);
    throw error;
  }
  const packed = readingOrder(parts);
  if (!packed) throw new WorkbookRefusal('badWorkbook');
  const declared = declaredRows(packed.sheet);
  parts.clear();

  const available = importColumns(decl, mapping);
  let headers: string[] | null = null;
  let columns: (SheetColumn | undefined)[] = [];
  const rows: SheetRow[] = [];
  let rowNumber = 0;
  let read = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([packed.archive]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        // A row without its number (some writers leave `r` out) follows the one before.
        rowNumber = Number.isFinite(row.number) ? row.number : rowNumber + 1;
        if (rowNumber - 1 > MAX_IMPORT_ROWS) throw new WorkbookRefusal('tooManyRows');
        if (headers === null) {
          // Row 1 holds the headers; a sheet starting lower has none.
          const width = rowNumber === 1 ? row.cellCount : 0;
          headers = [];
          for (let c = 1; c <= width; c++) headers.push(String(plainCell(row.getCell(c).value) ?? '').trim());
          columns = headers.map((h) => columnForHeader(available, h));
          if (!columns.some(Boolean)) throw new WorkbookRefusal('noColumns');
          if (rowNumber === 1) continue;
        }
        const sheetRow = toSheetRow(row, rowNumber, columns);
        if (sheetRow) rows.push(sheetRow);
        if (++read % 200 === 0) await onRows?.(rowNumber, declared);
      }
      break;
    }
  } catch (error) {
    if (error instanceof WorkbookRefusal) throw error;
    throw new WorkbookRefusal('badWorkbook');
  }
  if (headers === null) throw new WorkbookRefusal('badWorkbook');
  return { headers, columns, rows };
}

/** One data row: its cells as read and each known column's value for the create schema; null when blank. */
function toSheetRow(row: ExcelJS.Row, rowNumber: number, columns: (SheetColumn | undefined)[]): SheetRow | null {
  const cells: Plain[] = [];
  const input: Record<string, unknown> = {};
  const unknownOptions: string[] = [];
  for (let c = 1; c <= columns.length; c++) {
    const cell = plainCell(row.getCell(c).value);
    cells.push(cell);
    const column = columns[c - 1];
    if (!column) continue;
    const converted = cellToInput(column.field, cell);
    if (converted.unknownOption) unknownOptions.push(column.name);
    else if ('value' in converted) input[column.name] = converted.value;
  }
  if (cells.every((cell) => cell === null || (typeof cell === 'string' && cell.trim() === ''))) return null;
  return { rowNumber, cells, input, unknownOptions };
}
