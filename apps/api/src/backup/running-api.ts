import { randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * How the backup command finds an API that holds the PGlite data folder (one process may open it): the API writes
 * its loopback address, process id and a key made at its start to DATA_DIR/backup-endpoint.json (mode 0600, so
 * only who can read the data may ask), and removes the file when it stops.
 */
export interface BackupEndpoint {
  url: string;
  pid: number;
  key: string;
}

export const BACKUP_KEY_HEADER = 'x-cvap-backup-key';

function endpointFile(dataDir: string): string {
  return join(dataDir, 'backup-endpoint.json');
}

export function newBackupKey(): string {
  return randomBytes(32).toString('base64url');
}

export function sameKey(given: unknown, key: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function publishBackupEndpoint(dataDir: string, endpoint: BackupEndpoint): void {
  const file = endpointFile(dataDir);
  writeFileSync(file, JSON.stringify(endpoint), { mode: 0o600 });
  chmodSync(file, 0o600);
}

/** Removes the file if it is still this process's (a newer API may have replaced it). */
export function withdrawBackupEndpoint(dataDir: string, key: string): void {
  if (readBackupEndpoint(dataDir)?.key === key) rmSync(endpointFile(dataDir), { force: true });
}

function readBackupEndpoint(dataDir: string): BackupEndpoint | null {
  try {
    const parsed = JSON.parse(readFileSync(endpointFile(dataDir), 'utf8')) as Partial<BackupEndpoint>;
    if (typeof parsed.url !== 'string' || typeof parsed.pid !== 'number' || typeof parsed.key !== 'string') return null;
    return { url: parsed.url, pid: parsed.pid, key: parsed.key };
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The endpoint of the API running on this DATA_DIR, or null when none runs (a file left by a dead one is ignored). */
export function runningApi(dataDir: string): BackupEndpoint | null {
  const endpoint = readBackupEndpoint(dataDir);
  return endpoint && isAlive(endpoint.pid) ? endpoint : null;
}
