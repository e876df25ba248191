import { describe, expect, it } from 'vitest';
import { moved } from './route-order.js';

describe('moved', () => {
  it('moves an item down, up, to either end, and leaves the input as it was', () => {
    const ids = [1, 2, 3, 4];
    expect(moved(ids, 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moved(ids, 3, 0)).toEqual([4, 1, 2, 3]);
    expect(moved(ids, 1, 3)).toEqual([1, 3, 4, 2]);
    expect(moved(ids, 2, 2)).toEqual([1, 2, 3, 4]);
    expect(ids).toEqual([1, 2, 3, 4]);
  });

  it('keeps a target past either end within the list', () => {
    expect(moved([1, 2, 3], 0, 9)).toEqual([2, 3, 1]);
    expect(moved([1, 2, 3], 2, -4)).toEqual([3, 1, 2]);
  });
});
