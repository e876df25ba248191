/** A4 in PDF points (1/72 inch). */
export const A4_POINTS = { width: 595.28, height: 841.89 } as const;
/** A receipt printer's 80 mm roll in PDF points; the page is as long as its image. */
export const RECEIPT_80MM_POINTS = 226.77;

/**
 * A one-page PDF showing one JPEG image over the whole page (the image kept in its DCT encoding, no
 * re-encoding and no dependency): catalog, pages, page, content stream, image XObject, cross-reference table.
 * The page is A4, turned to landscape when the image is wider than tall; or, given `rollWidth` (points), a roll
 * that wide and as long as the image's proportions make it.
 */
export function jpegPdf(jpeg: Uint8Array, imageWidth: number, imageHeight: number, rollWidth?: number): Uint8Array {
  const landscape = imageWidth > imageHeight;
  const pageWidth = rollWidth ?? (landscape ? A4_POINTS.height : A4_POINTS.width);
  const pageHeight = rollWidth ? (rollWidth * imageHeight) / imageWidth : landscape ? A4_POINTS.width : A4_POINTS.height;
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  const offsets: number[] = [];
  let length = 0;
  const write = (part: string | Uint8Array) => {
    const bytes = typeof part === 'string' ? encoder.encode(part) : part;
    chunks.push(bytes);
    length += bytes.length;
  };
  const object = (body: string, stream?: Uint8Array) => {
    offsets.push(length);
    write(`${offsets.length} 0 obj\n${body}\n`);
    if (stream) {
      write('stream\n');
      write(stream);
      write('\nendstream\n');
    }
    write('endobj\n');
  };
  const size = (n: number) => n.toFixed(2);
  const content = encoder.encode(`q ${size(pageWidth)} 0 0 ${size(pageHeight)} 0 0 cm /Im0 Do Q`);

  write('%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n');
  object('<< /Type /Catalog /Pages 2 0 R >>');
  object('<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  object(
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${size(pageWidth)} ${size(pageHeight)}] /Resources << /XObject << /Im0 5 0 R >> >> /Contents 4 0 R >>`,
  );
  object(`<< /Length ${content.length} >>`, content);
  object(
    `<< /Type /XObject /Subtype /Image /Width ${imageWidth} /Height ${imageHeight} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>`,
    jpeg,
  );
  const xref = length;
  write(`xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n`);
  for (const offset of offsets) write(`${String(offset).padStart(10, '0')} 00000 n \n`);
  write(`trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);

  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
