import { and, eq, inArray } from 'drizzle-orm';
import type { AuthUser } from '../auth/types.js';
import type { Orm } from '../db/client.js';
import { files } from '../db/schema/index.js';
import { mayDownload } from './download-access.js';
import { FILE_KINDS } from './file-kinds.js';

/** The types the upload gives a picture (it set the type from the extension after checking the content's signature). */
const IMAGE_MIMES = [
  ...new Set(
    Object.values(FILE_KINDS)
      .filter((kind) => kind.image)
      .map((kind) => kind.mime),
  ),
];

/**
 * The first of `paths` that is not a picture the upload endpoint stored (decision 0007) and `user` may see: a live
 * file of the user's tenant whose checked type is an image. Undefined when every path is one. A module refuses the
 * path it gets back with its own code.
 */
export async function firstNonImageUpload(orm: Orm, user: AuthUser, paths: readonly string[]): Promise<string | undefined> {
  const unique = [...new Set(paths)];
  if (unique.length === 0) return undefined;
  const found = await orm
    .select()
    .from(files)
    .where(
      and(eq(files.tenantId, user.tenantId), eq(files.status, 0), inArray(files.storedPath, unique), inArray(files.mime, IMAGE_MIMES)),
    );
  const seen = new Set<string>();
  for (const file of found) if (await mayDownload(orm, user, file)) seen.add(file.storedPath);
  return unique.find((path) => !seen.has(path));
}
