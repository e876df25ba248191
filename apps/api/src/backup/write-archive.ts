import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { create as createTar } from 'tar';
import type { Database } from '../db/client.js';
import type { FileStore } from '../files/store.js';
import { copyStoredFiles } from './copy-files.js';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, FILES_FOLDER, MANIFEST_ENTRY, TABLES_FOLDER, type Manifest } from './manifest.js';
import { readSnapshot } from './read-snapshot.js';

export interface BackupSources {
  db: Database;
  store: FileStore;
  /** A folder on the same disk as the data, for the work files (removed at the end). */
  workDir: string;
  progress?: (message: string) => void;
}

/**
 * Writes a consistent archive of the database and the stored files to `target` (a .tar.gz): the tables as of one
 * snapshot, then the files its rows refer to, then the manifest. Written beside the target and renamed at the end,
 * so a failed backup leaves no half archive under the target's name.
 */
export async function writeBackup(sources: BackupSources, target: string): Promise<Manifest> {
  const progress = sources.progress ?? (() => {});
  const staging = await mkdtemp(join(sources.workDir, 'backup-'));
  const partial = `${target}.partial`;
  try {
    const snapshot = await readSnapshot(sources.db.orm, staging, progress);
    const copied = await copyStoredFiles(sources.store, snapshot.storedFiles, staging);
    progress(`files copied: ${copied.files.length}, missing: ${copied.missingFiles.length}`);
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: new Date().toISOString(),
      source: sources.db.kind,
      migration: snapshot.migration,
      tables: snapshot.tables,
      sequences: snapshot.sequences,
      ...copied,
    };
    await writeFile(join(staging, MANIFEST_ENTRY), `${JSON.stringify(manifest, null, 1)}\n`);
    const entries = [MANIFEST_ENTRY, TABLES_FOLDER, ...(copied.files.length > 0 ? [FILES_FOLDER] : [])];
    await createTar({ gzip: true, file: partial, cwd: staging, portable: true }, entries);
    await rename(partial, target);
    return manifest;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
