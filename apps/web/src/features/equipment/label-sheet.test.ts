import { describe, expect, it } from 'vitest';
import { fitLines, LABEL_SHEET, LABELS_PER_SHEET, labelSheets } from './label-sheet.js';

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

describe('fitLines', () => {
  // Ten pixels a character: a line of 100 px holds ten.
  const measure = (text: string) => Array.from(text).length * 10;

  it('keeps a text that fits on one line as it is', () => {
    expect(fitLines('1号楼水泵', 100, 2, measure)).toEqual(['1号楼水泵']);
  });

  it('wraps a long Chinese name between characters and a Latin one after a word', () => {
    expect(fitLines('地下车库一号排水泵控制柜', 100, 2, measure)).toEqual(['地下车库一号排水泵控', '制柜']);
    expect(fitLines('Fire pump control cabinet', 100, 3, measure)).toEqual(['Fire pump', 'control', 'cabinet']);
  });

  it('ends the last line with an ellipsis, within the width, when the text needs more lines', () => {
    const lines = fitLines('地下车库一号排水泵控制柜（备用）二号机组备件', 100, 2, measure);
    expect(lines).toEqual(['地下车库一号排水泵控', '制柜（备用）二号机…']);
    expect(lines.every((line) => measure(line) <= 100)).toBe(true);
    expect(fitLines('EQ-2026-000000000001', 100, 1, measure)).toEqual(['EQ-2026-0…']);
  });

  it('counts a character outside the BMP as one and never splits its surrogate pair', () => {
    expect(fitLines('𠀀'.repeat(12), 100, 1, measure)).toEqual(['𠀀'.repeat(9) + '…']);
  });
});
