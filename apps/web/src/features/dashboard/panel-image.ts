import { saveBlob } from '../../request/transfer.js';
import { jpegPdf } from '../../widgets/pdf/jpeg-pdf.js';
import { columnWidths } from './column-widths.js';

/** Exports are drawn at twice the CSS size (spec section 9: image export scale 2). */
export const EXPORT_SCALE = 2;
const FONT = '"Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif';
const TITLE_HEIGHT = 40;
const PADDING = 16;

function canvasOf(width: number, height: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width);
  canvas.height = Math.round(height);
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  return [canvas, context];
}

/** A panel's image: its title over its body (a chart's picture or a drawn list), white background, at scale 2. */
export function titledCanvas(title: string, body: CanvasImageSource, bodyWidth: number, bodyHeight: number): HTMLCanvasElement {
  const s = EXPORT_SCALE;
  const [canvas, context] = canvasOf((bodyWidth + 2 * PADDING) * s, (bodyHeight + TITLE_HEIGHT + PADDING) * s);
  context.fillStyle = '#1f1f1f';
  // A long title (English, a narrow panel) is set smaller until it fits the picture, never cut.
  let size = 16;
  do context.font = `600 ${size * s}px ${FONT}`;
  while (size-- > 10 && context.measureText(title).width > bodyWidth * s);
  context.textBaseline = 'middle';
  context.fillText(title, PADDING * s, (TITLE_HEIGHT / 2 + 4) * s);
  context.drawImage(body, PADDING * s, TITLE_HEIGHT * s, bodyWidth * s, bodyHeight * s);
  return canvas;
}

/** An image element loaded from a data URL (an ECharts picture). */
export async function loadedImage(dataUrl: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = dataUrl;
  await image.decode();
  return image;
}

/** A table drawn on a canvas at scale 2 (the list panel has no chart to take a picture of). */
export function tableCanvas(
  columns: string[],
  rows: string[][],
  width: number,
  note?: string,
): { canvas: HTMLCanvasElement; height: number } {
  const s = EXPORT_SCALE;
  const rowHeight = 28;
  const height = Math.max(1, rows.length + 1) * rowHeight + (note ? rowHeight : 0);
  const [canvas, context] = canvasOf(width * s, height * s);
  const cellPadding = 12;
  const fontOf = (header: boolean) => `${header ? 600 : 400} ${13 * s}px ${FONT}`;
  const needs = columns.map((column, index) => {
    context.font = fontOf(true);
    let need = context.measureText(column).width;
    context.font = fontOf(false);
    for (const row of rows) need = Math.max(need, context.measureText(row[index] ?? '').width);
    return need / s + cellPadding;
  });
  const widths = columnWidths(needs, width);
  const lefts = widths.map((_, index) => widths.slice(0, index).reduce((a, b) => a + b, 0));
  context.textBaseline = 'middle';
  const line = (cells: string[], index: number, header: boolean) => {
    const y = index * rowHeight;
    if (header) {
      context.fillStyle = '#fafafa';
      context.fillRect(0, y * s, width * s, rowHeight * s);
    }
    context.fillStyle = header ? '#595959' : '#262626';
    context.font = fontOf(header);
    cells.forEach((cell, column) => {
      let text = cell;
      const room = (widths[column]! - cellPadding) * s;
      while (text.length > 1 && context.measureText(text).width > room) text = text.slice(0, -1);
      context.fillText(text === cell ? text : `${text.slice(0, -1)}…`, (lefts[column]! + 6) * s, (y + rowHeight / 2) * s);
    });
    context.fillStyle = '#f0f0f0';
    context.fillRect(0, (y + rowHeight - 1) * s, width * s, s);
  };
  line(columns, 0, true);
  rows.forEach((cells, index) => line(cells, index + 1, false));
  if (note) {
    context.fillStyle = '#8c8c8c';
    context.font = `${12 * s}px ${FONT}`;
    context.fillText(note, 6 * s, (height - rowHeight / 2) * s);
  }
  return { canvas, height };
}

export async function downloadPng(canvas: HTMLCanvasElement, fileName: string): Promise<void> {
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (blob) saveBlob(blob, fileName);
}

/** A4 landscape at 150 dpi. */
const PAGE = { width: 1754, height: 1240 };

/**
 * The whole dashboard as an A4 PDF: a heading, then the panels' images in a grid of three columns, each scaled
 * to its cell, drawn on one page image and embedded as a JPEG (jpeg-pdf.ts).
 */
export async function downloadPagePdf(heading: string, subheading: string, panels: HTMLCanvasElement[], fileName: string): Promise<void> {
  const [page, context] = canvasOf(PAGE.width, PAGE.height);
  const margin = 48;
  context.fillStyle = '#1f1f1f';
  context.textBaseline = 'alphabetic';
  context.font = `600 36px ${FONT}`;
  context.fillText(heading, margin, margin + 28);
  context.fillStyle = '#8c8c8c';
  context.font = `20px ${FONT}`;
  context.fillText(subheading, margin, margin + 64);
  const columns = 3;
  const rows = Math.ceil(panels.length / columns);
  const top = margin + 88;
  const gap = 16;
  const cellWidth = (PAGE.width - 2 * margin - (columns - 1) * gap) / columns;
  const cellHeight = (PAGE.height - top - margin - (rows - 1) * gap) / rows;
  panels.forEach((panel, index) => {
    const x = margin + (index % columns) * (cellWidth + gap);
    const y = top + Math.floor(index / columns) * (cellHeight + gap);
    const scale = Math.min(cellWidth / panel.width, cellHeight / panel.height);
    context.strokeStyle = '#e8e8e8';
    context.strokeRect(x, y, cellWidth, cellHeight);
    context.drawImage(
      panel,
      x + (cellWidth - panel.width * scale) / 2,
      y + (cellHeight - panel.height * scale) / 2,
      panel.width * scale,
      panel.height * scale,
    );
  });
  const jpeg = await new Promise<Blob | null>((resolve) => page.toBlob(resolve, 'image/jpeg', 0.92));
  if (!jpeg) return;
  const pdf = jpegPdf(new Uint8Array(await jpeg.arrayBuffer()), PAGE.width, PAGE.height);
  saveBlob(new Blob([pdf as BlobPart], { type: 'application/pdf' }), fileName);
}
