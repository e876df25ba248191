import { z } from 'zod';
import { resolveStoredPath } from '../files/storage.js';

export const ARCHIVE_FORMAT = 'cvap-backup';
export const ARCHIVE_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const TABLES_FOLDER = 'tables';
export const FILES_FOLDER = 'files';

export function tableEntry(table: string): string {
  return `${TABLES_FOLDER}/${table}.ndjson`;
}

export function fileEntry(storedPath: string): string {
  return `${FILES_FOLDER}/${storedPath}`;
}

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const SqlName = z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/);
/** Only the shapes the store issues: nothing in an archive can name a path outside it. */
const StoredPath = z.string().refine((path) => resolveStoredPath('/store', path) !== null, 'not a stored path');

export const ManifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(ARCHIVE_VERSION),
  createdAt: z.iso.datetime(),
  source: z.enum(['pglite', 'postgres']),
  /** The last migration the database had run: its journal tag and timestamp (drizzle's `created_at`). */
  migration: z.object({ tag: z.string(), when: z.number().int() }),
  tables: z.array(z.object({ name: SqlName, rows: z.number().int().min(0), sha256: Sha256 })),
  /** Every sequence's state as read at the snapshot (a sequence may have moved on since: never behind it). */
  sequences: z.array(z.object({ name: SqlName, lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() })),
  files: z.array(z.object({ path: StoredPath, size: z.number().int().min(0), sha256: Sha256 })),
  /** Rows of the files table whose stored object was not found when the files were copied. */
  missingFiles: z.array(z.object({ fileId: z.string().regex(/^\d+$/), path: z.string() })),
});

export type Manifest = z.infer<typeof ManifestSchema>;
