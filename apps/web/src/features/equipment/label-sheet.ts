/**
 * Equipment QR labels on A4 sheets: where each label sits (pure, tested), and the sheets drawn on canvases the
 * way the receipt's PDF draws its page (label-pdf.ts turns them into a PDF).
 */

/** What one label shows: its QR code's text (the equipment code), the code, name and location as written. */
export interface EquipmentLabel {
  qr: string;
  code: string;
  name: string;
  location: string;
  community: string;
}

/** A4 at 150 dpi, portrait: 3 columns by 5 rows of labels inside a 60 px margin. */
export const LABEL_SHEET = { width: 1240, height: 1754, margin: 60, columns: 3, rows: 5 } as const;
export const LABELS_PER_SHEET = LABEL_SHEET.columns * LABEL_SHEET.rows;

export interface LabelCell {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The labels in sheets of LABELS_PER_SHEET, each with its cell (left to right, then top to bottom). */
export function labelSheets<T>(labels: readonly T[]): { label: T; cell: LabelCell }[][] {
  const width = (LABEL_SHEET.width - 2 * LABEL_SHEET.margin) / LABEL_SHEET.columns;
  const height = (LABEL_SHEET.height - 2 * LABEL_SHEET.margin) / LABEL_SHEET.rows;
  const sheets: { label: T; cell: LabelCell }[][] = [];
  labels.forEach((label, index) => {
    const at = index % LABELS_PER_SHEET;
    if (at === 0) sheets.push([]);
    const column = at % LABEL_SHEET.columns;
    const row = Math.floor(at / LABEL_SHEET.columns);
    sheets[sheets.length - 1]!.push({
      label,
      cell: { x: LABEL_SHEET.margin + column * width, y: LABEL_SHEET.margin + row * height, width, height },
    });
  });
  return sheets;
}

const ELLIPSIS = '…';

/**
 * `text` in at most `maxLines` lines no wider than `maxWidth` as `measure` measures them: broken after the last
 * space that fits (a word of Latin text stays whole) or else between any two characters (Chinese has no spaces),
 * the last line ended with "…" when the text does not fit. Never squeezes the letters.
 */
export function fitLines(text: string, maxWidth: number, maxLines: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let rest = Array.from(text.trim());
  while (rest.length > 0 && lines.length < maxLines) {
    let fits = 0;
    while (fits < rest.length && measure(rest.slice(0, fits + 1).join('')) <= maxWidth) fits += 1;
    if (fits === rest.length) {
      lines.push(rest.join(''));
      rest = [];
      break;
    }
    const space = rest.lastIndexOf(' ', fits);
    const cut = space > 0 ? space : Math.max(1, fits);
    lines.push(rest.slice(0, cut).join('').trimEnd());
    rest = rest.slice(cut);
    while (rest[0] === ' ') rest = rest.slice(1);
  }
  if (rest.length > 0) {
    const last = Array.from(lines.pop() ?? '');
    while (last.length > 0 && measure(last.join('') + ELLIPSIS) > maxWidth) last.pop();
    lines.push(last.join('').trimEnd() + ELLIPSIS);
  }
  return lines;
}

/** A QR code's modules: `dark(row, column)` over a square of `size` modules. */
export interface QrMatrix {
  size: number;
  dark: (row: number, column: number) => boolean;
}

const FONT = '"Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif';
const QR_PIXELS = 174;

/** Draws one sheet of labels: a dashed cutting frame, the QR code (with its quiet zone), code, name, location. */
export function drawLabelSheet(cells: readonly { label: EquipmentLabel; cell: LabelCell }[], qrOf: (text: string) => QrMatrix) {
  const canvas = document.createElement('canvas');
  canvas.width = LABEL_SHEET.width;
  canvas.height = LABEL_SHEET.height;
  const c = canvas.getContext('2d')!;
  c.fillStyle = '#ffffff';
  c.fillRect(0, 0, canvas.width, canvas.height);
  c.textBaseline = 'top';
  c.textAlign = 'center';
  for (const { label, cell } of cells) {
    c.strokeStyle = '#bfbfbf';
    c.lineWidth = 1;
    c.setLineDash([8, 6]);
    c.strokeRect(cell.x + 0.5, cell.y + 0.5, cell.width - 1, cell.height - 1);
    c.setLineDash([]);
    const qr = qrOf(label.qr);
    // Whole pixels per module, so the code stays sharp through the JPEG; four modules of quiet zone around it.
    const module = Math.max(1, Math.floor(QR_PIXELS / (qr.size + 8)));
    const side = module * (qr.size + 8);
    const left = Math.round(cell.x + (cell.width - side) / 2);
    const top = Math.round(cell.y + 14);
    c.fillStyle = '#000000';
    for (let row = 0; row < qr.size; row += 1)
      for (let column = 0; column < qr.size; column += 1)
        if (qr.dark(row, column)) c.fillRect(left + (column + 4) * module, top + (row + 4) * module, module, module);
    const middle = cell.x + cell.width / 2;
    const max = cell.width - 24;
    let y = top + side + 6;
    // Below the QR code the cell has room for five lines: the name may take two.
    const lines = (text: string, maxLines: number, size: number, weight: number, color: string) => {
      c.font = `${weight} ${size}px ${FONT}`;
      c.fillStyle = color;
      for (const line of fitLines(text, max, maxLines, (t) => c.measureText(t).width)) {
        c.fillText(line, middle, y);
        y += size + 4;
      }
    };
    lines(label.code, 1, 26, 700, '#000000');
    lines(label.name, 2, 24, 400, '#1f1f1f');
    lines(label.location || '—', 1, 20, 400, '#595959');
    lines(label.community, 1, 16, 400, '#8c8c8c');
  }
  return canvas;
}
