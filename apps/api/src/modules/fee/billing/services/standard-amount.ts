import {
  computeAmount,
  parseFen,
  parseScaled4,
  type FeeFormula,
  type FormulaResult,
  type Precision,
  type RoundingMode,
  type Scaled4,
} from '@cvap/contracts';
import type { feeStandards } from '../schema.js';
import { parseTiers } from '../standard-hooks.js';

/** A stored standard's amount for a quantity (area or usage), by its formula, rounded once by its precision and mode. */
export function standardAmount(standard: typeof feeStandards.$inferSelect, quantity: Scaled4): FormulaResult {
  return computeAmount({
    formula: standard.formula as FeeFormula,
    unitPrice: parseScaled4(standard.unitPrice),
    extra: parseFen(standard.extraAmount),
    fixed: parseFen(standard.fixedAmount),
    tiers: parseTiers(standard.tiers) ?? [],
    precision: standard.precision as Precision,
    mode: standard.roundingMode as RoundingMode,
    quantity,
  });
}
