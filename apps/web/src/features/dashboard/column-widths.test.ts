import { describe, expect, it } from 'vitest';
import { columnWidths } from './column-widths.js';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('columnWidths', () => {
  it('spreads the spare width evenly when every column fits', () => {
    expect(columnWidths([100, 50, 50], 260)).toEqual([120, 70, 70]);
  });

  it('keeps a short state column whole beside a long device name, instead of cutting it to "Offli…"', () => {
    // The dashboard's abnormal-device table at 440 px: device (door), community, state, last heartbeat.
    const needs = [320, 90, 52, 84];
    const widths = columnWidths(needs, 440);
    expect(widths[2]).toBe(52);
    expect(widths[3]).toBe(84);
    expect(widths[1]).toBe(90);
    expect(sum(widths)).toBeCloseTo(440);
    expect(widths[0]).toBeCloseTo(214);
  });

  it('shares the width among long columns in proportion to their need', () => {
    const widths = columnWidths([300, 300, 20], 320);
    expect(widths[2]).toBe(20);
    expect(widths[0]).toBeCloseTo(150);
    expect(widths[1]).toBeCloseTo(150);
  });
});
