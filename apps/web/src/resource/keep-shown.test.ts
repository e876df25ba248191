import { describe, expect, it } from 'vitest';
import { keepShown } from './keep-shown.js';

const shown = [{ value: 1 }, { value: 2 }];

describe('a choice kept to the new community’s list', () => {
  it('keeps a single choice the list shows and drops one it does not', () => {
    expect(keepShown(2, shown)).toBe(2);
    expect(keepShown(9, shown)).toBeUndefined();
    expect(keepShown(undefined, shown)).toBeUndefined();
  });

  it('keeps the listed records of a multiple choice, the same array when all are listed', () => {
    const all = [1, 2];
    expect(keepShown(all, shown)).toBe(all);
    expect(keepShown([2, 9, 1], shown)).toEqual([2, 1]);
    expect(keepShown([9], shown)).toEqual([]);
  });
});
