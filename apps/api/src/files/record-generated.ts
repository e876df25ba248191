import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Orm } from '../db/client.js';
import { files } from '../db/schema/index.js';
import type { UploadOwner } from './accept-upload.js';
import { FILE_KINDS } from './file-kinds.js';
import { ensureParent, newStoredPath, removeStored, storedFileIn, type StoredArea } from './storage.js';

const TEMPORARY = 2;

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Stores a file the server produces (an import's error list, an export) under a fresh path and records it as
 * temporary, owned by the user it was made for, so the download route serves it to them and the cleaner
 * removes it later. `write` receives the absolute destination.
 */
export async function recordGeneratedFile(
  orm: Orm,
  root: string,
  owner: UploadOwner,
  made: { area: StoredArea; extension: keyof typeof FILE_KINDS; originalName: string; bizType: string; accessElement?: string },
  write: (destination: string) => Promise<void>,
): Promise<string> {
  const storedPath = newStoredPath(made.area, made.extension);
  const destination = storedFileIn(root, storedPath);
  await ensureParent(destination);
  try {
    await write(destination);
    const { size } = await stat(destination);
    await orm.insert(files).values({
      ...owner,
      originalName: made.originalName.slice(0, 255),
      storedPath,
      size,
      mime: FILE_KINDS[made.extension]!.mime,
      sha256: await sha256Of(destination),
      bizType: made.bizType,
      accessElement: made.accessElement ?? null,
      useType: TEMPORARY,
    });
  } catch (error) {
    await removeStored(destination);
    throw error;
  }
  return storedPath;
}
