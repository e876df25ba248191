/**
 * Values for the OpenAPI-driven fuzz suite (openapi-fuzz.test.ts): a small seeded PRNG, a plausible value for a
 * JSON schema (so one mutated field reaches the handler), and the boundary and invalid values of each type.
 */

import { createRng, pick, type Rng } from '../../src/db/seed/people-data.js';

/** The demo seed's PRNG (mulberry32): a fixed seed gives the same sequence on every run, so a failure is reproducible. */
export const seededRandom = createRng;
export { pick, type Rng };

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
  default?: unknown;
  $ref?: string;
}

/** Strings that satisfy the patterns the contracts use (dates, money, mobiles, card numbers, codes, …). */
const PATTERN_CANDIDATES = [
  'abc',
  'ABC_1',
  '2026-06-15',
  '2026-06-15 10:00:00',
  '2026-06',
  '10:00',
  '10:00:00',
  '12.50',
  '1',
  '13800138000',
  '1234567890',
  '110101199003071234',
  '11010119900307123X',
  '0'.repeat(64),
  'a1b2c3',
  '192.168.1.10',
  'https://example.com/a',
  'abc@example.com',
  '0 0 2 * * ?',
];

function branches(schema: JsonSchema): JsonSchema[] {
  return schema.anyOf ?? schema.oneOf ?? [];
}

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  return undefined;
}

/** A value the schema most likely accepts (refinements aside), built small. */
export function plausible(schema: JsonSchema, rng: Rng, depth = 0): unknown {
  if (schema.enum?.length) return pick(rng, schema.enum);
  const options = branches(schema);
  if (options.length) return plausible(pick(rng, options), rng, depth);
  if (schema.allOf?.length) return plausible(schema.allOf[0]!, rng, depth);
  switch (typeOf(schema)) {
    case 'integer':
    case 'number': {
      // Small ids, so a body names real rows of the seed now and then (a standard of each formula, …).
      const low = typeof schema.minimum === 'number' ? schema.minimum + (schema.exclusiveMinimum === true ? 1 : 0) : 1;
      return Math.min(Math.max(low, pick(rng, [1, 1, 2, 3, 4, 5])), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'date-time') return '2026-06-15T10:00:00+08:00';
      if (schema.format === 'date') return '2026-06-15';
      const min = schema.minLength ?? 0;
      const max = schema.maxLength ?? 100;
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern, 'u');
        const fit = PATTERN_CANDIDATES.find((c) => pattern.test(c) && c.length >= min && c.length <= max);
        if (fit) return fit;
      }
      return 'fuzz'.padEnd(min, 'z').slice(0, Math.max(max, min));
    }
    case 'array': {
      if (depth > 4 || !schema.items) return [];
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () => plausible(schema.items!, rng, depth + 1));
    }
    case 'object': {
      const result: Record<string, unknown> = {};
      if (depth > 4) return result;
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        // Every required field, and about half of the optional ones.
        if (schema.required?.includes(key) || rng() < 0.5) result[key] = plausible(property, rng, depth + 1);
      }
      return result;
    }
    default:
      return 'fuzz';
  }
}

const LONG = 'x'.repeat(100_000);

/** Boundary and invalid values any field may get, whatever its type (wrong types included). */
const ANY_TYPE: unknown[] = [null, true, [], {}, 'abc', -1];
const NUMBERS: unknown[] = [
  -1,
  0,
  0.001,
  1.5,
  -0.001,
  1e20,
  2 ** 63,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 1,
  1e-7,
  '1',
  '',
];
const STRINGS: unknown[] = [
  '',
  ' ',
  LONG,
  'a\u0000b',
  '2026-02-30',
  '2026-99-99',
  '0000-01-01',
  '2027-02-30 00:00:00',
  '2026-13-45 25:61:61',
  '2026-02',
  '2026-13',
  '-1',
  '0',
  '0.001',
  '-0.01',
  '1e309',
  'NaN',
  '9999999999.9999',
  '99999999999999999999.99',
  '9223372036854775808',
  "' OR 1=1 --",
  '%_\\',
  '\ud800',
  '😀'.repeat(30),
  '<script>alert(1)</script>',
  '../../etc/passwd',
  1,
];
const BOOLEANS: unknown[] = ['true', 1, 0, 'yes'];

