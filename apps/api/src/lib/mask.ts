const SECRET_KEY = /pass(word)?|pwd|token|secret|authorization|credential/i;
const ID_NUMBER_KEY = /id_?card|id_?number|id_?no|identity/i;
const MAX_STRING = 500;
const MAX_DEPTH = 5;

/** Keeps the first 3 and last 4 characters of an identity number. */
export function maskIdNumber(value: string): string {
  return value.length <= 7 ? '*'.repeat(value.length) : `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}`;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Encodes CR and LF so a logged value cannot forge extra log lines; long strings are cut. A NUL becomes `\0` and a
 * lone UTF-16 surrogate U+FFFD, as PostgreSQL stores neither in text or jsonb: a refused request that carried one
 * (issue 21's fuzzing) made the whole operation-log batch fail, and its rows were written one by one or lost.
 */
export function encodeNewlines(value: string): string {
  const cut = value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  return cut.replace(/\r/g, '\\r').replace(/\n/g, '\\n').replaceAll('\u0000', '\\0').replace(LONE_SURROGATE, '\ufffd');
}

/** A copy of a request body or query fit for the operation log: secrets hidden, ID numbers masked. */
export function maskForLog(value: unknown, key = '', depth = 0): unknown {
  if (value === null || value === undefined) return value;
  if (SECRET_KEY.test(key)) return '***';
  if (typeof value === 'string') return encodeNewlines(ID_NUMBER_KEY.test(key) ? maskIdNumber(value) : value);
  if (typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => maskForLog(item, key, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [encodeNewlines(k), maskForLog(v, k, depth + 1)]));
}
