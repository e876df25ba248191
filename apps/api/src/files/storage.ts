import { randomUUID } from 'node:crypto';
import { mkdir, unlink } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';

/** Where every stored file lives: outside the served console, under the data folder. */
export function uploadsRoot(dataDir: string): string {
  return resolve(dataDir, 'uploads');
}

/** Templates are the only stored files anyone may download without a token. */
export const TEMPLATES_PREFIX = 'templates/';

export type StoredArea = 'upload' | 'import' | 'result' | 'export';

/**
 * A fresh server-chosen relative path `<area>/<yyyymm>/<uuid>.<ext>`: nothing of the client's file name
 * reaches the disk.
 */
export function newStoredPath(area: StoredArea, extension: string, now = new Date()): string {
  const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return `${area}/${month}/${randomUUID()}.${extension}`;
}

const STORED_PATH = /^[a-z]+(?:\/[A-Za-z0-9_-]+)*\/[A-Za-z0-9_-]+(?:\.[a-z0-9]{1,8})?$/;

/** The path-shape check every driver applies: only what newStoredPath and template names produce. */
export function isStoredPath(storedPath: string): boolean {
  return storedPath.length <= 300 && STORED_PATH.test(storedPath);
}

/**
 * The absolute file a stored path names, or null when it is not one we could have issued: only the shape
 * newStoredPath and template names have (no `..`, no backslash, no absolute path, no NUL), and the resolved
 * result must still lie inside the uploads root.
 */
export function resolveStoredPath(root: string, storedPath: string): string | null {
  if (!isStoredPath(storedPath)) return null;
  const full = resolve(root, storedPath);
  return full.startsWith(root + sep) ? full : null;
}

export async function ensureParent(file: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
}

/** Removes a file; a missing one counts as removed. Returns false when it could not be removed. */
export async function removeStored(file: string): Promise<boolean> {
  try {
    await unlink(file);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT';
  }
}

/** Where uploads wait for their checks, and generated files for their upload: always local, whatever the store. */
export function stagingDir(dataDir: string): string {
  return resolve(uploadsRoot(dataDir), '.staging');
}

export function storedFileIn(root: string, storedPath: string): string {
  const full = resolveStoredPath(root, storedPath);
  if (!full) throw new Error(`not a stored path: ${storedPath}`);
  return full;
}