/**
 * Values the schema lets through but that sit on its edges: the bounds of a number, the longest string, the
 * hostile strings its pattern accepts ('-1', '0.001', '9999999999.9999' for a money pattern). These reach the
 * handler, where a 500 would come from.
 */
export function edges(schema: JsonSchema): unknown[] {
  const options = branches(schema);
  if (options.length) return edges(options.find((o) => typeOf(o) && typeOf(o) !== 'null') ?? options[0]!);
  switch (typeOf(schema)) {
    case 'integer':
    case 'number': {
      const values = [schema.minimum, schema.maximum, 0, -1, 1].filter((v): v is number => typeof v === 'number');
      return values.filter(
        (v) =>
          (schema.minimum === undefined || v > schema.minimum || (v === schema.minimum && schema.exclusiveMinimum !== true)) &&
          (schema.maximum === undefined || v <= schema.maximum),
      );
    }
    case 'string': {
      const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : null;
      const max = schema.maxLength ?? Infinity;
      const fits = STRINGS.filter((v): v is string => typeof v === 'string' && v.length <= max && v.length >= (schema.minLength ?? 0));
      const matching = pattern ? fits.filter((v) => pattern.test(v)) : fits;
      if (!pattern && Number.isFinite(max)) matching.push('字'.repeat(max), `${'x'.repeat(max - 1)}\u0000`);
      return matching;
    }
    default:
      return [];
  }
}

/** A boundary or invalid value for a field of this schema. */
export function hostile(schema: JsonSchema, rng: Rng): unknown {
  const options = branches(schema);
  const target = options.length ? (options.find((o) => typeOf(o) && typeOf(o) !== 'null') ?? options[0]!) : schema;
  const edge = edges(target);
  if (edge.length && rng() < 0.5) return pick(rng, edge);
  if (rng() < 0.15) return pick(rng, ANY_TYPE);
  switch (typeOf(target)) {
    case 'integer':
    case 'number':
      return pick(rng, NUMBERS);
    case 'string':
      return pick(rng, STRINGS);
    case 'boolean':
      return pick(rng, BOOLEANS);
    case 'array': {
      const item = target.items ? plausible(target.items, rng) : 1;
      return pick(rng, [[], [null], ['x', 1], Array.from({ length: 2000 }, () => item), [hostile(target.items ?? {}, rng)]]);
    }
    case 'object':
      return pick(rng, [[], 'x', { zzUnknown: 1 }]);
    default:
      return pick(rng, [...STRINGS, ...NUMBERS]);
  }
}

/** Every path to a field of an object value (nested objects and the first item of arrays included). */
export function fieldPaths(
  schema: JsonSchema,
  prefix: (string | number)[] = [],
  depth = 0,
): { path: (string | number)[]; schema: JsonSchema }[] {
  if (depth > 4) return [];
  const target = branches(schema).find((o) => typeOf(o) === 'object' || typeOf(o) === 'array') ?? schema;
  const found: { path: (string | number)[]; schema: JsonSchema }[] = [];
  if (typeOf(target) === 'object') {
    for (const [key, property] of Object.entries(target.properties ?? {})) {
      found.push({ path: [...prefix, key], schema: property }, ...fieldPaths(property, [...prefix, key], depth + 1));
    }
  } else if (typeOf(target) === 'array' && target.items) {
    found.push(...fieldPaths(target.items, [...prefix, 0], depth + 1));
  }
  return found;
}

/** A deep copy of `value` with the field at `path` set (objects and arrays made along the way). */
export function withField(value: unknown, path: (string | number)[], field: unknown): unknown {
  if (!path.length) return field;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const array = Array.isArray(value) ? [...(value as unknown[])] : [];
    array[head] = withField(array[head], rest, field);
    return array;
  }
  const object = value && typeof value === 'object' && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};
  object[head!] = withField(object[head!], rest, field);
  return object;
}
