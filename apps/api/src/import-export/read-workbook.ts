import type { ResourceDecl } from '@cvap/contracts';
import type { ImportMapping } from '../resources/engine/types.js';
import ExcelJS from 'exceljs';
import { cellToInput, plainCell, type Plain } from './cells.js';
import { columnForHeader, importColumns, type SheetColumn } from './columns.js';
import type { RefusalKey } from './texts.js';
import { checkWorkbookArchive, ZipRefusal } from './zip-guard.js';

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

/** Reads the first worksheet: row 1 names the columns (by label in either language), the rest are data. */
export async function readImportSheet(buffer: Buffer, decl: ResourceDecl, mapping?: ImportMapping): Promise<Sheet> {
  try {
    await checkWorkbookArchive(buffer);
  } catch (error) {
    if (error instanceof ZipRefusal) throw new WorkbookRefusal(error.reason === 'notZip' ? 'badWorkbook' : error.reason);
    throw error;
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new WorkbookRefusal('badWorkbook');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.rowCount < 1) throw new WorkbookRefusal('badWorkbook');
  if (sheet.rowCount - 1 > MAX_IMPORT_ROWS) throw new WorkbookRefusal('tooManyRows');

  const available = importColumns(decl, mapping);
  const headerRow = sheet.getRow(1);
  const width = headerRow.cellCount;
  const headers: string[] = [];
  for (let c = 1; c <= width; c++) headers.push(String(plainCell(headerRow.getCell(c).value) ?? '').trim());
  const columns = headers.map((h) => columnForHeader(available, h));
  if (!columns.some(Boolean)) throw new WorkbookRefusal('noColumns');

  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells: Plain[] = [];
    const input: Record<string, unknown> = {};
    const unknownOptions: string[] = [];
    for (let c = 1; c <= width; c++) {
      const cell = plainCell(row.getCell(c).value);
      cells.push(cell);
      const column = columns[c - 1];
      if (!column) continue;
      const converted = cellToInput(column.field, cell);
      if (converted.unknownOption) unknownOptions.push(column.name);
      else if ('value' in converted) input[column.name] = converted.value;
    }
    if (cells.every((cell) => cell === null || (typeof cell === 'string' && cell.trim() === ''))) return;
    rows.push({ rowNumber, cells, input, unknownOptions });
  });
  return { headers, columns, rows };
}
