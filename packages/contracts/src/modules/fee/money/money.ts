/**
 * Exact money (docs/decisions/0018-fee-money-and-bill-lines.md). No binary floating point touches an amount:
 *
 * - a stored amount is integer fen (`bigint`), written and read as a decimal string in yuan with at most two
 *   places (`"444.20"`, the API's and the `numeric(14,2)` columns' form);
 * - a unit price or a formula's intermediate value is a scaled integer with four places (`Scaled4`, ten-thousandths
 *   of a yuan), written as a string with at most four places (`"0.5283"`);
 * - a bill line is rounded once, from its four-place value, by its standard's precision (1 yuan, 2 jiao, 3 fen)
 *   and rounding mode (1 half-up, 2 up, 3 down; away from zero / towards zero for negative values, as Java's
 *   BigDecimal HALF_UP, UP and DOWN).
 *
 * Every sum adds stored (rounded) fen.
 */

/** Integer fen (1/100 yuan). */
export type Fen = bigint;
/** Integer ten-thousandths of a yuan (or of a unit: a price, an area, a usage) — four decimal places. */
export type Scaled4 = bigint;

/** Spec section 9: 1 to the yuan, 2 to the jiao, 3 to the fen. */
export type Precision = 1 | 2 | 3;
/** Spec section 9: 1 half-up, 2 up (away from zero), 3 down (towards zero). */
export type RoundingMode = 1 | 2 | 3;

export const PRECISIONS: readonly Precision[] = [1, 2, 3];
export const ROUNDING_MODES: readonly RoundingMode[] = [1, 2, 3];

/** A stored amount the API accepts: yuan with at most two places, at most 13 integer digits. */
export const AMOUNT_PATTERN = /^-?\d{1,13}(\.\d{1,2})?$/;
/** A unit price or quantity the API accepts: at most four places, at most 10 integer digits. */
export const SCALED4_PATTERN = /^-?\d{1,10}(\.\d{1,4})?$/;

/** Why a text is not an amount (the API maps each to a message in the user's language). */
export type MoneyParseError = 'format' | 'fractionalFen' | 'tooManyPlaces' | 'negative' | 'tooLarge';

export class MoneyError extends Error {
  constructor(
    readonly reason: MoneyParseError,
    readonly text: string,
  ) {
    super(`not an exact amount (${reason}): ${JSON.stringify(text)}`);
    this.name = 'MoneyError';
  }
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;
const MAX_INTEGER_DIGITS = 15;

function pow10(places: number): bigint {
  return 10n ** BigInt(places);
}

/**
 * A decimal text as an integer scaled by 10^places, exactly. More places than `places` are refused (never
 * rounded here: rounding happens once, in `roundScaled`), except zeros (`"1.2300"` at 2 places is 123).
 */
export function parseScaled(text: string, places: number, options: { allowNegative?: boolean } = {}): bigint {
  const trimmed = text.trim();
  const match = DECIMAL.exec(trimmed);
  if (!match) throw new MoneyError('format', text);
  const [, sign, whole, fraction = ''] = match;
  if (whole!.length > MAX_INTEGER_DIGITS) throw new MoneyError('tooLarge', text);
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > places) throw new MoneyError(places === 2 ? 'fractionalFen' : 'tooManyPlaces', text);
  const value = BigInt(whole!) * pow10(places) + (significant ? BigInt(significant.padEnd(places, '0')) : 0n);
  if (sign === '-' && value !== 0n && !options.allowNegative) throw new MoneyError('negative', text);
  return sign === '-' ? -value : value;
}

/** Yuan text (`"444.20"`, at most two places) → fen. Negative refused unless allowed. */
export function parseFen(text: string, options: { allowNegative?: boolean } = {}): Fen {
  return parseScaled(text, 2, options);
}

/** A unit price, area or usage text (at most four places) → ten-thousandths. */
export function parseScaled4(text: string, options: { allowNegative?: boolean } = {}): Scaled4 {
  return parseScaled(text, 4, options);
}

/** An integer scaled by 10^places as decimal text with exactly `places` places (`formatScaled(44420n, 2)` → `"444.20"`). */
export function formatScaled(value: bigint, places: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = digits.slice(digits.length - places);
  return `${negative ? '-' : ''}${whole}${places > 0 ? `.${fraction}` : ''}`;
}

/** Fen as yuan text with two places. */
export function formatFen(fen: Fen): string {
  return formatScaled(fen, 2);
}

/** Ten-thousandths as text with four places. */
export function formatScaled4(value: Scaled4): string {
  return formatScaled(value, 4);
}

