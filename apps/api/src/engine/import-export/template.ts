import { labelIn, type Language, type ResourceDecl } from '@cvap/contracts';
import ExcelJS from 'exceljs';
import { createHash } from 'node:crypto';
import type { Orm } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import { FILE_KINDS } from '../../files/file-kinds.js';
import { TEMPLATES_PREFIX } from '../../files/storage.js';
import type { FileStore } from '../../files/store.js';
import type { ImportMapping } from '../types.js';
import { importColumns, headerOf } from './columns.js';

/**
 * The import template of a resource in a language: one header row of the create form's labels (required ones
 * marked `*`), enum options listed in a note on their header. Stored once under templates/ (named by a hash of
 * its headers, so a changed declaration gets a new file) and recorded, so the public download path serves it.
 */
export async function ensureTemplate(
  orm: Orm,
  store: FileStore,
  decl: ResourceDecl,
  language: Language,
  tenantId: number,
  mapping?: ImportMapping,
): Promise<string> {
  const columns = importColumns(decl, mapping);
  const names = columns.map((column) => headerOf(column, language));
  const digest = createHash('sha256').update(JSON.stringify(names)).digest('hex').slice(0, 10);
  const storedPath = `${TEMPLATES_PREFIX}${decl.name}-${language}-${digest}.xlsx`;
  let content = await store.read(storedPath);
  if (!content) {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(labelIn(decl.label, language).slice(0, 31));
    const row = sheet.addRow(names);
    row.font = { bold: true };
    columns.forEach((column, index) => {
      sheet.getColumn(index + 1).width = Math.max(14, names[index]!.length * 2 + 4);
      const options = column.field.options;
      if (options?.length) row.getCell(index + 1).note = options.map((o) => labelIn(o, language)).join(' / ');
    });
    content = Buffer.from(await workbook.xlsx.writeBuffer());
    await store.put(storedPath, content, FILE_KINDS.xlsx!.mime);
  }
  await orm
    .insert(files)
    .values({
      tenantId,
      originalName: `${labelIn(decl.label, language)}-${labelIn({ zh: '导入模板', en: 'template' }, language)}.xlsx`,
      storedPath,
      size: content.length,
      mime: FILE_KINDS.xlsx!.mime,
      sha256: createHash('sha256').update(content).digest('hex'),
      bizType: 'template',
      useType: 1,
    })
    .onConflictDoNothing();
  return storedPath;
}
