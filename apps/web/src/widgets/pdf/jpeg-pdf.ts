/** A4 in PDF points (1/72 inch). */
export const A4_POINTS = { width: 595.28, height: 841.89 } as const;
/** A receipt printer's 80 mm roll in PDF points; the page is as long as its image. */
export const RECEIPT_80MM_POINTS = 226.77;

/** One page's image: a JPEG (kept in its DCT encoding) and its size in pixels. */
export interface JpegPage {
  jpeg: Uint8Array;
  width: number;
  height: number;
}

/**
 * A one-page PDF showing one JPEG image over the whole page (the image kept in its DCT encoding, no
 * re-encoding and no dependency): catalog, pages, page, content stream, image XObject, cross-reference table.
 * The page is A4, turned to landscape when the image is wider than tall; or, given `rollWidth` (points), a roll
 * that wide and as long as the image's proportions make it.
 */
export function jpegPdf(jpeg: Uint8Array, imageWidth: number, imageHeight: number, rollWidth?: number): Uint8Array {
  return jpegPagesPdf([{ jpeg, width: imageWidth, height: imageHeight }], rollWidth);
}

/**
 * A PDF of several pages, one JPEG image over each whole page, in order (each page sized as `jpegPdf` sizes its
 * one page): catalog, pages, then a page, its content stream and its image for each, cross-reference table.
 */
export function jpegPagesPdf(pages: readonly JpegPage[], rollWidth?: number): Uint8Array {
  if (pages.length === 0) throw new Error('a PDF needs at least one page');
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
  // Objects 1 and 2 are the catalog and the page tree; page i is object 3 + 3i, its content 4 + 3i, its image 5 + 3i.
  const pageObject = (index: number) => 3 + 3 * index;

  write('%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n');
  object('<< /Type /Catalog /Pages 2 0 R >>');
  object(`<< /Type /Pages /Kids [${pages.map((_, i) => `${pageObject(i)} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  pages.forEach(({ jpeg, width, height }, index) => {
    const landscape = width > height;
    const pageWidth = rollWidth ?? (landscape ? A4_POINTS.height : A4_POINTS.width);
    const pageHeight = rollWidth ? (rollWidth * height) / width : landscape ? A4_POINTS.width : A4_POINTS.height;
    const content = encoder.encode(`q ${size(pageWidth)} 0 0 ${size(pageHeight)} 0 0 cm /Im0 Do Q`);
    const at = pageObject(index);
    object(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${size(pageWidth)} ${size(pageHeight)}] /Resources << /XObject << /Im0 ${at + 2} 0 R >> >> /Contents ${at + 1} 0 R >>`,
    );
    object(`<< /Length ${content.length} >>`, content);
    object(
      `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>`,
      jpeg,
    );
  });
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
