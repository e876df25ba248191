import { BIZ_TYPE } from '@cvap/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Orm } from '../db/client.js';
import { fileTypes, tenants } from '../db/schema/index.js';

const LONG_TERM = 1;
const TEMPORARY = 2;

/** File types every tenant starts with; an administrator edits them in file management. */
export const DEFAULT_FILE_TYPES = [
  {
    typeValue: 'image',
    typeName: '图片',
    fileExtension: 'jpg,jpeg,png,gif,bmp,webp',
    maximumFileSize: 10 * 1024,
    businessType: BIZ_TYPE.GENERAL,
    useType: LONG_TERM,
  },
  {
    typeValue: 'document',
    typeName: '文档',
    fileExtension: 'pdf,xlsx,xls,docx,doc,txt,csv',
    maximumFileSize: 20 * 1024,
    businessType: BIZ_TYPE.GENERAL,
    useType: LONG_TERM,
  },
  {
    typeValue: 'importArchive',
    typeName: '导入包',
    fileExtension: 'zip',
    maximumFileSize: 50 * 1024,
    businessType: BIZ_TYPE.IMPORT,
    useType: TEMPORARY,
  },
  {
    typeValue: 'firmware',
    typeName: '固件升级包',
    fileExtension: 'zip',
    maximumFileSize: 200 * 1024,
    businessType: BIZ_TYPE.FIRMWARE,
    useType: LONG_TERM,
  },
] as const;

/** Inserts the default file types a tenant lacks (matched by typeValue); never changes existing rows. */
export async function ensureDefaultFileTypes(orm: Orm): Promise<number> {
  let added = 0;
  for (const tenant of await orm.select({ id: tenants.id }).from(tenants)) {
    const values = DEFAULT_FILE_TYPES.map((t) => t.typeValue);
    const existing = new Set(
      (
        await orm
          .select({ v: fileTypes.typeValue })
          .from(fileTypes)
          .where(and(eq(fileTypes.tenantId, tenant.id), inArray(fileTypes.typeValue, values)))
      ).map((r) => r.v),
    );
    const rows = DEFAULT_FILE_TYPES.filter((t) => !existing.has(t.typeValue)).map((t) => ({ ...t, tenantId: tenant.id }));
    if (rows.length) await orm.insert(fileTypes).values(rows).onConflictDoNothing();
    added += rows.length;
  }
  return added;
}
