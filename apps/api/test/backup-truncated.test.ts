// A backup archive cut short (an interrupted copy, a full disk) is refused before anything is restored, with a
// message that says so, and nothing of it stays unpacked (docs/decisions/0042).
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create as createTar } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError } from '../src/backup/errors.js';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, MANIFEST_ENTRY, TABLES_FOLDER, tableEntry, type Manifest } from '../src/backup/manifest.js';
import { openArchive } from '../src/backup/read-archive.js';
import { restoreBackup } from '../src/backup/restore.js';
import type { Database } from '../src/db/client.js';
import type { FileStore } from '../src/lib/file-store.js';

let work: string;
let archive: string;

/** A well-formed archive as write-archive.ts lays it out: the manifest first, then a table big enough to stream. */
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'cvap-truncated-'));
  const source = join(work, 'source');
  await mkdir(join(source, TABLES_FOLDER), { recursive: true });
  const rows = Array.from({ length: 4000 }, (_, id) => JSON.stringify({ id, note: randomBytes(48).toString('hex') })).join('\n');
  await writeFile(join(source, tableEntry('notes')), rows);
  const manifest: Manifest = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    createdAt: new Date().toISOString(),
    source: 'postgres',
    migration: { tag: '0000_start', when: 1 },
    tables: [{ name: 'notes', rows: 4000, sha256: createHash('sha256').update(rows).digest('hex') }],
    sequences: [],
    files: [],
    missingFiles: [],
  };
  await writeFile(join(source, MANIFEST_ENTRY), JSON.stringify(manifest));
  archive = join(work, 'whole.tar.gz');
  await createTar({ gzip: true, file: archive, cwd: source, portable: true }, [MANIFEST_ENTRY, TABLES_FOLDER]);
});
afterAll(() => rm(work, { recursive: true, force: true }));

async function cutTo(bytes: number): Promise<string> {
  const cut = join(work, `cut-${bytes}.tar.gz`);
  await writeFile(cut, (await readFile(archive)).subarray(0, bytes));
  return cut;
}

describe('a truncated backup archive', () => {
  it('opens whole (the archive of these tests is well formed)', async () => {
    const staging = await mkdtemp(join(work, 'staging-'));
    expect((await openArchive(archive, staging)).tables.map((t) => t.name)).toEqual(['notes']);
  });

  it('is refused as truncated wherever it was cut, and leaves nothing unpacked', async () => {
    const { size } = await stat(archive);
    for (const bytes of [size - 4, Math.floor(size * 0.8), Math.floor(size / 2), 600]) {
      const staging = await mkdtemp(join(work, 'staging-'));
      const refusal = await openArchive(await cutTo(bytes), staging).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refusal, `cut to ${bytes} of ${size} bytes`).toBeInstanceOf(BackupError);
      expect((refusal as Error).message).toMatch(/^the archive ends early \(\d+ bytes\): it is truncated/);
      expect(await readdir(staging), `cut to ${bytes} bytes`).toEqual([]);
    }
  });

  it('is refused by the restore before it touches the database or the file store, with no work files left', async () => {
    const untouchable = new Proxy({}, { get: (_target, key) => expect.fail(`touched ${String(key)}`) });
    const workDir = join(work, 'restore-work');
    await mkdir(workDir);
    const cut = await cutTo(Math.floor((await stat(archive)).size * 0.7));
    await expect(restoreBackup(cut, { db: untouchable as Database, store: untouchable as FileStore, workDir })).rejects.toThrow(
      /it is truncated/,
    );
    expect(await readdir(workDir)).toEqual([]);
  });
});
