import { describe, expect, it } from 'vitest';
import { A4_POINTS, jpegPdf, RECEIPT_80MM_POINTS } from './jpeg-pdf.js';

const text = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);

describe('jpegPdf', () => {
  it('writes a PDF whose cross-reference offsets point at its objects', () => {
    const pdf = jpegPdf(jpeg, 1754, 1240);
    const body = text(pdf);
    expect(body.startsWith('%PDF-1.4')).toBe(true);
    expect(body.trimEnd().endsWith('%%EOF')).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(body)![1]);
    expect(body.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...body.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) => expect(body.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
  });

  it('embeds the JPEG as it is, DCT-encoded, on an A4 page turned to the image', () => {
    const landscape = text(jpegPdf(jpeg, 1754, 1240));
    expect(landscape).toContain(`/MediaBox [0 0 ${A4_POINTS.height.toFixed(2)} ${A4_POINTS.width.toFixed(2)}]`);
    expect(landscape).toContain('/Filter /DCTDecode /Length 9');
    expect(landscape).toContain(text(jpeg));
    const portrait = text(jpegPdf(jpeg, 1240, 1754));
    expect(portrait).toContain(`/MediaBox [0 0 ${A4_POINTS.width.toFixed(2)} ${A4_POINTS.height.toFixed(2)}]`);
  });

  it('puts a receipt-width image on an 80 mm roll as long as the image', () => {
    const roll = text(jpegPdf(jpeg, 640, 1280, RECEIPT_80MM_POINTS));
    expect(roll).toContain(`/MediaBox [0 0 ${RECEIPT_80MM_POINTS.toFixed(2)} ${(RECEIPT_80MM_POINTS * 2).toFixed(2)}]`);
  });
});
