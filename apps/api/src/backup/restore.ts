import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database, Orm } from '../db/client.js';
import type { FileStore } from '../files/store.js';
import { publicSchemaIsEmpty } from './catalog.js';
import { BackupError } from './errors.js';
import { loadTables } from './load-tables.js';
import type { Manifest } from './manifest.js';
import { hasMigrationsRecorded, migrationsAround, runMigrations } from './migration-level.js';
import { filesAlreadyStored, putFiles, removeFiles } from './put-files.js';
import { openArchive } from './read-archive.js';

export interface RestoreTarget {
  db: Database;
  store: FileStore;
  /** A folder with room for the unpacked archive (removed at the end). */
  workDir: string;
  progress?: (message: string) => void;
}

async function refuseNonEmptyDatabase(tx: Orm): Promise<void> {
  if ((await hasMigrationsRecorded(tx)) || !(await publicSchemaIsEmpty(tx)))
    throw new BackupError(
      'the target database is not empty: restore only into a new, empty database (an API that started on it has already created and seeded its tables)',
    );
}

/**
 * The database part in one transaction: the check that it is empty, the migrations up to the archive's level, its
 * rows, the code's later migrations, and then the files, so that a failure anywhere rolls the database back and
 * removes the files already put: the target is left as empty as it was.
 */
async function restoreInto(target: RestoreTarget, manifest: Manifest, staging: string): Promise<void> {
  const progress = target.progress ?? (() => {});
  const migrations = migrationsAround(manifest.migration);
  const present = await filesAlreadyStored(target.store, manifest);
  const put: string[] = [];
  try {
    await target.db.orm.transaction(async (tx) => {
      await refuseNonEmptyDatabase(tx);
      await runMigrations(tx, migrations.upTo);
      progress(`schema created at migration ${manifest.migration.tag}; loading rows`);
      await loadTables(tx, manifest, staging, progress);
      if (migrations.after.length > 0) {
        await runMigrations(tx, migrations.after);
        progress(`migrations run since the archive: ${migrations.after.length}`);
      }
      await putFiles(target.store, manifest, staging, present, put);
      progress(`files put and checked: ${manifest.files.length}`);
    });
  } catch (error) {
    const left = await removeFiles(target.store, put);
    if (left.length > 0) progress(`could not remove ${left.length} files put before the failure: ${left.join(', ')}`);
    throw error;
  }
}

/** Restores an archive into an empty installation (database and file store), or refuses and changes nothing. */
export async function restoreBackup(archive: string, target: RestoreTarget): Promise<Manifest> {
  const staging = await mkdtemp(join(target.workDir, 'restore-'));
  try {
    const manifest = await openArchive(archive, staging);
    target.progress?.(
      `archive checked: ${manifest.tables.length} tables, ${manifest.files.length} files, made ${manifest.createdAt} from ${manifest.source}`,
    );
    await restoreInto(target, manifest, staging);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
