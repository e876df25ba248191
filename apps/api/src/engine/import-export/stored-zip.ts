import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStore } from '../../files/store.js';
import { CheckedZip, ZipRefusal } from './zip-guard.js';

/**
 * A stored import archive, checked entry by entry (zip-guard). The zip reader needs random access, which an
 * object store's stream is not: the bytes go to a local scratch file first, whatever the driver. The scratch name
 * is removed as soon as the archive is open; the open descriptor keeps the bytes until the zip is closed, so
 * nothing is left behind however the import ends. An absent object is refused like a file that is no zip.
 */
export async function openStoredZip(store: FileStore, path: string): Promise<CheckedZip> {
  const object = await store.get(path);
  if (!object) throw new ZipRefusal('notZip');
  const scratch = await mkdtemp(join(tmpdir(), 'cvap-import-'));
  try {
    const file = join(scratch, 'archive.zip');
    await pipeline(object.body, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
    return await CheckedZip.open(file);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
