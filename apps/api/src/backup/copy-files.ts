import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { resolveStoredPath, TEMPLATES_PREFIX } from '../files/storage.js';
import type { FileStore } from '../files/store.js';
import { fileEntry, type Manifest } from './manifest.js';

export interface CopiedFiles {
  files: Manifest['files'];
  missingFiles: Manifest['missingFiles'];
}

/** Copies one stored object into the staging folder, hashing it on the way; null when the store has none. */
async function copyOne(store: FileStore, path: string, staging: string): Promise<Manifest['files'][number] | null> {
  // A row naming no path the store could have issued has no object either.
  const object = resolveStoredPath('/store', path) === null ? null : await store.get(path);
  if (!object) return null;
  const destination = join(staging, fileEntry(path));
  await mkdir(dirname(destination), { recursive: true });
  const hash = createHash('sha256');
  let size = 0;
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(object.body, hashing, createWriteStream(destination));
  return { path, size, sha256: hash.digest('hex') };
}

/**
 * Copies the objects the snapshot's files rows name, and the templates (files the code ships, not rows). Stored
 * objects are never rewritten (each upload gets a fresh path), so copying them after the snapshot is consistent
 * with it; an object already gone (a row whose file was lost or removed since) is recorded as missing.
 */
export async function copyStoredFiles(store: FileStore, rows: { id: string; path: string }[], staging: string): Promise<CopiedFiles> {
  const files: Manifest['files'] = [];
  const missingFiles: Manifest['missingFiles'] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    seen.add(row.path);
    const copied = await copyOne(store, row.path, staging);
    if (copied) files.push(copied);
    else missingFiles.push({ fileId: row.id, path: row.path });
  }
  for await (const entry of store.list(TEMPLATES_PREFIX)) {
    if (seen.has(entry.path)) continue;
    seen.add(entry.path);
    const copied = await copyOne(store, entry.path, staging);
    if (copied) files.push(copied);
  }
  return { files, missingFiles };
}
