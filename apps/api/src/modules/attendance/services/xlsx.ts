import { labelIn, type Language } from '@cvap/contracts';
import ExcelJS from 'exceljs';

/** A report as an .xlsx: one sheet named `name`, the screen's columns in the reader's language, then the rows. */
export async function reportSheet<Row>(
  name: string,
  columns: readonly { key: keyof Row; zh: string; en: string }[],
  rows: readonly Row[],
  language: Language,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(name);
  sheet.addRow(columns.map((column) => labelIn(column, language)));
  for (const row of rows) sheet.addRow(columns.map((column) => row[column.key]));
  sheet.columns.forEach((column) => (column.width = 14));
  return Buffer.from(await book.xlsx.writeBuffer());
}
