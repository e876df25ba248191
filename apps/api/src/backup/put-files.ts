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
 * Puts every file of the archive the store does not hold yet, noting each path in `put` as soon as it is written
 * (so a failed restore removes what it wrote, and only that), then reads every file back and checks its sha256.
 */
export async function putFiles(store: FileStore, manifest: Manifest, staging: string, present: Set<string>, put: string[]): Promise<void> {
  for (const file of manifest.files) {
    if (present.has(file.path)) continue;
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

/**
 * The store must hold nothing but the archive's own files (a new installation's store is empty; moving from PGlite
 * to PostgreSQL on the same DATA_DIR finds the very files the archive has): anything else would mix two
 * installations. Returns the archive's files already there, byte for byte.
 */
export async function filesAlreadyStored(store: FileStore, manifest: Manifest): Promise<Set<string>> {
  const expected = new Map(manifest.files.map((file) => [file.path, file.sha256]));
  const present = new Set<string>();
  for await (const entry of store.list('')) {
    const sha256 = expected.get(entry.path);
    if (sha256 === undefined || (await storedSha256(store, entry.path)) !== sha256)
      throw new BackupError(
        `the target file store (${store.driver}) holds ${entry.path}, which the archive does not have: restore only into a new installation`,
      );
    present.add(entry.path);
  }
  return present;
}
