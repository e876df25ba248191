import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { FILE_KINDS } from '../../engine/index.js';
import { demoFirmwarePackage, storedZip } from './demo-firmware.js';

function entriesOf(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true, validateEntrySizes: true }, (error, archive) => {
      if (error) return reject(error);
      const found = new Map<string, Buffer>();
      archive.on('entry', (entry: yauzl.Entry) => {
        archive.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            found.set(entry.fileName, Buffer.concat(chunks));
            archive.readEntry();
          });
        });
      });
      archive.on('end', () => resolve(found));
      archive.on('error', reject);
      archive.readEntry();
    });
  });
}

describe('storedZip', () => {
  it('writes an archive a zip reader opens, with every entry whole and its CRC right', async () => {
    const zip = storedZip([
      { name: 'a.txt', data: Buffer.from('hello') },
      { name: '说明.txt', data: Buffer.from('固件') },
    ]);
    const entries = await entriesOf(zip);
    expect(entries.get('a.txt')?.toString()).toBe('hello');
    expect(entries.get('说明.txt')?.toString()).toBe('固件');
  });

  it('makes demo firmware the upload check takes as a zip, naming its model and version', async () => {
    const zip = demoFirmwarePackage('DS-K1T671', 'V2.3.1');
    expect(FILE_KINDS.zip!.matches(zip)).toBe(true);
    const entries = await entriesOf(zip);
    expect(JSON.parse(entries.get('manifest.json')!.toString())).toMatchObject({ model: 'DS-K1T671', version: 'V2.3.1' });
    expect(entries.get('firmware.bin')!.length).toBe(4096);
  });
});
