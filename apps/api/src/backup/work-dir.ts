import { join } from 'node:path';

/** Work files of backups and restores: under DATA_DIR, on the data's disk (a system temp folder may be small). */
export function backupWorkDir(dataDir: string): string {
  return join(dataDir, 'backup-work');
}
