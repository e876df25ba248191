import { amountInChineseCapitals, formatFen, parseFen, type BillNotice, type Language } from '@cvap/contracts';
import { create } from 'qrcode';
import type { feeBillTemplates } from '../schema.js';
import { A4, PdfCanvas, textWidth, type PdfStream } from '../../../../engine/index.js';

export type BillTemplate = typeof feeBillTemplates.$inferSelect;

const LABELS = {
  zh_cn: {
    house: '房屋',
    owner: '业主',
    area: '建筑面积',
    payCode: '缴费编号',
    period: '账期',
    fee: '收费项目',
    due: '到期日',
    amount: '金额（元）',
    lateFee: '违约金',
    total: '合计',
    capitals: '大写',
    scan: '扫码缴费',
    printed: '打印日期',
    nothing: '本户目前没有欠费。',
    continued: '（续）',
  },
  en: {
    house: 'House',
    owner: 'Owner',
    area: 'Built area',
    payCode: 'Pay code',
    period: 'Period',
    fee: 'Fee item',
    due: 'Due date',
    amount: 'Amount (yuan)',
    lateFee: 'Late fee',
    total: 'Total',
    capitals: 'In words',
    scan: 'Scan to pay',
    printed: 'Printed on',
    nothing: 'This house owes nothing at present.',
    continued: ' (continued)',
  },
} as const;

/** Rows of bill lines that fit on one page under the header; a house that owes more goes on to another page. */
export const ROWS_PER_PAGE = 26;
const MARGIN = 56;
const RIGHT = A4.width - MARGIN;
/** The QR code's modules are drawn this many pixels wide, with a four-module quiet zone. */
const QR_SCALE = 6;

/** The QR code of a text as an 8-bit grey image (0 dark, 255 light). */
export function qrImage(text: string): { pixels: Uint8Array; size: number } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size + 8;
  const size = count * QR_SCALE;
  const pixels = new Uint8Array(size * size).fill(255);
  for (let row = 0; row < modules.size; row++)
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      for (let y = 0; y < QR_SCALE; y++) {
        const start = ((row + 4) * QR_SCALE + y) * size + (column + 4) * QR_SCALE;
        pixels.fill(0, start, start + QR_SCALE);
      }
    }
  return { pixels, size };
}

/** Splits a note into lines that fit the page's width. */
function wrap(text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const char of paragraph) {
      if (textWidth(line + char, size) > width) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
    lines.push(line);
  }
  return lines;
}

export interface NoticeDrawing {
  template: BillTemplate;
  language: Language;
  /** The print's day, `YYYY-MM-DD` (the request's clock). */
  printedOn: string;
  /** The seal's image object, when the template has one. */
  seal: { object: number; width: number; height: number } | null;
}

type NoticeRow = BillNotice['lines'][number];

/**
 * The rows a notice prints: its lines, or, when they do not fit one page, one row per fee item (late fees apart)
 * with its first and last period and its sum, so a house stays one page.
 */
export function noticeRows(lines: readonly NoticeRow[]): NoticeRow[] {
  if (lines.length <= ROWS_PER_PAGE) return [...lines];
  const groups = new Map<string, { first: NoticeRow; last: NoticeRow; fen: bigint }>();
  for (const line of lines) {
    const key = `${line.lineKind === 3 ? 'late' : 'fee'}:${line.feeName}`;
    const group = groups.get(key);
    if (group) {
      group.last = line;
      group.fen += parseFen(line.outstanding);
    } else groups.set(key, { first: line, last: line, fen: parseFen(line.outstanding) });
  }
  return [...groups.values()].map(({ first, last, fen }) => ({
    ...first,
    period: first.period === last.period ? first.period : `${first.period}~${last.period}`,
    dueDate: last.dueDate,
    outstanding: formatFen(fen),
  }));
}

