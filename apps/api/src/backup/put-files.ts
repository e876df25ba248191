import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { FileStore } from '../files/store.js';
import { extensionOf, FILE_KINDS } from '../files/file-kinds.js';
import { BackupError } from './errors.js';
import { fileEntry, type Manifest } from './manifest.js';

async function storedSha256(store: FileStore, path: string): Promise<string | null> {
  const object = await store.get(path);
  if (!object) return null;
  const hash = createHash('sha256');
  for await (const chunk of object.body) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

function contentTypeOf(path: string): string {
  return FILE_KINDS[extensionOf(path)]?.mime ?? 'application/octet-stream';
}

/**
 * Puts every file of the archive into the store, noting each path in `put` as soon as it is written (so a failed
 * restore can remove what it wrote), then reads each back and checks its sha256.
 */
export async function putFiles(store: FileStore, manifest: Manifest, staging: string, put: string[]): Promise<void> {
  for (const file of manifest.files) {
    put.push(file.path);
    await store.put(file.path, createReadStream(join(staging, fileEntry(file.path))), contentTypeOf(file.path));
  }
  for (const file of manifest.files) {
    if ((await storedSha256(store, file.path)) !== file.sha256) throw new BackupError(`${file.path} reads back different from the archive`);
  }
}

/** Removes what a failed restore had put; what cannot be removed is named so the operator can. */
export async function removeFiles(store: FileStore, paths: string[]): Promise<string[]> {
  const left: string[] = [];
  for (const path of paths) if (!(await store.remove(path).catch(() => false))) left.push(path);
  return left;
}

/** A fresh installation's store has nothing in it: restoring next to other files would mix two installations. */
export async function storeIsEmpty(store: FileStore): Promise<boolean> {
  for await (const _entry of store.list('')) return false;
  return true;
}
