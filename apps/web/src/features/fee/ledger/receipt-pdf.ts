import type { Receipt } from '@cvap/contracts';
import { saveBlob } from '../../../request/transfer.js';
import { A4_POINTS, jpegPdf, RECEIPT_80MM_POINTS } from '../../../widgets/pdf/jpeg-pdf.js';
import type { ReceiptPaper } from './ReceiptDocument.js';

const FONT = '"Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif';

/** What the receipt's PDF writes besides the receipt's own data: its labels in the user's language, the capitals. */
export interface ReceiptPdfTexts {
  title: string;
  receiptCode: string;
  paidAt: string;
  payerName: string;
  address: string;
  feeName: string;
  period: string;
  paid: string;
  totalFigures: string;
  totalWords: string;
  methods: string;
  cashier: string;
  cancelled: string;
  issuer: string;
  /** The total in Chinese capitals; the methods with their amounts. */
  capitals: string;
  methodsText: string;
}

/** A4 at 150 dpi; an 80 mm roll at 8 dots a millimetre (its length follows the lines). */
const SHEET = { a4: { width: 1240, margin: 110, size: 26 }, roll80: { width: 640, margin: 24, size: 24 } } as const;

/**
 * The receipt drawn as one page image, as the dashboard's PDF is (jpeg-pdf.ts): the same content as the printed
 * document, on A4 or on an 80 mm roll.
 */
export function drawReceipt(receipt: Receipt, texts: ReceiptPdfTexts, paper: ReceiptPaper): HTMLCanvasElement {
  const sheet = SHEET[paper];
  const line = sheet.size * 2;
  const facts: [string, string][] = [
    [texts.receiptCode, receipt.receiptCode],
    [texts.paidAt, receipt.paidAt],
    [texts.payerName, receipt.payerName || '—'],
    [texts.address, receipt.address],
  ];
  const totals: [string, string][] = [
    [texts.totalFigures, `¥${receipt.total}`],
    [texts.totalWords, texts.capitals],
    [texts.methods, texts.methodsText],
    [texts.cashier, receipt.cashierName],
  ];
  const rows =
    4 + facts.length + 1 + receipt.lines.length * (paper === 'roll80' ? 2 : 1) + totals.length * (paper === 'roll80' ? 2 : 1) + 3;
  const canvas = document.createElement('canvas');
  canvas.width = sheet.width;
  // A4 holds about 25 lines at this size; a longer receipt runs onto a longer page of A4's width.
  canvas.height = Math.max(paper === 'a4' ? 1754 : 0, sheet.margin * 2 + rows * line);
  const c = canvas.getContext('2d')!;
  c.fillStyle = '#ffffff';
  c.fillRect(0, 0, canvas.width, canvas.height);
  c.fillStyle = '#1f1f1f';
  c.textBaseline = 'top';
  const right = sheet.width - sheet.margin;
  let y = sheet.margin;
  const center = (text: string, size: number, weight = 400) => {
    c.font = `${weight} ${size}px ${FONT}`;
    c.textAlign = 'center';
    c.fillText(text, sheet.width / 2, y, sheet.width - 2 * sheet.margin);
    c.textAlign = 'left';
    y += size * 2;
  };
  const pair = ([label, value]: [string, string]) => {
    c.font = `400 ${sheet.size}px ${FONT}`;
    if (paper === 'roll80') {
      c.fillText(label, sheet.margin, y);
      y += line;
      c.fillText(value, sheet.margin, y, right - sheet.margin);
    } else {
      c.fillText(label, sheet.margin, y);
      c.fillText(value, sheet.margin + sheet.size * 8, y, right - sheet.margin - sheet.size * 8);
    }
    y += line;
  };
  center(receipt.companyName, sheet.size + 14, 600);
  center(texts.title, sheet.size + 6);
  if (receipt.state === 2) center(texts.cancelled, sheet.size, 600);
  facts.forEach(pair);
  c.fillRect(sheet.margin, y, right - sheet.margin, 2);
  y += sheet.size;
  c.font = `400 ${sheet.size}px ${FONT}`;
  for (const item of receipt.lines) {
    c.fillText(`${item.feeName}  ${item.period}`, sheet.margin, y, right - sheet.margin - sheet.size * 7);
    if (paper === 'roll80') y += line;
    c.textAlign = 'right';
    c.fillText(item.paid, right, y);
    c.textAlign = 'left';
    y += line;
  }
  c.fillRect(sheet.margin, y, right - sheet.margin, 2);
  y += sheet.size;
  totals.forEach(pair);
  y += sheet.size;
  c.textAlign = 'right';
  c.fillText(texts.issuer, right, y);
  return canvas;
}

/** Downloads the receipt as a PDF (A4, or an 80 mm roll as long as the receipt). */
export async function downloadReceiptPdf(receipt: Receipt, texts: ReceiptPdfTexts, paper: ReceiptPaper): Promise<void> {
  const canvas = drawReceipt(receipt, texts, paper);
  const jpeg = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 92 / 100));
  if (!jpeg) return;
  const bytes = new Uint8Array(await jpeg.arrayBuffer());
  const pdf = jpegPdf(bytes, canvas.width, canvas.height, paper === 'roll80' ? RECEIPT_80MM_POINTS : A4_POINTS.width);
  saveBlob(new Blob([pdf as BlobPart], { type: 'application/pdf' }), `${texts.title}-${receipt.receiptCode}.pdf`);
}