/** Writes one house's notice: one page (more only if its grouped rows still do not fit). */
export async function writeNotice(pdf: PdfStream, notice: BillNotice, drawing: NoticeDrawing): Promise<void> {
  const { template, language, printedOn, seal } = drawing;
  const label = LABELS[language];
  const rowsToPrint = noticeRows(notice.lines);
  const chunks: NoticeRow[][] = [];
  for (let at = 0; at < rowsToPrint.length; at += ROWS_PER_PAGE) chunks.push(rowsToPrint.slice(at, at + ROWS_PER_PAGE));
  if (chunks.length === 0) chunks.push([]);
  const qr = template.showQr ? qrImage(notice.qrText) : null;
  const qrObject = qr ? await pdf.grey(qr.pixels, qr.size, qr.size) : null;
  for (const [index, rows] of chunks.entries()) {
    const last = index === chunks.length - 1;
    const c = new PdfCanvas();
    let y = A4.height - MARGIN - 20;
    c.text(template.title + (index > 0 ? label.continued : ''), A4.width / 2, y, 20, 'center');
    y -= 24;
    c.text(template.companyName, A4.width / 2, y, 12, 'center');
    y -= 30;
    const facts: [string, string][] = [[label.house, notice.address]];
    if (template.showOwner) facts.push([label.owner, notice.ownerName ?? '—']);
    if (template.showArea && notice.area) facts.push([label.area, `${notice.area} m²`]);
    facts.push([label.payCode, notice.payCode]);
    for (const [name, value] of facts) {
      c.text(`${name}：`, MARGIN, y, 11);
      c.text(value, MARGIN + 80, y, 11);
      y -= 18;
    }
    y -= 4;
    c.rule(MARGIN, RIGHT, y + 12);
    const dueX = MARGIN + 300;
    c.text(label.period, MARGIN, y, 10);
    c.text(label.fee, MARGIN + 110, y, 10);
    if (template.showDueDate) c.text(label.due, dueX, y, 10);
    c.text(label.amount, RIGHT, y, 10, 'right');
    y -= 6;
    c.rule(MARGIN, RIGHT, y);
    y -= 16;
    if (notice.lines.length === 0) {
      c.text(label.nothing, MARGIN, y, 10);
      y -= 18;
    }
    for (const line of rows) {
      const fee = line.lineKind === 3 ? `${label.lateFee}（${line.feeName}）` : line.feeName;
      c.text(line.period, MARGIN, y, 10);
      c.text(fee, MARGIN + 110, y, 10);
      if (template.showDueDate) c.text(line.dueDate, dueX, y, 10);
      c.text(line.outstanding, RIGHT, y, 10, 'right');
      y -= 18;
    }
    if (last) {
      c.rule(MARGIN, RIGHT, y + 10);
      y -= 8;
      c.text(`${label.total}：¥${notice.total}`, RIGHT, y, 12, 'right');
      y -= 18;
      if (language === 'zh_cn') c.text(`${label.capitals}：${amountInChineseCapitals(notice.total)}`, RIGHT, y, 10, 'right');
      y -= 24;
      for (const text of wrap(template.note ?? '', 10, RIGHT - MARGIN)) {
        c.text(text, MARGIN, y, 10);
        y -= 15;
      }
      if (qrObject) {
        c.image('Qr', MARGIN, 80, 110, 110);
        c.text(label.scan, MARGIN + 55, 66, 10, 'center');
      }
      if (seal) {
        const height = (120 * seal.height) / seal.width;
        c.image('Seal', RIGHT - 130, 80, 120, height);
      }
      c.text(template.companyName, RIGHT, 66, 10, 'right');
      c.text(`${label.printed}：${printedOn}`, RIGHT, 50, 9, 'right');
    }
    const images: Record<string, number> = {};
    if (last && qrObject) images.Qr = qrObject;
    if (last && seal) images.Seal = seal.object;
    await pdf.page(c.content, images);
  }
}
