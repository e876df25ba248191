import { describe, expect, it } from 'vitest';
import { isCreditCode, taxOfLine } from './e-invoice.js';

describe('isCreditCode', () => {
  it('accepts a code whose check character matches', () => {
    expect(isCreditCode('91350100M000100Y43')).toBe(true);
    expect(isCreditCode('91110000600037341L')).toBe(true);
  });
  it('refuses a wrong check character, a wrong length and letters outside the alphabet', () => {
    expect(isCreditCode('91350100M000100Y44')).toBe(false);
    expect(isCreditCode('91350100M000100Y4')).toBe(false);
    expect(isCreditCode('91350100M000100I43')).toBe(false);
  });
});

describe('taxOfLine', () => {
  it('splits a tax-inclusive amount exactly, rounding the tax half up to the fen', () => {
    // 100.00 at 6 %: 10000 × 6 / 106 = 566.03… → 5.66; without tax 94.34.
    expect(taxOfLine(10000n, 6)).toEqual({ tax: 566n, withoutTax: 9434n });
    // 0.53 at 6 %: 3.0 fen exactly; 0.09 at 6 %: 0.509… → 1 fen (half up).
    expect(taxOfLine(53n, 6)).toEqual({ tax: 3n, withoutTax: 50n });
    expect(taxOfLine(9n, 6).tax).toBe(1n);
    // 27.60 at 9 %: 2760 × 9 / 109 = 227.88… → 2.28.
    expect(taxOfLine(2760n, 9)).toEqual({ tax: 228n, withoutTax: 2532n });
    expect(taxOfLine(12345n, 0)).toEqual({ tax: 0n, withoutTax: 12345n });
  });
  it('gives a red line the negated tax of its blue line', () => {
    expect(taxOfLine(-10000n, 6)).toEqual({ tax: -566n, withoutTax: -9434n });
  });
});
