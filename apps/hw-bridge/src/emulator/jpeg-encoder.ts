/**
 * A small baseline JPEG encoder for greyscale images (ITU T.81, one component, the standard luminance
 * quantisation and Huffman tables of its annex K). The emulator draws its camera frames and card portraits
 * in memory and encodes them here, so the helper ships no image files.
 */

export interface GreyImage {
  width: number;
  height: number;
  /** One byte per pixel, row by row, 0 = black. */
  pixels: Uint8Array;
}

const LUMINANCE_QUANT = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51, 87, 80, 62, 18, 22,
  37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
];

/** ZIGZAG[i] is the row-major index of the i-th coefficient in zigzag order. */
const ZIGZAG = [
  0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21, 28, 35, 42, 49, 56, 57,
  50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
];

interface HuffmanSpec {
  /** Number of codes of each length 1..16. */
  counts: number[];
  symbols: number[];
}

const DC_LUMINANCE: HuffmanSpec = {
  counts: [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0],
  symbols: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
};

const AC_LUMINANCE: HuffmanSpec = {
  counts: [0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7d],
  symbols: [
    0x01, 0x02, 0x03, 0x00, 0x04, 0x11, 0x05, 0x12, 0x21, 0x31, 0x41, 0x06, 0x13, 0x51, 0x61, 0x07, 0x22, 0x71, 0x14, 0x32, 0x81, 0x91,
    0xa1, 0x08, 0x23, 0x42, 0xb1, 0xc1, 0x15, 0x52, 0xd1, 0xf0, 0x24, 0x33, 0x62, 0x72, 0x82, 0x09, 0x0a, 0x16, 0x17, 0x18, 0x19, 0x1a,
    0x25, 0x26, 0x27, 0x28, 0x29, 0x2a, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3a, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4a, 0x53,
    0x54, 0x55, 0x56, 0x57, 0x58, 0x59, 0x5a, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6a, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79,
    0x7a, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8a, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9a, 0xa2, 0xa3, 0xa4, 0xa5,
    0xa6, 0xa7, 0xa8, 0xa9, 0xaa, 0xb2, 0xb3, 0xb4, 0xb5, 0xb6, 0xb7, 0xb8, 0xb9, 0xba, 0xc2, 0xc3, 0xc4, 0xc5, 0xc6, 0xc7, 0xc8, 0xc9,
    0xca, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8, 0xd9, 0xda, 0xe1, 0xe2, 0xe3, 0xe4, 0xe5, 0xe6, 0xe7, 0xe8, 0xe9, 0xea, 0xf1, 0xf2,
    0xf3, 0xf4, 0xf5, 0xf6, 0xf7, 0xf8, 0xf9, 0xfa,
  ],
};

interface HuffmanCode {
  code: number;
  length: number;
}

/** Canonical Huffman codes (annex C): codes of each length are consecutive, then shifted one bit left. */
function buildCodeTable(spec: HuffmanSpec): Map<number, HuffmanCode> {
  const table = new Map<number, HuffmanCode>();
  let code = 0;
  let next = 0;
  spec.counts.forEach((count, index) => {
    for (let i = 0; i < count; i++) table.set(spec.symbols[next++]!, { code: code++, length: index + 1 });
    code <<= 1;
  });
  return table;
}

const DC_CODES = buildCodeTable(DC_LUMINANCE);
const AC_CODES = buildCodeTable(AC_LUMINANCE);
const END_OF_BLOCK = 0x00;
const ZERO_RUN_16 = 0xf0;

class BitWriter {
  private readonly bytes: number[] = [];
  private buffer = 0;
  private filled = 0;

  write(value: number, length: number): void {
    for (let bit = length - 1; bit >= 0; bit--) {
      this.buffer = (this.buffer << 1) | ((value >> bit) & 1);
      if (++this.filled === 8) this.flushByte();
    }
  }

  /** Pads the last byte with one-bits, as the standard asks. */
  finish(): number[] {
    while (this.filled !== 0) this.write(1, 1);
    return this.bytes;
  }

  private flushByte(): void {
    this.bytes.push(this.buffer);
    // A 0xFF byte inside entropy-coded data must be followed by 0x00 so it is not read as a marker.
    if (this.buffer === 0xff) this.bytes.push(0x00);
    this.buffer = 0;
    this.filled = 0;
  }
}

function scaledQuantTable(quality: number): number[] {
  const q = Math.min(100, Math.max(1, Math.round(quality)));
  const scale = q < 50 ? 5000 / q : 200 - 2 * q;
  return LUMINANCE_QUANT.map((base) => Math.min(255, Math.max(1, Math.floor((base * scale + 50) / 100))));
}

