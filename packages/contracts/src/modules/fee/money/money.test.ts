import { describe, expect, it } from 'vitest';
import {
  computeAmount,
  divideRounded,
  formatFen,
  formatScaled4,
  MoneyError,
  multiply4,
  parseFen,
  parseScaled4,
  roundToFen,
  sumFen,
  tieredAmount,
  type Precision,
  type RoundingMode,
} from './money.js';

const yuan = (text: string, precision: Precision, mode: RoundingMode) =>
  formatFen(roundToFen(parseScaled4(text, { allowNegative: true }), precision, mode));

describe('parsing and formatting amounts', () => {
  it('reads yuan text as exact fen and writes it back with two places', () => {
    expect(parseFen('444.2')).toBe(44420n);
    expect(parseFen('0.01')).toBe(1n);
    expect(parseFen('1234567890123.99')).toBe(123456789012399n);
    expect(parseFen(' 12 ')).toBe(1200n);
    expect(parseFen('1.500')).toBe(150n);
    expect(formatFen(44420n)).toBe('444.20');
    expect(formatFen(1n)).toBe('0.01');
    expect(formatFen(-5n)).toBe('-0.05');
    expect(formatFen(0n)).toBe('0.00');
    expect(formatScaled4(4441950n)).toBe('444.1950');
  });

  it('refuses a fractional fen, a negative amount, text that is not a number and absurd sizes', () => {
    const reason = (text: string, allowNegative = false) => {
      try {
        parseFen(text, { allowNegative });
        return 'accepted';
      } catch (error) {
        return (error as MoneyError).reason;
      }
    };
    expect(reason('444.195')).toBe('fractionalFen');
    expect(reason('0.001')).toBe('fractionalFen');
    expect(reason('-1.00')).toBe('negative');
    expect(reason('-1.00', true)).toBe('accepted');
    expect(reason('1e3')).toBe('format');
    expect(reason('12,00')).toBe('format');
    expect(reason('NaN')).toBe('format');
    expect(reason('')).toBe('format');
    expect(reason('.5')).toBe('format');
    expect(reason('1234567890123456')).toBe('tooLarge');
    expect(() => parseScaled4('0.12345')).toThrow(MoneyError);
    expect(parseScaled4('0.5283')).toBe(5283n);
  });
});

describe('rounding once by precision and mode (spec section 9)', () => {
  it('rounds 444.195 to 444.20 half-up, where binary floating point gave 444.19', () => {
    expect(yuan('444.195', 3, 1)).toBe('444.20');
    expect(yuan('444.195', 3, 2)).toBe('444.20');
    expect(yuan('444.195', 3, 3)).toBe('444.19');
  });

  it('rounds exact halves away from zero half-up, and just below half down', () => {
    expect(yuan('0.005', 3, 1)).toBe('0.01');
    expect(yuan('0.0049', 3, 1)).toBe('0.00');
    expect(yuan('2.5', 1, 1)).toBe('3.00');
    expect(yuan('3.5', 1, 1)).toBe('4.00');
    expect(yuan('2.4999', 1, 1)).toBe('2.00');
    expect(yuan('1.25', 2, 1)).toBe('1.30');
    expect(yuan('1.2499', 2, 1)).toBe('1.20');
    expect(yuan('-2.5', 1, 1)).toBe('-3.00');
    expect(yuan('-0.005', 3, 1)).toBe('-0.01');
  });

  it('rounds to the yuan, the jiao and the fen in each mode', () => {
    const cases: [string, Precision, RoundingMode, string][] = [
      ['128.3456', 1, 1, '128.00'],
      ['128.3456', 1, 2, '129.00'],
      ['128.3456', 1, 3, '128.00'],
      ['128.6', 1, 1, '129.00'],
      ['128.6', 1, 3, '128.00'],
      ['128.3456', 2, 1, '128.30'],
      ['128.3456', 2, 2, '128.40'],
      ['128.3456', 2, 3, '128.30'],
      ['128.3556', 2, 1, '128.40'],
      ['128.3456', 3, 1, '128.35'],
      ['128.3456', 3, 2, '128.35'],
      ['128.3456', 3, 3, '128.34'],
      ['128.3401', 3, 2, '128.35'],
      ['128.3400', 3, 2, '128.34'],
      ['128', 1, 2, '128.00'],
      ['-128.3456', 3, 2, '-128.35'],
      ['-128.3456', 3, 3, '-128.34'],
    ];
    for (const [value, precision, mode, expected] of cases)
      expect([value, precision, mode, yuan(value, precision, mode)]).toEqual([value, precision, mode, expected]);
  });

  it('divides with the three modes like Java BigDecimal HALF_UP, UP and DOWN', () => {
    expect(divideRounded(15n, 10n, 1)).toBe(2n);
    expect(divideRounded(14n, 10n, 1)).toBe(1n);
    expect(divideRounded(11n, 10n, 2)).toBe(2n);
    expect(divideRounded(19n, 10n, 3)).toBe(1n);
    expect(divideRounded(-15n, 10n, 1)).toBe(-2n);
    expect(divideRounded(-11n, 10n, 2)).toBe(-2n);
    expect(divideRounded(-19n, 10n, 3)).toBe(-1n);
    expect(divideRounded(20n, 10n, 2)).toBe(2n);
  });
});

