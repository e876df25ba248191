import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ensureParent, isStoredPath, removeStored, resolveStoredPath, storedFileIn } from './storage.js';
import type { FileStore, StoredEntry, StoredObject } from './store.js';

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

async function* walk(root: string, folder: string): AsyncGenerator<StoredEntry> {
  let entries;
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  for (const entry of entries) {
    const full = join(folder, entry.name);
    if (entry.isDirectory()) yield* walk(root, full);
    else if (entry.isFile()) yield { path: relative(root, full).split(sep).join('/'), size: (await stat(full)).size };
  }
}

/** The uploads folder under DATA_DIR: the embedded default, one file per stored path. */
export class LocalFileStore implements FileStore {
  readonly driver = 'local' as const;

  constructor(readonly root: string) {}

  async put(path: string, body: Readable | Uint8Array): Promise<void> {
    const destination = storedFileIn(this.root, path);
    await ensureParent(destination);
    await pipeline(body instanceof Readable ? body : Readable.from([body]), createWriteStream(destination));
  }

  async get(path: string): Promise<StoredObject | null> {
    const full = resolveStoredPath(this.root, path);
    if (!full) return null;
    try {
      const info = await stat(full);
      if (!info.isFile()) return null;
      return { size: info.size, body: createReadStream(full) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(path: string): Promise<Buffer | null> {
    const full = resolveStoredPath(this.root, path);
    if (!full) return null;
    try {
      return await readFile(full);
    } catch (error) {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw error;
    }
  }

  async remove(path: string): Promise<boolean> {
    const full = resolveStoredPath(this.root, path);
    return full !== null && (await removeStored(full));
  }

  async *list(prefix: string): AsyncIterable<StoredEntry> {
    // The staging folder (and anything else not of a stored path's shape) is not the store's.
    for await (const entry of walk(this.root, this.root)) if (entry.path.startsWith(prefix) && isStoredPath(entry.path)) yield entry;
  }
}