/** `numerator / divisor` as an integer, rounded by `mode` (divisor > 0). */
export function divideRounded(numerator: bigint, divisor: bigint, mode: RoundingMode): bigint {
  if (divisor <= 0n) throw new RangeError('divisor must be positive');
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  let quotient = magnitude / divisor;
  const remainder = magnitude % divisor;
  if (remainder !== 0n) {
    if (mode === 2) quotient += 1n;
    else if (mode === 1 && remainder * 2n >= divisor) quotient += 1n;
  }
  return negative ? -quotient : quotient;
}

/** Decimal places kept by a precision: 1 yuan → 0, 2 jiao → 1, 3 fen → 2. */
export function placesOf(precision: Precision): number {
  return precision - 1;
}

/**
 * Round a value scaled by 10^places once to the standard's precision and mode; the result is fen (a yuan
 * precision gives a multiple of 100, a jiao precision a multiple of 10).
 */
export function roundScaled(value: bigint, places: number, precision: Precision, mode: RoundingMode): Fen {
  const kept = placesOf(precision);
  if (places <= kept) return value * pow10(2 - places);
  const step = divideRounded(value, pow10(places - kept), mode);
  return step * pow10(2 - kept);
}

/** A four-place intermediate rounded once to fen by precision and mode. */
export function roundToFen(value: Scaled4, precision: Precision, mode: RoundingMode): Fen {
  return roundScaled(value, 4, precision, mode);
}

/**
 * a × b of two four-place values, kept at four places (the exact product has eight; the intermediate is cut to
 * four half-up, as a formula's intermediate value is defined to four places).
 */
export function multiply4(a: Scaled4, b: Scaled4): Scaled4 {
  return divideRounded(a * b, 10_000n, 1);
}

/** A stored amount (fen) as a four-place value. */
export function fenToScaled4(fen: Fen): Scaled4 {
  return fen * 100n;
}

/** Sum of stored amounts. */
export function sumFen(values: Iterable<Fen>): Fen {
  let total = 0n;
  for (const value of values) total += value;
  return total;
}

/** One step of tiered prices: usage up to `upTo` (inclusive, four places; null = no limit) at `price`. */
export interface PriceTier {
  upTo: Scaled4 | null;
  price: Scaled4;
}

/**
 * Usage priced by tiers (zhaoxinpms' example: 0–230 kWh at 0.5283, 231–400 at 0.5783, above at 0.8783): each
 * tier prices the part of the usage that falls in it. Tiers must ascend; the last one should have no limit (usage
 * beyond the last limit is priced at the last tier's price).
 */
export function tieredAmount(usage: Scaled4, tiers: readonly PriceTier[]): Scaled4 {
  if (tiers.length === 0) throw new RangeError('no tiers');
  let total = 0n;
  let lower = 0n;
  for (const [index, tier] of tiers.entries()) {
    const last = index === tiers.length - 1;
    const upper = tier.upTo === null || last ? usage : tier.upTo < usage ? tier.upTo : usage;
    if (upper > lower) total += multiply4(upper - lower, tier.price);
    if (tier.upTo === null || usage <= tier.upTo) break;
    lower = tier.upTo;
  }
  return total;
}

/** Formula codes of a fee standard (spec section 9's computing formula). */
export type FeeFormula = 1 | 2 | 3 | 4 | 5;
export const FORMULA = {
  /** built-up area × unit price + extra */
  builtUpArea: 1,
  /** inner area × unit price + extra */
  innerArea: 2,
  /** a fixed amount */
  fixed: 3,
  /** meter usage × unit price + extra */
  meterUsage: 4,
  /** meter usage priced by tiers + extra */
  tieredUsage: 5,
} as const satisfies Record<string, FeeFormula>;

export interface FormulaInput {
  formula: FeeFormula;
  unitPrice: Scaled4;
  extra: Fen;
  fixed: Fen;
  tiers: readonly PriceTier[];
  precision: Precision;
  mode: RoundingMode;
  /** The object's area (built-up or inner, by formula) or the usage, four places. */
  quantity: Scaled4;
}

export interface FormulaResult {
  /** The four-place intermediate. */
  computed: Scaled4;
  /** The bill line's amount, rounded once. */
  amount: Fen;
}

/** One bill line's amount: the formula at four places, rounded once by the standard. */
export function computeAmount(input: FormulaInput): FormulaResult {
  let computed: Scaled4;
  switch (input.formula) {
    case 1:
    case 2:
    case 4:
      computed = multiply4(input.quantity, input.unitPrice) + fenToScaled4(input.extra);
      break;
    case 3:
      computed = fenToScaled4(input.fixed);
      break;
    case 5:
      computed = tieredAmount(input.quantity, input.tiers) + fenToScaled4(input.extra);
      break;
  }
  return { computed, amount: roundToFen(computed, input.precision, input.mode) };
}
