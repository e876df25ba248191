import { and, eq } from 'drizzle-orm';
import { AppError, type Orm } from '../../../engine/index.js';
import { files } from '../../../db/schema/index.js';

/**
 * A visitor photo: the stored path of a file uploaded to the tenant (POST /api/fdfs/file/uploadFiles, which
 * checks the content against the extension) that is a JPEG; unknown paths are 40935, other kinds 40982.
 */
export async function checkJpg(orm: Orm, tenantId: number, path: string, field: string): Promise<void> {
  const [file] = await orm
    .select({ mime: files.mime })
    .from(files)
    .where(and(eq(files.tenantId, tenantId), eq(files.storedPath, path)))
    .limit(1);
  if (!file)
    throw new AppError('REPAIR_PHOTO_UNKNOWN', { params: { path: path.slice(0, 80) }, data: { fields: [{ field, message: 'unknown' }] } });
  if (file.mime !== 'image/jpeg') throw new AppError('VISIT_PHOTO_NOT_JPG', { data: { fields: [{ field, message: 'jpg' }] } });
}
