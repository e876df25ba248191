/** A JPEG's size and colour components from its first frame header (SOF0–SOF15 but DHT, JPG and DAC), or null. */
export function jpegSize(bytes: Uint8Array): { width: number; height: number; components: 1 | 3 } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = (bytes[at + 5]! << 8) | bytes[at + 6]!;
      const width = (bytes[at + 7]! << 8) | bytes[at + 8]!;
      const components = bytes[at + 9]!;
      return components === 1 || components === 3 ? { width, height, components } : null;
    }
    at += 2 + length;
  }
  return null;
}
