import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** Limits of an import archive (quality bar: checked before anything is extracted). */
export interface ZipLimits {
  maxEntries: number;
  /** Uncompressed bytes of one entry and of all entries together. */
  maxEntryBytes: number;
  maxTotalBytes: number;
}

export const IMPORT_ZIP_LIMITS: ZipLimits = { maxEntries: 1000, maxEntryBytes: 50 * 1024 * 1024, maxTotalBytes: 50 * 1024 * 1024 };

export type ZipRefusalReason =
  | 'notZip'
  | 'traversal'
  | 'absolutePath'
  | 'badName'
  | 'symlink'
  | 'tooManyEntries'
  | 'entryTooLarge'
  | 'totalTooLarge'
  | 'encrypted'
  | 'unsupportedCompression'
  | 'sizeMismatch';

/** Why an archive was refused, and which entry (when one is to blame). Nothing was extracted. */
export class ZipRefusal extends Error {
  override name = 'ZipRefusal';
  constructor(
    readonly reason: ZipRefusalReason,
    readonly entry?: string,
  ) {
    super(`${reason}${entry ? `: ${entry}` : ''}`);
  }
}

export interface ZipEntryInfo {
  name: string;
  /** Uncompressed size as declared by the central directory (verified again while inflating). */
  size: number;
  directory: boolean;
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const STORED = 0;
const DEFLATED = 8;

/** The refusal a single entry name deserves, if any: absolute (`/x`, `\x`, `C:x`), `..` segments, NUL. */
export function nameProblem(name: string): ZipRefusalReason | null {
  if (name.length === 0 || name.includes('\0')) return 'badName';
  if (/^[/\\]/.test(name) || /^[A-Za-z]:/.test(name)) return 'absolutePath';
  if (name.split(/[/\\]/).some((segment) => segment === '..')) return 'traversal';
  return null;
}

/**
 * A symbolic link: the Unix mode in the high 16 bits of the external attributes says S_IFLNK. Checked whatever
 * the "made by" system claims, since an archive can lie about that too.
 */
export function isSymlink(entry: Pick<Entry, 'externalFileAttributes'>): boolean {
  return ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK;
}

function openZip(source: string | Buffer): Promise<ZipFile> {
  // Names stay raw bytes: the checks below are ours, not the library's (which would only say "invalid").
  const options = { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true };
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, zip?: ZipFile) => (error || !zip ? reject(new ZipRefusal('notZip')) : resolve(zip));
    if (typeof source === 'string') yauzl.open(source, options, done);
    else yauzl.fromBuffer(source, options, done);
  });
}

function entryName(entry: Entry): string {
  const raw = entry.fileName as unknown as Buffer;
  return yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, raw, entry.extraFields, false);
}

/**
 * An opened archive whose every central-directory entry passed the checks. Entries are read into memory, never
 * onto disk, with the byte count enforced while inflating (a header that lies about sizes is caught).
 */
export class CheckedZip {
  private constructor(
    private readonly zip: ZipFile,
    private readonly byName: Map<string, Entry>,
    readonly entries: readonly ZipEntryInfo[],
    private readonly limits: ZipLimits,
  ) {}

  /**
   * Opens a file (path) or an in-memory archive and checks every entry before anything is extracted: the count (from the end record, before
   * reading a single entry), names, symlinks, encryption, compression method, declared sizes per entry and in
   * total. Throws ZipRefusal on the first problem.
   */
  static async open(source: string | Buffer, limits: ZipLimits = IMPORT_ZIP_LIMITS): Promise<CheckedZip> {
    const zip = await openZip(source);
    try {
      if (zip.entryCount > limits.maxEntries) throw new ZipRefusal('tooManyEntries');
      const byName = new Map<string, Entry>();
      const entries: ZipEntryInfo[] = [];
      let total = 0;
      await new Promise<void>((resolve, reject) => {
        zip.on('error', () => reject(new ZipRefusal('notZip')));
        zip.on('end', () => resolve());
        zip.on('entry', (entry: Entry) => {
          let name: string;
          try {
            name = entryName(entry);
          } catch {
            return reject(new ZipRefusal('badName'));
          }
          const problem = nameProblem(name);
          if (problem) return reject(new ZipRefusal(problem, name));
          if (isSymlink(entry)) return reject(new ZipRefusal('symlink', name));
          if (entry.isEncrypted()) return reject(new ZipRefusal('encrypted', name));
          if (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED)
            return reject(new ZipRefusal('unsupportedCompression', name));
          if (entry.uncompressedSize > limits.maxEntryBytes) return reject(new ZipRefusal('entryTooLarge', name));
          total += entry.uncompressedSize;
          if (total > limits.maxTotalBytes) return reject(new ZipRefusal('totalTooLarge', name));
          if (entries.length >= limits.maxEntries) return reject(new ZipRefusal('tooManyEntries'));
          const directory = name.endsWith('/') || name.endsWith('\\');
          entries.push({ name, size: entry.uncompressedSize, directory });
          if (!directory) byName.set(name, entry);
          zip.readEntry();
        });
        zip.readEntry();
      });
      return new CheckedZip(zip, byName, entries, limits);
    } catch (error) {
      zip.close();
      throw error;
    }
  }

  /** Inflates one entry into memory, stopping as soon as it yields more bytes than declared or allowed. */
  async read(name: string): Promise<Buffer> {
    const entry = this.byName.get(name);
    if (!entry) throw new Error(`no entry ${name}`);
    const limit = Math.min(entry.uncompressedSize, this.limits.maxEntryBytes);
    const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
      this.zip.openReadStream(entry, (error, readable) =>
        error || !readable ? reject(new ZipRefusal('notZip', name)) : resolve(readable),
      ),
    );
    const chunks: Buffer[] = [];
    let received = 0;
    try {
      await pipeline(
        stream,
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            received += chunk.length;
            if (received > limit) return done(new ZipRefusal('sizeMismatch', name));
            chunks.push(chunk);
            done();
          },
        }),
      );
    } catch (error) {
      // yauzl's own byte-count check ("too many/few bytes") and inflate errors mean the same: the header lied.
      throw error instanceof ZipRefusal ? error : new ZipRefusal('sizeMismatch', name);
    }
    return Buffer.concat(chunks);
  }

  close(): void {
    this.zip.close();
  }
}

/** Limits for the .xlsx inside an import (itself a zip): generous for spreadsheet XML, still bounded. */
export const WORKBOOK_ZIP_LIMITS: ZipLimits = { maxEntries: 1000, maxEntryBytes: 100 * 1024 * 1024, maxTotalBytes: 150 * 1024 * 1024 };

/**
 * Checks a workbook the same way before a spreadsheet library reads it: declared sizes, then every entry
 * inflated once under its declared size (a lying header is caught here, not in exceljs). Returns the inflated
 * parts by name, so the reader works on exactly what was checked (never on the archive's local headers, which
 * could name entries the central directory hides).
 */
export async function checkWorkbookArchive(buffer: Buffer): Promise<Map<string, Buffer>> {
  const zip = await CheckedZip.open(buffer, WORKBOOK_ZIP_LIMITS);
  try {
    const parts = new Map<string, Buffer>();
    for (const entry of zip.entries) if (!entry.directory) parts.set(entry.name, await zip.read(entry.name));
    return parts;
  } finally {
    zip.close();
  }
}
