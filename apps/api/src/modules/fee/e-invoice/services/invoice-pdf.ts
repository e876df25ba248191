import { amountInChineseCapitals, type Invoice } from '@cvap/contracts';

/**
 * The invoice as a one-page A4 PDF, written by hand: the text is set in the PDF's standard Chinese font
 * STSong-Light (UniGB-UCS2-H, which every conforming reader supplies, so nothing is embedded) and runs of ASCII in
 * Helvetica. The invoice is a Chinese tax document, so it is printed in Chinese whatever the user's language.
 */
const PAGE = { width: 595, height: 842 };

type Run = { cjk: boolean; text: string };

/** Splits text into runs for the two fonts: printable ASCII in Helvetica, everything else in STSong-Light. */
function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const cjk = !(char >= ' ' && char <= '~');
    const last = runs.at(-1);
    if (last && last.cjk === cjk) last.text += char;
    else runs.push({ cjk, text: char });
  }
  return runs;
}

function ucs2Hex(text: string): string {
  let hex = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    // Outside the Basic Multilingual Plane UCS-2 has no code: a full-width question mark stands in.
    hex += (code > 0xffff ? 0xff1f : code).toString(16).padStart(4, '0').toUpperCase();
  }
  return hex;
}

const literal = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

/**
 * Helvetica is about half an em wide per ASCII character, STSong one em per character: enough to place runs. Halves
 * of whole sizes are exact in binary, so positions print without a rounding step.
 */
function widthOf(run: Run, size: number): number {
  return ([...run.text].length * size) / (run.cjk ? 1 : 2);
}

class Page {
  private readonly ops: string[] = [];

  text(x: number, y: number, size: number, text: string): void {
    let at = x;
    for (const run of runsOf(text)) {
      const shown = run.cjk ? `<${ucs2Hex(run.text)}> Tj` : `(${literal(run.text)}) Tj`;
      this.ops.push(`BT /${run.cjk ? 'F1' : 'F2'} ${size} Tf ${at} ${y} Td ${shown} ET`);
      at += widthOf(run, size);
    }
  }

  line(x1: number, y1: number, x2: number, y2: number): void {
    this.ops.push(`${x1} ${y1} m ${x2} ${y2} l S`);
  }

  colour(red: boolean): void {
    this.ops.push(red ? '1 0 0 RG 1 0 0 rg' : '0 0 0 RG 0 0 0 rg');
  }

  get content(): string {
    return this.ops.join('\n');
  }
}

function assemble(content: string): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 8 0 R >> >> >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 7 0 R /DW 1000 >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every character above is ASCII (Chinese text is hex), so the string's length is its byte length.
  return new TextEncoder().encode(body);
}

/** What the PDF prints besides the invoice: the date as printed and, for a red invoice, its blue one's number. */
export interface InvoicePrint {
  invoice: Invoice;
  issuedOn: string;
  blueNo: string | null;
}

export function invoicePdf({ invoice, issuedOn, blueNo }: InvoicePrint): Uint8Array {
  const page = new Page();
  const red = invoice.kind === 2;
  const left = 50;
  const right = PAGE.width - 50;
  let y = PAGE.height - 70;
  page.colour(red);
  page.text(left + 130, y, 20, red ? '电子发票（普通发票）·红字' : '电子发票（普通发票）');
  y -= 34;
  page.text(left, y, 10, `发票代码：${invoice.invoiceCode ?? ''}`);
  page.text(left + 190, y, 10, `发票号码：${invoice.invoiceNo ?? ''}`);
  page.text(left + 370, y, 10, `开票日期：${issuedOn}`);
  y -= 16;
  page.text(left, y, 10, `收据号：${invoice.receiptCode}`);
  if (blueNo) page.text(left + 190, y, 10, `对应蓝字发票号码：${blueNo}`);
  y -= 14;
  page.line(left, y, right, y);
  y -= 18;
  page.text(left, y, 10, `购买方名称：${invoice.buyerName}`);
  page.text(left + 290, y, 10, `销售方名称：${invoice.sellerName}`);
  y -= 16;
  page.text(left, y, 10, `纳税人识别号：${invoice.buyerTaxNumber ?? ''}`);
  page.text(left + 290, y, 10, `纳税人识别号：${invoice.sellerTaxNumber}`);
  y -= 16;
  page.text(left, y, 10, `电话/邮箱：${[invoice.buyerPhone, invoice.buyerEmail].filter(Boolean).join(' ')}`);
  y -= 12;
  page.line(left, y, right, y);
  y -= 18;
  const columns = [left, left + 150, left + 215, left + 300, left + 350, left + 420];
  ['项目名称', '所属期间', '金额', '税率', '税额', '价税合计'].forEach((title, i) => page.text(columns[i]!, y, 10, title));
  for (const line of invoice.lines) {
    y -= 16;
    const cells = [`*${line.goodsName}*${line.feeName}`, line.period, line.amountWithoutTax, `${line.taxRate}%`, line.tax, line.amount];
    cells.forEach((cell, i) => page.text(columns[i]!, y, 9, cell));
  }
  y -= 12;
  page.line(left, y, right, y);
  y -= 18;
  page.text(left, y, 10, '合计');
  page.text(columns[2]!, y, 10, `¥${invoice.totalWithoutTax}`);
  page.text(columns[4]!, y, 10, `¥${invoice.taxTotal}`);
  y -= 18;
  const capitals = invoice.total.startsWith('-')
    ? `（负数）${amountInChineseCapitals(invoice.total.slice(1))}`
    : amountInChineseCapitals(invoice.total);
  page.text(left, y, 10, `价税合计（大写）：${capitals}`);
  page.text(left + 330, y, 10, `（小写）¥${invoice.total}`);
  y -= 12;
  page.line(left, y, right, y);
  y -= 18;
  page.text(left, y, 9, `销售方地址、电话：${invoice.sellerAddressPhone}`);
  y -= 14;
  page.text(left, y, 9, `销售方开户行及账号：${invoice.sellerBank}`);
  return assemble(page.content);
}
