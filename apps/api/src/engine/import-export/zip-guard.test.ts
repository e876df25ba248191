import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildZip, type RawEntry } from './zip-writer.js';
import { CheckedZip, isSymlink, nameProblem, ZipRefusal } from './zip-guard.js';

const dir = mkdtempSync(join(tmpdir(), 'cvap-zip-guard-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;

function zipFile(entries: RawEntry[]): string {
  const path = join(dir, `${n++}.zip`);
  writeFileSync(path, buildZip(entries));
  return path;
}

async function refusal(path: string): Promise<ZipRefusal> {
  try {
    const zip = await CheckedZip.open(path);
    zip.close();
  } catch (error) {
    if (error instanceof ZipRefusal) return error;
    throw error;
  }
  throw new Error('the archive was accepted');
}

describe('zip entry names', () => {
  it('refuses parent segments, absolute paths, drive letters and NUL', () => {
    expect(nameProblem('../evil.xlsx')).toBe('traversal');
    expect(nameProblem('a/../../evil')).toBe('traversal');
    expect(nameProblem('a\\..\\evil')).toBe('traversal');
    expect(nameProblem('/etc/passwd')).toBe('absolutePath');
    expect(nameProblem('\\windows\\x')).toBe('absolutePath');
    expect(nameProblem('C:evil')).toBe('absolutePath');
    expect(nameProblem('a\0b')).toBe('badName');
    expect(nameProblem('data/人员.xlsx')).toBeNull();
    expect(nameProblem('a..b/c')).toBeNull();
  });

  it('recognises a symlink from the Unix mode in the external attributes', () => {
    expect(isSymlink({ externalFileAttributes: (0o120777 << 16) >>> 0 })).toBe(true);
    expect(isSymlink({ externalFileAttributes: (0o100644 << 16) >>> 0 })).toBe(false);
  });
});

describe('CheckedZip.open refuses before extracting', () => {
  it('an entry with ../ in its path', async () => {
    expect(
      (
        await refusal(
          zipFile([
            { name: 'ok.xlsx', data: Buffer.from('x') },
            { name: '../../evil.sh', data: Buffer.from('x') },
          ]),
        )
      ).reason,
    ).toBe('traversal');
  });

  it('an absolute entry path', async () => {
    expect((await refusal(zipFile([{ name: '/tmp/evil.sh', data: Buffer.from('x') }]))).reason).toBe('absolutePath');
  });

  it('a symlink entry', async () => {
    expect((await refusal(zipFile([{ name: 'link', data: Buffer.from('/etc/passwd'), deflate: false, unixMode: 0o120777 }]))).reason).toBe(
      'symlink',
    );
  });

  it('10 000 empty entries (more than 1 000)', async () => {
    const entries = Array.from({ length: 10_000 }, (_, i) => ({ name: `e${i}.txt` }));
    expect((await refusal(zipFile(entries))).reason).toBe('tooManyEntries');
  });

  it('an entry declaring 1 GB uncompressed', async () => {
    expect((await refusal(zipFile([{ name: 'big.xlsx', data: Buffer.alloc(1024), declaredSize: 1024 ** 3 }]))).reason).toBe(
      'entryTooLarge',
    );
  });

  it('entries whose sizes add up to more than 50 MB', async () => {
    const entries = Array.from({ length: 3 }, (_, i) => ({ name: `part${i}.bin`, data: Buffer.alloc(16), declaredSize: 20 * 1024 * 1024 }));
    expect((await refusal(zipFile(entries))).reason).toBe('totalTooLarge');
  });

  it('something that is not a zip', async () => {
    const path = join(dir, 'not.zip');
    writeFileSync(path, 'not a zip at all');
    expect((await refusal(path)).reason).toBe('notZip');
  });
});

describe('CheckedZip.read', () => {
  it('reads an honest entry', async () => {
    const zip = await CheckedZip.open(
      zipFile([
        { name: 'dir/', deflate: false },
        { name: 'dir/a.txt', data: Buffer.from('hello 你好') },
      ]),
    );
    try {
      expect(zip.entries.map((e) => e.name)).toEqual(['dir/', 'dir/a.txt']);
      expect((await zip.read('dir/a.txt')).toString('utf8')).toBe('hello 你好');
    } finally {
      zip.close();
    }
  });

  it('stops inflating an entry whose header lies about its size (a zip bomb)', async () => {
    // 60 MB of zeros deflate to about 60 KB; the headers claim 100 bytes.
    const zip = await CheckedZip.open(zipFile([{ name: 'bomb.xlsx', data: Buffer.alloc(60 * 1024 * 1024), declaredSize: 100 }]));
    try {
      await expect(zip.read('bomb.xlsx')).rejects.toMatchObject({ reason: 'sizeMismatch' });
    } finally {
      zip.close();
    }
  });
});
