import { createHash } from 'node:crypto';
import type { Orm } from '../db/client.js';
import { files } from '../db/schema/index.js';
import { FILE_KINDS } from './file-kinds.js';
import { newStoredPath } from './storage.js';
import type { FileStore } from './store.js';

/** Kept until its record is deleted (the cleaner removes only temporary files). */
export const LONG_TERM = 1;

/**
 * Stores bytes the server itself has (a device's capture picture, a demo firmware package) as a long-term file of
 * the owner's community: the file under a fresh path, then its row; a failed insert takes the file away again.
 * The caller has checked the content. Returns the stored path.
 */
export async function storeBytes(
  orm: Orm,
  store: FileStore,
  owner: { tenantId: number; residentialId: number | null },
  made: { extension: keyof typeof FILE_KINDS; originalName: string; bizType: string; accessElement?: string },
  bytes: Uint8Array,
): Promise<string> {
  const storedPath = newStoredPath('upload', made.extension);
  const mime = FILE_KINDS[made.extension]!.mime;
  await store.put(storedPath, bytes, mime);
  try {
    await orm.insert(files).values({
      ...owner,
      uploaderId: null,
      originalName: made.originalName.slice(0, 255),
      storedPath,
      size: bytes.length,
      mime,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      bizType: made.bizType,
      accessElement: made.accessElement ?? null,
      useType: LONG_TERM,
    });
  } catch (error) {
    await store.remove(storedPath);
    throw error;
  }
  return storedPath;
}
