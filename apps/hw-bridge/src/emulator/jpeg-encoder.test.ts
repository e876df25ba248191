import { describe, expect, it } from 'vitest';
import { encodeGreyJpeg } from './jpeg-encoder.js';

/** Splits a JPEG into its marker segments up to the start of scan, and returns the entropy-coded data. */
function parse(jpeg: Buffer): { markers: number[]; sof: Buffer; scan: Buffer } {
  expect(jpeg.readUInt16BE(0)).toBe(0xffd8);
  const markers: number[] = [];
  let offset = 2;
  let sof: Buffer = Buffer.alloc(0);
  for (;;) {
    expect(jpeg[offset]).toBe(0xff);
    const marker = jpeg[offset + 1]!;
    const length = jpeg.readUInt16BE(offset + 2);
    markers.push(marker);
    if (marker === 0xc0) sof = jpeg.subarray(offset + 4, offset + 2 + length);
    offset += 2 + length;
    if (marker === 0xda) break;
  }
  expect(jpeg.readUInt16BE(jpeg.length - 2)).toBe(0xffd9);
  return { markers, sof, scan: jpeg.subarray(offset, jpeg.length - 2) };
}

describe('greyscale JPEG encoder', () => {
  it('writes a baseline JFIF stream: APP0, DQT, SOF0, DHT, SOS in order, with the image size', () => {
    const pixels = new Uint8Array(50 * 30).map((_, i) => (i * 37) % 256);
    const { markers, sof } = parse(encodeGreyJpeg({ width: 50, height: 30, pixels }));
    expect(markers).toEqual([0xe0, 0xdb, 0xc0, 0xc4, 0xda]);
    expect(sof[0]).toBe(8);
    expect(sof.readUInt16BE(1)).toBe(30);
    expect(sof.readUInt16BE(3)).toBe(50);
    expect(sof[5]).toBe(1);
  });

  it('stuffs every 0xFF inside the scan so no marker appears before the end', () => {
    const pixels = new Uint8Array(64 * 64).map((_, i) => (i * 7919) % 256);
    const { scan } = parse(encodeGreyJpeg({ width: 64, height: 64, pixels }, 100));
    for (let i = 0; i < scan.length - 1; i++) if (scan[i] === 0xff) expect(scan[i + 1]).toBe(0x00);
  });

  it('rejects a pixel buffer that does not match the size', () => {
    expect(() => encodeGreyJpeg({ width: 4, height: 4, pixels: new Uint8Array(15) })).toThrow(/pixel count/);
  });
});
