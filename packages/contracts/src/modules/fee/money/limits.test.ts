import { describe, expect, it } from 'vitest';
import { YUAN_PATTERN } from '../ledger/ledger.js';
import { FEE_LIMITS, FEE_LIMITS_FEN, FEE_LIMITS_SCALED4, USAGE_PATTERN } from './limits.js';
import { computeAmount, formatFen, parseFen, type FeeFormula } from './money.js';

/** numeric(14,2): the largest amount a line, a posting or a payment's total can hold. */
const NUMERIC_14_2_MAX = parseFen('999999999999.99');
const LINES_PER_PAYMENT = 500n;

function largestLine(formula: FeeFormula): bigint {
  const area = formula === 1 || formula === 2;
  const usagePrice = FEE_LIMITS_SCALED4.usageUnitPrice;
  return computeAmount({
    formula,
    unitPrice: area ? FEE_LIMITS_SCALED4.areaUnitPrice : usagePrice,
    extra: FEE_LIMITS_FEN.extraAmount,
    fixed: FEE_LIMITS_FEN.fixedAmount,
    tiers: [{ upTo: null, price: usagePrice }],
    // To the yuan, rounded up: the most a rounding can add.
    precision: 1,
    mode: 2,
    quantity: area ? FEE_LIMITS_SCALED4.area : FEE_LIMITS_SCALED4.usage,
  }).amount;
}

describe('charge standard bounds (decision 0023)', () => {
  it('keeps the largest line of every formula within the line limit', () => {
    for (const formula of [1, 2, 3, 4, 5] as const) expect(largestLine(formula) <= FEE_LIMITS_FEN.line, `formula ${formula}`).toBe(true);
  });
  it('keeps a line payable in one tender and a payment of 500 such lines within numeric(14,2)', () => {
    expect(YUAN_PATTERN.test(formatFen(FEE_LIMITS_FEN.line))).toBe(true);
    expect(FEE_LIMITS_FEN.line * LINES_PER_PAYMENT <= NUMERIC_14_2_MAX).toBe(true);
  });
  it('accepts a usage up to the limit and nothing negative or above', () => {
    expect(USAGE_PATTERN.test(FEE_LIMITS.usage)).toBe(true);
    for (const text of ['10000000', '-1', '1.23456', '']) expect(USAGE_PATTERN.test(text), text).toBe(false);
  });
});

describe('account bounds (decision 0047)', () => {
  it('lets one top-up pay the largest line and keeps a balance and a top-up within numeric(14,2)', () => {
    expect(FEE_LIMITS_FEN.accountAmount >= FEE_LIMITS_FEN.line).toBe(true);
    expect(FEE_LIMITS_FEN.accountAmount <= FEE_LIMITS_FEN.accountBalance).toBe(true);
    expect(FEE_LIMITS_FEN.accountBalance + FEE_LIMITS_FEN.accountAmount <= NUMERIC_14_2_MAX).toBe(true);
    expect(YUAN_PATTERN.test(FEE_LIMITS.accountAmount)).toBe(true);
  });
});
