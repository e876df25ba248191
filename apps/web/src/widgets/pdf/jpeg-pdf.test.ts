import { describe, expect, it } from 'vitest';
import { A4_POINTS, jpegPagesPdf, jpegPdf, RECEIPT_80MM_POINTS } from './jpeg-pdf.js';

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

  it('writes several pages in order, each with its own image and size, the offsets still right', () => {
    const second = new Uint8Array([0xff, 0xd8, 9, 9, 9, 9, 0xff, 0xd9]);
    const body = text(
      jpegPagesPdf([
        { jpeg, width: 1240, height: 1754 },
        { jpeg: second, width: 1754, height: 1240 },
      ]),
    );
    expect(body).toContain('/Kids [3 0 R 6 0 R] /Count 2');
    const xref = Number(/startxref\n(\d+)/.exec(body)![1]);
    const offsets = [...body.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(8);
    offsets.forEach((offset, index) => expect(body.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
    // Page 1 (object 3) shows image 5, portrait; page 2 (object 6) shows image 8, landscape.
    expect(body.slice(offsets[2], offsets[3])).toContain(`/MediaBox [0 0 ${A4_POINTS.width.toFixed(2)} ${A4_POINTS.height.toFixed(2)}]`);
    expect(body.slice(offsets[2], offsets[3])).toContain('/Im0 5 0 R');
    expect(body.slice(offsets[5], offsets[6])).toContain(`/MediaBox [0 0 ${A4_POINTS.height.toFixed(2)} ${A4_POINTS.width.toFixed(2)}]`);
    expect(body.slice(offsets[5], offsets[6])).toContain('/Im0 8 0 R');
    expect(body.slice(offsets[4], offsets[5])).toContain(text(jpeg));
    expect(body.slice(offsets[7])).toContain(text(second));
  });

  it('refuses to write a PDF without pages', () => {
    expect(() => jpegPagesPdf([])).toThrow();
  });
});
