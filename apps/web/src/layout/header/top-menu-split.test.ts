import { describe, expect, it } from 'vitest';
import { splitTopMenu } from './top-menu-split.js';

const sections = [
  'home',
  'houses',
  'residents',
  'visitors',
  'doors',
  'cards',
  'notices',
  'repairs',
  'equipment',
  'patrol',
  'fees',
  'system',
];

describe('top menu split', () => {
  it('shows every entry when all fit at 120 px each', () => {
    expect(splitTopMenu(sections, 12 * 120)).toEqual({ visible: sections, overflow: [] });
  });

  it('keeps one slot for "more" when they do not all fit', () => {
    const { visible, overflow } = splitTopMenu(sections, 700);
    expect(visible).toEqual(sections.slice(0, 4));
    expect(overflow).toEqual(sections.slice(4));
  });

  it('never shows more entries than fit in the width', () => {
    for (const width of [0, 119, 120, 480, 1023, 1919]) {
      const { visible, overflow } = splitTopMenu(sections, width);
      expect((visible.length + (overflow.length > 0 ? 1 : 0)) * 120).toBeLessThanOrEqual(Math.max(width, 120));
      expect([...visible, ...overflow]).toEqual(sections);
    }
  });

  it('puts everything under "more" when there is room for one slot only', () => {
    expect(splitTopMenu(sections, 130)).toEqual({ visible: [], overflow: sections });
  });
});
