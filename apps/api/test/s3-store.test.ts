import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3FileStore } from '../src/files/s3-store.js';
import { s3FilesConfig, startS3Server, type S3Server } from './helpers/s3-server.js';

let s3: S3Server;
let store: S3FileStore;

beforeAll(async () => {
  s3 = await startS3Server();
  store = new S3FileStore(s3FilesConfig(s3));
});
afterAll(async () => {
  store?.close();
  await s3?.stop();
});

/** A stream that does not say its length: 1 MB chunks of a byte pattern, `megabytes` of them. */
function unknownLength(megabytes: number): { stream: Readable; sha256: string; size: number } {
  const chunk = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < chunk.length; i++) chunk[i] = i % 251;
  const hash = createHash('sha256');
  for (let i = 0; i < megabytes; i++) hash.update(chunk);
  return {
    stream: Readable.from(
      (function* () {
        for (let i = 0; i < megabytes; i++) yield chunk;
      })(),
    ),
    sha256: hash.digest('hex'),
    size: megabytes * chunk.length,
  };
}

async function all(prefix: string): Promise<{ path: string; size: number }[]> {
  const entries = [];
  for await (const entry of store.list(prefix)) entries.push(entry);
  return entries.sort((a, b) => a.path.localeCompare(b.path));
}

describe('the S3 file store', () => {
  it('puts a stream of unknown length above 5 MB as a multipart upload and gives the same bytes back', async () => {
    const { stream, sha256, size } = unknownLength(12);
    await store.put('export/202611/big.xlsx', stream, 'application/octet-stream');
    const object = await store.get('export/202611/big.xlsx');
    expect(object!.size).toBe(size);
    const hash = createHash('sha256');
    for await (const chunk of object!.body) hash.update(chunk as Buffer);
    expect(hash.digest('hex')).toBe(sha256);
    expect(s3.writtenBy('export/202611/big.xlsx')).toBe('Post');
  });

  it('reads a small object whole, and answers null for one that is not there', async () => {
    await store.put('upload/202611/seal.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    expect((await store.read('upload/202611/seal.jpg'))!.toString()).toBe('jpeg bytes');
    // A buffer is one PUT, not a multipart upload.
    expect(s3.writtenBy('upload/202611/seal.jpg')).toBe('Put');
    expect(await store.read('upload/202611/absent.jpg')).toBeNull();
    expect(await store.get('upload/202611/absent.jpg')).toBeNull();
  });

  it('removes an object, and counts removing an absent one as done', async () => {
    await store.put('result/202611/gone.xlsx', Buffer.from('x'), 'application/octet-stream');
    expect(await store.remove('result/202611/gone.xlsx')).toBe(true);
    expect(await store.get('result/202611/gone.xlsx')).toBeNull();
    expect(await store.remove('result/202611/never-there.xlsx')).toBe(true);
  });

  it('lists the objects under a prefix with their sizes', async () => {
    await store.put('import/202610/a.zip', Buffer.from('aa'), 'application/zip');
    await store.put('import/202611/b.zip', Buffer.from('bbb'), 'application/zip');
    await store.put('templates/person-en-0123456789.xlsx', Buffer.from('t'), 'application/octet-stream');
    expect(await all('import/')).toEqual([
      { path: 'import/202610/a.zip', size: 2 },
      { path: 'import/202611/b.zip', size: 3 },
    ]);
    expect((await all('')).map((e) => e.path)).toContain('templates/person-en-0123456789.xlsx');
  });

  it('refuses a path of no stored shape: put throws, reads answer null, remove false', async () => {
    for (const bad of ['../jwt-secret', 'upload/../../x.jpg', '/etc/passwd', 'upload\\x.jpg', 'Upload/x.jpg']) {
      await expect(store.put(bad, Buffer.from('x'), 'text/plain')).rejects.toThrow(/not a stored path/);
      expect(await store.get(bad)).toBeNull();
      expect(await store.read(bad)).toBeNull();
      expect(await store.remove(bad)).toBe(false);
    }
  });

  it('is refused by the server with a key it does not know', async () => {
    const stranger = new S3FileStore({ ...s3FilesConfig(s3), accessKeyId: 'NOBODY' });
    try {
      await expect(stranger.put('upload/202611/x.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/Access Key Id/);
    } finally {
      stranger.close();
    }
  });
});
