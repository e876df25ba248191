import { describe, expect, it } from 'vitest';
import { LABEL_SHEET, LABELS_PER_SHEET, labelSheets } from './label-sheet.js';

describe('labelSheets', () => {
  it('fills a sheet left to right, top to bottom, inside its margins', () => {
    const [sheet] = labelSheets(['a', 'b', 'c', 'd']);
    expect(sheet!.map(({ label }) => label)).toEqual(['a', 'b', 'c', 'd']);
    const [first, second, , fourth] = sheet!.map(({ cell }) => cell);
    expect(first).toMatchObject({ x: LABEL_SHEET.margin, y: LABEL_SHEET.margin });
    expect(second!.x).toBeCloseTo(first!.x + first!.width);
    expect(second!.y).toBe(first!.y);
    expect(fourth).toMatchObject({ x: LABEL_SHEET.margin, y: LABEL_SHEET.margin + first!.height });
  });

  it('keeps the last row and column on the page', () => {
    const sheet = labelSheets(Array.from({ length: LABELS_PER_SHEET }, (_, i) => i))[0]!;
    const last = sheet[LABELS_PER_SHEET - 1]!.cell;
    expect(last.x + last.width).toBeCloseTo(LABEL_SHEET.width - LABEL_SHEET.margin);
    expect(last.y + last.height).toBeCloseTo(LABEL_SHEET.height - LABEL_SHEET.margin);
  });

  it('runs onto more sheets when there are more labels than fit', () => {
    const sheets = labelSheets(Array.from({ length: LABELS_PER_SHEET * 2 + 1 }, (_, i) => i));
    expect(sheets.map((sheet) => sheet.length)).toEqual([LABELS_PER_SHEET, LABELS_PER_SHEET, 1]);
    expect(sheets[2]![0]).toMatchObject({ label: LABELS_PER_SHEET * 2, cell: sheets[0]![0]!.cell });
    expect(labelSheets([])).toEqual([]);
  });
});
