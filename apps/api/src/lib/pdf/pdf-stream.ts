import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { deflateSync } from 'node:zlib';

/** A4 in PDF points (1/72 inch). */
export const A4 = { width: 595.28, height: 841.89 } as const;

/**
 * A PDF written object by object to a stream, so a thousand pages never sit in memory: each object is written
 * as soon as it is made, its offset kept for the cross-reference table written last. The page tree (object 2)
 * is written at the end, when its pages are known. Text is in the reader's CJK font, not embedded (Adobe-GB1's
 * STSong-Light with UCS-2 codes, which every PDF reader supplies), as UTF-16 hex strings.
 */
export class PdfStream {
  private offset = 0;
  private readonly offsets = new Map<number, number>();
  private next = 3;
  private readonly pages: number[] = [];
  readonly font: number;

  private constructor(private readonly out: Writable) {
    this.font = 0;
  }

  static async open(out: Writable): Promise<PdfStream> {
    const pdf = new PdfStream(out);
    await pdf.write(Buffer.from('%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n', 'latin1'));
    await pdf.object(1, '<< /Type /Catalog /Pages 2 0 R >>');
    const descriptor = pdf.reserve();
    await pdf.object(
      descriptor,
      '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
    );
    const cid = pdf.reserve();
    await pdf.object(
      cid,
      `<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor ${descriptor} 0 R /DW 1000 /W [1 95 500] >>`,
    );
    const font = pdf.reserve();
    await pdf.object(
      font,
      `<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light-UniGB-UCS2-H /Encoding /UniGB-UCS2-H /DescendantFonts [${cid} 0 R] >>`,
    );
    (pdf as { font: number }).font = font;
    return pdf;
  }

  reserve(): number {
    return this.next++;
  }

  private async write(bytes: Buffer): Promise<void> {
    this.offset += bytes.length;
    if (!this.out.write(bytes)) await once(this.out, 'drain');
  }

  async object(number: number, body: string, stream?: Buffer): Promise<void> {
    this.offsets.set(number, this.offset);
    await this.write(Buffer.from(`${number} 0 obj\n${body}\n`, 'latin1'));
    if (stream) {
      await this.write(Buffer.from('stream\n', 'latin1'));
      await this.write(stream);
      await this.write(Buffer.from('\nendstream\n', 'latin1'));
    }
    await this.write(Buffer.from('endobj\n', 'latin1'));
  }

  /** A JPEG image kept in its DCT encoding; answers its object number. */
  async jpeg(bytes: Buffer, width: number, height: number, components: 1 | 3): Promise<number> {
    const number = this.reserve();
    const space = components === 1 ? '/DeviceGray' : '/DeviceRGB';
    await this.object(
      number,
      `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace ${space} /BitsPerComponent 8 /Filter /DCTDecode /Length ${bytes.length} >>`,
      bytes,
    );
    return number;
  }

  /** An 8-bit grey image (one byte a pixel, rows top down), deflated; answers its object number. */
  async grey(pixels: Uint8Array, width: number, height: number): Promise<number> {
    const number = this.reserve();
    const packed = deflateSync(pixels);
    await this.object(
      number,
      `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /Length ${packed.length} >>`,
      packed,
    );
    return number;
  }

  /** An A4 page drawing `content` with the font as /F1 and the named images. */
  async page(content: string, images: Record<string, number>): Promise<void> {
    const page = this.reserve();
    const contents = this.reserve();
    const xobjects = Object.entries(images)
      .map(([name, number]) => `/${name} ${number} 0 R`)
      .join(' ');
    const body = Buffer.from(content, 'latin1');
    await this.object(contents, `<< /Length ${body.length} >>`, body);
    await this.object(
      page,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 ${this.font} 0 R >> /XObject << ${xobjects} >> >> /Contents ${contents} 0 R >>`,
    );
    this.pages.push(page);
  }

  get pageCount(): number {
    return this.pages.length;
  }

  /** The page tree, the cross-reference table and the trailer; then the stream is ended. */
  async close(): Promise<void> {
    await this.object(2, `<< /Type /Pages /Kids [${this.pages.map((p) => `${p} 0 R`).join(' ')}] /Count ${this.pages.length} >>`);
    const xref = this.offset;
    const lines = [`xref\n0 ${this.next}\n0000000000 65535 f \n`];
    for (let n = 1; n < this.next; n++) lines.push(`${String(this.offsets.get(n) ?? 0).padStart(10, '0')} 00000 n \n`);
    lines.push(`trailer\n<< /Size ${this.next} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
    await this.write(Buffer.from(lines.join(''), 'latin1'));
    this.out.end();
    await once(this.out, 'finish');
  }
}

/** Text as a PDF hex string of UCS-2 codes (characters beyond the BMP become "?"). */
export function hexText(text: string): string {
  let hex = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    hex += (code > 0xffff ? 0x3f : code).toString(16).padStart(4, '0');
  }
  return `<${hex}>`;
}

/** The width of a text in the font, in points: ASCII is half a square, everything else a square. */
export function textWidth(text: string, size: number): number {
  let units = 0;
  for (const char of text) units += char.codePointAt(0)! < 0x80 ? 0.5 : 1;
  return units * size;
}

/** A number as a PDF operand: at most two places. */
export function pdfNumber(n: number): string {
  return n.toFixed(2);
}

/** Draws into one page's content stream: text in the font /F1, rules, images by their resource names. */
export class PdfCanvas {
  readonly parts: string[] = [];
  text(text: string, x: number, y: number, size: number, align: 'left' | 'center' | 'right' = 'left'): void {
    const width = textWidth(text, size);
    const left = align === 'left' ? x : align === 'center' ? x - width / 2 : x - width;
    this.parts.push(`BT /F1 ${size} Tf ${pdfNumber(left)} ${pdfNumber(y)} Td ${hexText(text)} Tj ET`);
  }
  rule(x1: number, x2: number, y: number): void {
    this.parts.push(`${pdfNumber(x1)} ${pdfNumber(y)} m ${pdfNumber(x2)} ${pdfNumber(y)} l 0.6 w S`);
  }
  image(name: string, x: number, y: number, width: number, height: number): void {
    this.parts.push(`q ${pdfNumber(width)} 0 0 ${pdfNumber(height)} ${pdfNumber(x)} ${pdfNumber(y)} cm /${name} Do Q`);
  }
  get content(): string {
    return this.parts.join('\n');
  }
}