describe('formulas', () => {
  const base = { unitPrice: 0n, extra: 0n, fixed: 0n, tiers: [], precision: 3 as Precision, mode: 1 as RoundingMode, quantity: 0n };

  it('prices an area at four places and rounds the line once', () => {
    // 89.35 m² × 2.2500 = 201.0375 → 201.04 half-up, 201.03 down, 201 to the yuan
    const input = { ...base, formula: 1 as const, quantity: parseScaled4('89.35'), unitPrice: parseScaled4('2.25') };
    expect(computeAmount(input)).toEqual({ computed: 2010375n, amount: 20104n });
    expect(computeAmount({ ...input, mode: 3 }).amount).toBe(20103n);
    expect(computeAmount({ ...input, precision: 1 }).amount).toBe(20100n);
    expect(computeAmount({ ...input, extra: parseFen('10.00') }).amount).toBe(21104n);
  });

  it('keeps a fixed amount as it is', () => {
    expect(computeAmount({ ...base, formula: 3, fixed: parseFen('300.00') }).amount).toBe(30000n);
  });

  it('prices usage by tiers, each tier pricing the part that falls in it', () => {
    const tiers = [
      { upTo: parseScaled4('230'), price: parseScaled4('0.5283') },
      { upTo: parseScaled4('400'), price: parseScaled4('0.5783') },
      { upTo: null, price: parseScaled4('0.8783') },
    ];
    expect(tieredAmount(parseScaled4('100'), tiers)).toBe(528300n);
    // 230 × 0.5283 + 170 × 0.5783 + 50 × 0.8783 = 121.509 + 98.311 + 43.915 = 263.735
    expect(tieredAmount(parseScaled4('450'), tiers)).toBe(2637350n);
    expect(computeAmount({ ...base, formula: 5, tiers, quantity: parseScaled4('450') }).amount).toBe(26374n);
    expect(tieredAmount(0n, tiers)).toBe(0n);
  });

  it('multiplies at four places half-up', () => {
    expect(multiply4(parseScaled4('0.3333'), parseScaled4('0.5'))).toBe(1667n);
    expect(multiply4(parseScaled4('1.0001'), parseScaled4('1.0001'))).toBe(10002n);
  });

  it('sums stored fen exactly where floating point drifts', () => {
    const tenths = Array.from({ length: 10 }, () => parseFen('0.10'));
    expect(sumFen(tenths)).toBe(100n);
    expect(formatFen(sumFen([parseFen('0.1'), parseFen('0.2')]))).toBe('0.30');
  });
});
