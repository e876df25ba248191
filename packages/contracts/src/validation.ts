import { z } from 'zod';

/** Spec section 5: 11 digits, starting with 1 then 3 to 9. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const DEFAULT_MAX_LENGTH = 20;

export function isValidMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}

/**
 * Characters that reorder how text is shown (U+202A–U+202E embeddings and overrides, U+2066–U+2069 isolates,
 * U+200E/U+200F and U+061C marks): in a code or a name they make one value print as another (a label's "A-01"
 * showing as "10-A"), so a single-line text refuses them.
 */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;
/** A UTF-16 surrogate without its pair: no character at all (PostgreSQL and every printer refuse it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasBidiControl(value: string): boolean {
  return BIDI_CONTROL.test(value);
}

export function hasLoneSurrogate(value: string): boolean {
  return LONE_SURROGATE.test(value);
}

/** 8 to 64 characters with at least one letter and one digit. */
export function isAcceptablePassword(value: string): boolean {
  return value.length >= 8 && value.length <= 64 && /[A-Za-z]/.test(value) && /\d/.test(value);
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** The check character of an 18-digit resident identity number (GB 11643). */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * ID_WEIGHTS[i]!;
  return ID_CHECK[sum % 11]!;
}

export function isValidIdCard(value: string): boolean {
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  const month = Number(value.slice(10, 12));
  const day = Number(value.slice(12, 14));
  if (month < 1 || month > 12 || day < 1 || day > 31) return false;
  return idCardCheckChar(value.slice(0, 17)) === value[17];
}

/** A trimmed optional mobile number: empty is allowed, anything else must match the pattern. */
export const OptionalMobileSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || isValidMobile(v), { message: 'mobile' })
  .optional();
