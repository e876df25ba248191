import { and, eq, inArray } from 'drizzle-orm';
import { AppError, type Orm } from '../../../engine/index.js';
import { files } from '../../../db/schema/index.js';

/** Photos are paths of files uploaded to the tenant (POST /api/fdfs/file/uploadFiles); any other is refused (40935). */
export async function checkPhotos(orm: Orm, tenantId: number, photos: readonly string[] | undefined): Promise<string[]> {
  const unique = [...new Set(photos ?? [])];
  if (unique.length === 0) return [];
  const found = await orm
    .select({ path: files.storedPath })
    .from(files)
    .where(and(eq(files.tenantId, tenantId), inArray(files.storedPath, unique)));
  const known = new Set(found.map((row) => row.path));
  const missing = unique.find((path) => !known.has(path));
  if (missing !== undefined) throw new AppError('REPAIR_PHOTO_UNKNOWN', { params: { path: missing.slice(0, 80) } });
  return unique;
}