const COSINES = Array.from({ length: 8 }, (_, x) => Array.from({ length: 8 }, (_, u) => Math.cos(((2 * x + 1) * u * Math.PI) / 16)));
const NORMALISE = (u: number): number => (u === 0 ? Math.SQRT1_2 : 1);

/** Forward DCT of one level-shifted 8x8 block, separable: rows then columns. */
function forwardDct(block: Float64Array): Float64Array {
  const rows = new Float64Array(64);
  for (let y = 0; y < 8; y++) {
    for (let u = 0; u < 8; u++) {
      let sum = 0;
      for (let x = 0; x < 8; x++) sum += block[y * 8 + x]! * COSINES[x]![u]!;
      rows[y * 8 + u] = sum * NORMALISE(u) * 0.5;
    }
  }
  const out = new Float64Array(64);
  for (let u = 0; u < 8; u++) {
    for (let v = 0; v < 8; v++) {
      let sum = 0;
      for (let y = 0; y < 8; y++) sum += rows[y * 8 + u]! * COSINES[y]![v]!;
      out[v * 8 + u] = sum * NORMALISE(v) * 0.5;
    }
  }
  return out;
}

/** Number of bits needed for |value| (the JPEG "category") and the bits that follow the Huffman code. */
function magnitude(value: number): { size: number; bits: number } {
  const abs = Math.abs(value);
  const size = abs === 0 ? 0 : Math.floor(Math.log2(abs)) + 1;
  // Negative values are sent as their one's complement in `size` bits.
  const bits = value < 0 ? value + (1 << size) - 1 : value;
  return { size, bits };
}

function writeCode(writer: BitWriter, table: Map<number, HuffmanCode>, symbol: number): void {
  const entry = table.get(symbol);
  if (!entry) throw new Error(`no Huffman code for symbol ${symbol}`);
  writer.write(entry.code, entry.length);
}

function encodeBlock(writer: BitWriter, coefficients: Int32Array, previousDc: number): number {
  const dc = coefficients[0]!;
  const dcDiff = magnitude(dc - previousDc);
  writeCode(writer, DC_CODES, dcDiff.size);
  writer.write(dcDiff.bits, dcDiff.size);

  let zeroRun = 0;
  for (let i = 1; i < 64; i++) {
    const value = coefficients[ZIGZAG[i]!]!;
    if (value === 0) {
      zeroRun++;
      continue;
    }
    while (zeroRun > 15) {
      writeCode(writer, AC_CODES, ZERO_RUN_16);
      zeroRun -= 16;
    }
    const ac = magnitude(value);
    writeCode(writer, AC_CODES, (zeroRun << 4) | ac.size);
    writer.write(ac.bits, ac.size);
    zeroRun = 0;
  }
  if (zeroRun > 0) writeCode(writer, AC_CODES, END_OF_BLOCK);
  return dc;
}

function segment(marker: number, payload: number[]): number[] {
  const length = payload.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...payload];
}

function huffmanSegmentPayload(tableClassAndId: number, spec: HuffmanSpec): number[] {
  return [tableClassAndId, ...spec.counts, ...spec.symbols];
}

/** Encodes a greyscale image as a baseline JFIF JPEG. */
export function encodeGreyJpeg(image: GreyImage, quality = 80): Buffer {
  const { width, height, pixels } = image;
  if (width < 1 || height < 1 || width > 0xffff || height > 0xffff) throw new Error('image size out of range');
  if (pixels.length !== width * height) throw new Error('pixel count does not match the image size');
  const quant = scaledQuantTable(quality);

  const writer = new BitWriter();
  let previousDc = 0;
  const block = new Float64Array(64);
  const quantised = new Int32Array(64);
  for (let by = 0; by < height; by += 8) {
    for (let bx = 0; bx < width; bx += 8) {
      for (let y = 0; y < 8; y++) {
        for (let x = 0; x < 8; x++) {
          // Blocks past the right or bottom edge repeat the edge pixel.
          const px = Math.min(bx + x, width - 1);
          const py = Math.min(by + y, height - 1);
          block[y * 8 + x] = pixels[py * width + px]! - 128;
        }
      }
      const coefficients = forwardDct(block);
      for (let i = 0; i < 64; i++) quantised[i] = Math.round(coefficients[i]! / quant[i]!);
      previousDc = encodeBlock(writer, quantised, previousDc);
    }
  }

  const bytes = [
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xdb, [0x00, ...ZIGZAG.map((index) => quant[index]!)]),
    ...segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]),
    ...segment(0xc4, [...huffmanSegmentPayload(0x00, DC_LUMINANCE), ...huffmanSegmentPayload(0x10, AC_LUMINANCE)]),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
  ];
  const entropyCoded = writer.finish();
  return Buffer.concat([Buffer.from(bytes), Buffer.from(entropyCoded), Buffer.from([0xff, 0xd9])]);
}
