import { describe, expect, it } from 'vitest';
import { sumYuan } from './collection-money.js';

describe('the batch total', () => {
  it('adds yuan texts exactly, where floating point would not', () => {
    expect(sumYuan(['0.10', '0.20'])).toBe('0.30');
    expect(sumYuan(['1234567.89', '0.01', '99999999999.99'])).toBe('100001234567.89');
    expect(sumYuan(['12.5', '3'])).toBe('15.50');
  });

  it('is 0.00 for nothing selected', () => {
    expect(sumYuan([])).toBe('0.00');
  });
});
