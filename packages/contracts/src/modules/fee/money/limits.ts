import { parseFen, parseScaled4, type Fen, type Scaled4 } from './money.js';

/**
 * What a charge standard may hold, so that every bill line it can produce fits the ledger (decision 0023).
 *
 * The ledger's limits: a line's amount, a posting and a payment's total are numeric(14,2) (below 10^12 yuan); a
 * request amount is at most 11 integer digits (`YUAN_PATTERN`, below 10^11 yuan); a payment takes at most 500 lines.
 * A line is capped at 10^9 yuan, so one line is always payable in one tender and 500 of them (5 × 10^11) still fit a
 * payment's total.
 *
 * A line is `quantity × unit price + extra` (or the fixed amount), rounded once up to at most one yuan more; the
 * cycle's months do not multiply it (a line is one cycle, decision 0018). The largest quantities:
 * - an area: 100 000 m² (what a house accepts, contracts door/apartment.ts);
 * - a usage: 9 999 999.9999 units in one line (a reading's usage, a preview's usage).
 * So: 100 000 × 9 000 + 10 000 000 + 1 < 10^9 and 9 999 999.9999 × 90 + 10 000 000 + 1 < 10^9.
 */
export const FEE_LIMITS = {
  /** The largest bill line any standard can produce, yuan. */
  line: '1000000000.00',
  /** The largest area a line is computed from, m². */
  area: '100000.00',
  /** The largest usage one line is computed from. */
  usage: '9999999.9999',
  /** Unit price of the area formulas (per m²). */
  areaUnitPrice: '9000.0000',
  /** Unit price (and each tier's price) of the usage formulas (per unit). */
  usageUnitPrice: '90.0000',
  extraAmount: '10000000.00',
  fixedAmount: '1000000000.00',
  /** The most one top-up or deposit received may bring in, yuan: one of them pays the largest line. */
  accountAmount: '1000000000.00',
  /** The most an account (prepayment, deposit, guarantee) may hold, yuan (decision 0047). */
  accountBalance: '10000000000.00',
} as const;

export const FEE_LIMITS_FEN: { line: Fen; extraAmount: Fen; fixedAmount: Fen; accountAmount: Fen; accountBalance: Fen } = {
  line: parseFen(FEE_LIMITS.line),
  extraAmount: parseFen(FEE_LIMITS.extraAmount),
  fixedAmount: parseFen(FEE_LIMITS.fixedAmount),
  accountAmount: parseFen(FEE_LIMITS.accountAmount),
  accountBalance: parseFen(FEE_LIMITS.accountBalance),
};
export const FEE_LIMITS_SCALED4: { area: Scaled4; usage: Scaled4; areaUnitPrice: Scaled4; usageUnitPrice: Scaled4 } = {
  area: parseScaled4(FEE_LIMITS.area),
  usage: parseScaled4(FEE_LIMITS.usage),
  areaUnitPrice: parseScaled4(FEE_LIMITS.areaUnitPrice),
  usageUnitPrice: parseScaled4(FEE_LIMITS.usageUnitPrice),
};

/** A usage the API accepts: not negative, at most four places, at most `FEE_LIMITS.usage` (seven integer digits). */
export const USAGE_PATTERN = /^\d{1,7}(\.\d{1,4})?$/;
