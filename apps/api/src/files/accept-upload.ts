import { and, eq } from 'drizzle-orm';
import type { Orm } from '../db/client.js';
import { files, fileTypes } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import { contentProblem, extensionOf, FILE_KINDS, parseExtensions } from './file-kinds.js';
import { discardStaged, promote, tooLarge, UPLOAD_LIMITS, type StagedFile } from './receive-upload.js';
import { newStoredPath, type StoredArea } from './storage.js';
import type { FileStore } from './store.js';

export interface UploadOwner {
  tenantId: number;
  residentialId: number | null;
  uploaderId: number | null;
}

interface AllowedType {
  extensions: Set<string>;
  maxBytes: number;
  useType: number;
}

/**
 * The file types of a business type, with their extensions narrowed to those the server can verify by
 * content (FILE_KINDS): an administrator listing `svg` or `html` does not make them acceptable.
 */
async function allowedTypes(orm: Orm, tenantId: number, bizType: string): Promise<AllowedType[]> {
  const rows = await orm
    .select()
    .from(fileTypes)
    .where(and(eq(fileTypes.tenantId, tenantId), eq(fileTypes.businessType, bizType)));
  return rows.map((row) => ({
    extensions: new Set(parseExtensions(row.fileExtension).filter((e) => e in FILE_KINDS)),
    maxBytes: Math.min(row.maximumFileSize * 1024, UPLOAD_LIMITS.maxFileBytes),
    useType: row.useType,
  }));
}

/** Checks one staged file against the allowed types; returns the type it falls under and its extension. */
function classify(file: StagedFile, types: AllowedType[]): { type: AllowedType; extension: string } {
  const extension = extensionOf(file.originalName);
  const type = types.find((t) => t.extensions.has(extension));
  if (!type) {
    const allowed = [...new Set(types.flatMap((t) => [...t.extensions]))].sort().join(', ');
    throw new AppError('UPLOAD_TYPE_REFUSED', { params: { name: file.originalName, allowed: allowed || '-' } });
  }
  if (file.size > type.maxBytes) throw tooLarge(file.originalName, type.maxBytes);
  if (contentProblem(extension, file.head)) throw new AppError('UPLOAD_CONTENT_MISMATCH', { params: { name: file.originalName } });
  return { type, extension };
}

const AREA_BY_BIZ_TYPE: Record<string, StoredArea> = { '3': 'import' };

/**
 * Accepts a batch of staged uploads all or nothing: every file is checked (extension allowed for the bizType,
 * size within its type's maximum, content matching the extension) before any is moved into place, and the
 * rows are inserted in one transaction. Returns the stored paths, in the order the files came.
 */
export async function acceptUpload(
  orm: Orm,
  store: FileStore,
  owner: UploadOwner,
  bizType: string,
  staged: StagedFile[],
): Promise<string[]> {
  const placed: string[] = [];
  try {
    if (staged.length === 0) throw new AppError('UPLOAD_NO_FILE');
    const types = await allowedTypes(orm, owner.tenantId, bizType);
    if (types.length === 0) throw new AppError('UPLOAD_BIZ_TYPE_UNKNOWN', { params: { bizType } });
    const checked = staged.map((file) => ({ file, ...classify(file, types) }));

    const rows: (typeof files.$inferInsert)[] = [];
    for (const { file, type, extension } of checked) {
      const storedPath = newStoredPath(AREA_BY_BIZ_TYPE[bizType] ?? 'upload', extension);
      const mime = FILE_KINDS[extension]!.mime;
      placed.push(storedPath);
      await promote(store, file, storedPath, mime);
      rows.push({
        tenantId: owner.tenantId,
        residentialId: owner.residentialId,
        uploaderId: owner.uploaderId,
        originalName: file.originalName.slice(0, 255),
        storedPath,
        size: file.size,
        mime,
        sha256: file.sha256,
        bizType,
        useType: type.useType,
      });
    }
    await orm.transaction(async (tx) => {
      await tx.insert(files).values(rows);
    });
    return rows.map((r) => r.storedPath!);
  } catch (error) {
    await discardStaged(staged);
    await Promise.all(placed.map((path) => store.remove(path)));
    throw error;
  }
}
