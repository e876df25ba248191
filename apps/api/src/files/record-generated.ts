import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Orm } from '../db/client.js';
import { files } from '../db/schema/index.js';
import type { UploadOwner } from './accept-upload.js';
import { FILE_KINDS } from './file-kinds.js';
import { newStoredPath, type StoredArea } from './storage.js';
import type { FileStore } from './store.js';

const TEMPORARY = 2;

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Stores a file the server produces (an import's error list, an export) under a fresh path and records it as
 * temporary, owned by the user it was made for, so the download route serves it to them and the cleaner
 * removes it later. `write` receives a local scratch file (a library such as exceljs writes to a file); once
 * written, hashed and measured, it goes to the store and the scratch copy goes away.
 */
export async function recordGeneratedFile(
  orm: Orm,
  store: FileStore,
  owner: UploadOwner,
  made: { area: StoredArea; extension: keyof typeof FILE_KINDS; originalName: string; bizType: string; accessElement?: string },
  write: (destination: string) => Promise<void>,
): Promise<string> {
  const storedPath = newStoredPath(made.area, made.extension);
  const mime = FILE_KINDS[made.extension]!.mime;
  const scratch = await mkdtemp(join(tmpdir(), 'cvap-generated-'));
  const destination = join(scratch, `file.${made.extension}`);
  let stored = false;
  try {
    await write(destination);
    const { size } = await stat(destination);
    const sha256 = await sha256Of(destination);
    await store.put(storedPath, createReadStream(destination), mime);
    stored = true;
    await orm.insert(files).values({
      ...owner,
      originalName: made.originalName.slice(0, 255),
      storedPath,
      size,
      mime,
      sha256,
      bizType: made.bizType,
      accessElement: made.accessElement ?? null,
      useType: TEMPORARY,
    });
  } catch (error) {
    if (stored) await store.remove(storedPath);
    throw error;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return storedPath;
}
