import { crc32 } from 'node:zlib';

/** One file of a zip archive. */
export interface ZipEntry {
  name: string;
  data: Uint8Array;
}

const UTF8_NAMES = 0x0800;
const VERSION = 20;

/**
 * A zip archive of stored (uncompressed) entries: enough for the demo's firmware packages, which the upload check
 * and the devices read as any zip. Names are UTF-8; no timestamps (a seeded package is the same bytes every time).
 */
export function storedZip(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const crc = crc32(entry.data);
    const size = entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(VERSION, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(size, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(VERSION, 4);
    central.writeUInt16LE(VERSION, 6);
    central.writeUInt16LE(UTF8_NAMES, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(size, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(entry.data));
    centrals.push(central, name);
    offset += local.length + name.length + size;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A demo firmware package: a manifest naming the model and version, and the image (a deterministic filler). */
export function demoFirmwarePackage(model: string, version: string): Buffer {
  const image = new Uint8Array(4096).map((_, index) => (index * 31 + version.length) % 251);
  const manifest = JSON.stringify({ model, version, image: 'firmware.bin', size: image.length }, null, 2);
  return storedZip([
    { name: 'manifest.json', data: Buffer.from(manifest, 'utf8') },
    { name: 'firmware.bin', data: image },
  ]);
}
