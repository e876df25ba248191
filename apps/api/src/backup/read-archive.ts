import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { extract } from 'tar';
import { BackupError } from './errors.js';
import { fileEntry, MANIFEST_ENTRY, ManifestSchema, tableEntry, type Manifest } from './manifest.js';

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** zlib or tar reaching the end of the archive before the end of its data: the file was cut short. */
function isTruncation(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === 'Z_BUF_ERROR' || /unexpected end of file|truncated input/i.test(String(message));
}

async function unpack(archive: string, staging: string): Promise<void> {
  try {
    // Only plain files and folders; tar refuses absolute paths and `..` itself. Synchronous (the restore command
    // does nothing else meanwhile): when the archive turns out damaged, no write is still on its way to the folder.
    extract({
      file: archive,
      cwd: staging,
      strict: true,
      sync: true,
      filter: (_path, entry) => 'type' in entry && ['File', 'Directory'].includes(entry.type),
    });
  } catch (error) {
    if (isTruncation(error)) {
      const { size } = await stat(archive);
      throw new BackupError(
        `the archive ends early (${size} bytes): it is truncated, as by an interrupted copy or a full disk; copy it again whole from where it was made`,
      );
    }
    throw new BackupError(`the archive cannot be read (${(error as Error).message}): it is damaged or not a backup archive`);
  }
}

async function readManifest(staging: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(join(staging, MANIFEST_ENTRY), 'utf8');
  } catch {
    throw new BackupError(`the archive has no ${MANIFEST_ENTRY}: it is not a backup archive`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BackupError(`the archive's ${MANIFEST_ENTRY} is not valid JSON: the archive is damaged`);
  }
  const manifest = ManifestSchema.safeParse(parsed);
  if (!manifest.success)
    throw new BackupError(
      `the archive's ${MANIFEST_ENTRY} is not one this version reads (${manifest.error.issues[0]?.message ?? 'invalid'})`,
    );
  return manifest.data;
}

async function checkEntry(staging: string, entry: string, sha256: string, size?: number): Promise<void> {
  const file = join(staging, entry);
  const found = await stat(file).catch(() => null);
  if (!found?.isFile()) throw new BackupError(`the archive lacks ${entry}, which its manifest lists: it is incomplete`);
  if (size !== undefined && found.size !== size)
    throw new BackupError(`${entry} has ${found.size} bytes, the manifest says ${size}: the archive is damaged`);
  if ((await sha256Of(file)) !== sha256)
    throw new BackupError(`${entry} does not match its sha256 in the manifest: the archive is damaged`);
}

/**
 * Unpacks an archive into `staging` and checks it whole before anything is restored: the manifest's format, and
 * every table and file against its sha256. A damaged archive is refused here, with the target untouched.
 */
export async function openArchive(archive: string, staging: string): Promise<Manifest> {
  try {
    await unpack(archive, staging);
    const manifest = await readManifest(staging);
    for (const table of manifest.tables) await checkEntry(staging, tableEntry(table.name), table.sha256);
    for (const file of manifest.files) await checkEntry(staging, fileEntry(file.path), file.sha256, file.size);
    return manifest;
  } catch (error) {
    // Nothing of a refused archive stays on the disk, whoever called.
    await emptyFolder(staging);
    throw error;
  }
}

async function emptyFolder(folder: string): Promise<void> {
  for (const entry of await readdir(folder)) await rm(join(folder, entry), { recursive: true, force: true });
}
