import { z } from 'zod';
import { MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE } from '../envelope.js';
import { DEFAULT_MAX_LENGTH, hasBidiControl, hasLoneSurrogate, isAcceptablePassword, isValidIdCard, isValidMobile } from '../validation.js';
import type { Action, FieldDecl, Operation, ResourceDecl, RouteOverride } from './types.js';

export const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const DATETIME_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

/**
 * Whether `YYYY-MM-DD…` names a day the calendar has (2026-02-30 does not; issue 13). Year 0000 neither: the
 * calendar (and PostgreSQL) goes from 1 BC to AD 1.
 */
export function isRealDate(value: string): boolean {
  const [year, month, day] = [Number(value.slice(0, 4)), Number(value.slice(5, 7)), Number(value.slice(8, 10))];
  if (year < 1) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A date (or date and time) in its pattern, on a day that exists: refused with the message `realDate` otherwise. */
function calendarSchema(pattern: RegExp): z.ZodType<string> {
  // The day is checked only when the pattern holds: one message per field ("2026-99-99" is malformed, not both).
  return z.string().regex(pattern, { abort: true }).refine(isRealDate, { message: 'realDate' });
}

/**
 * The one schema of a `YYYY-MM-DD` field of any request: month 01–12 and a day the calendar has (2026-02-30 and
 * 2026-99-99 are refused as 40001 naming the field, never passed to the database; issue 21).
 */
export function calendarDate(): z.ZodType<string> {
  return calendarSchema(DATE_PATTERN);
}

/** The one schema of a `YYYY-MM-DD HH:mm:ss` field of any request: a real day and a time of day that exists. */
export function calendarDateTime(): z.ZodType<string> {
  return calendarSchema(DATETIME_PATTERN);
}

/** A `YYYY-MM` month of any request (month 01–12). */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
/**
 * The first month a request may name: China's time zone before 1901 is local mean time (UTC+8:05:43), so a month
 * before 1900 has no China midnight the rest of the system agrees on (and 0000-01 none at all).
 */
export const FIRST_MONTH = '1900-01';
export function calendarMonth(): z.ZodType<string> {
  return z
    .string()
    .regex(MONTH_PATTERN, { abort: true })
    .refine((month) => month >= FIRST_MONTH, { message: 'monthFrom1900' });
}
/** Money travels as an exact decimal string in yuan with at most two decimals (fen). */
export const MONEY_PATTERN = /^-?\d{1,13}(\.\d{1,2})?$/;

/**
 * The pattern of one money field: `scale` places (default 2, the fen; 4 for a unit price or a rate), negative
 * only when the field has no `min` of 0 or more. Never parsed to a JavaScript number (fee/money/money.ts).
 */
export function moneyPattern(field: Pick<FieldDecl, 'scale' | 'min'>): RegExp {
  const places = field.scale ?? 2;
  const sign = field.min !== undefined && field.min >= 0 ? '' : '-?';
  return new RegExp(`^${sign}\\d{1,${places > 2 ? 10 : 13}}(\\.\\d{1,${places}})?$`);
}
export const SEARCH_TEXT_MAX = 50;
/** Opaque keyset position of the previous page's last row (`nextCursor` of a PageResult). */
export const CURSOR_MAX = 200;
export const MAX_IN_VALUES = 100;

export function permissionCode(decl: Pick<ResourceDecl, 'module' | 'name'>, action: Action): string {
  return `${decl.module}:${decl.name}:${action}`;
}

/** Default length limit of a json field's value, serialized. */
export const JSON_MAX_LENGTH = 2_000;

export function maxLengthOf(field: FieldDecl): number {
  return field.maxLength ?? (field.kind === 'textarea' ? 500 : field.kind === 'json' ? JSON_MAX_LENGTH : DEFAULT_MAX_LENGTH);
}

/** A plain JSON object (not an array, not null, not a scalar). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The refusal of a json field's value, or null when it is acceptable: `jsonObject` (not an object: an array,
 * a scalar, text) or `jsonLength` (longer than the limit once serialized). The API and the console both use it.
 */
export function jsonValueProblem(field: FieldDecl, value: unknown): 'jsonObject' | 'jsonLength' | null {
  if (!isJsonObject(value)) return 'jsonObject';
  return JSON.stringify(value).length > maxLengthOf(field) ? 'jsonLength' : null;
}

/** Whether the client may write the field on create (`create`) or update (`update`). */
export function isWritable(field: FieldDecl, on: 'create' | 'update'): boolean {
  if (field.kind === 'id') return false;
  const role = field.form ?? 'edit';
  return role === 'edit' || (role === 'create' && on === 'create');
}

function enumValueSchema(field: FieldDecl): z.ZodType {
  const values = (field.options ?? []).map((o) => o.value);
  if (values.length === 0) throw new Error(`enum field ${field.label.en} declares no options`);
  const literals = values.map((v) => z.literal(v));
  return literals.length === 1 ? literals[0]! : z.union(literals as unknown as [z.ZodLiteral, z.ZodLiteral, ...z.ZodLiteral[]]);
}

/** The schema of one value of the field, as the client sends it (required-ness handled by the caller). */
export function fieldValueSchema(field: FieldDecl): z.ZodType {
  const text = () =>
    z
      .string()
      .trim()
      .max(maxLengthOf(field))
      .refine((value) => !hasLoneSurrogate(value), { message: 'loneSurrogate' });
  let single: z.ZodType;
  switch (field.kind) {
    case 'id':
    case 'reference':
      single = z.number().int().positive().max(2_147_483_647);
      break;
    case 'text':
    case 'dict':
      single = text().refine((value) => !hasBidiControl(value), { message: 'bidiControl' });
      break;
    case 'textarea':
      single = text();
      break;
    case 'image':
    case 'file':
      single = z.string().trim().max(300);
      break;
    case 'integer': {
      let n = z.number().int().min(-2_147_483_648).max(2_147_483_647);
      if (field.min !== undefined) n = n.min(field.min);
      if (field.max !== undefined) n = n.max(field.max);
      single = n;
      break;
    }
    case 'decimal': {
      let n = z.number().finite();
      if (field.min !== undefined) n = n.min(field.min);
      if (field.max !== undefined) n = n.max(field.max);
      single = n;
      break;
    }
    case 'money':
      single = z
        .string()
        .trim()
        .refine((value) => moneyPattern(field).test(value), { message: (field.scale ?? 2) > 2 ? 'money4' : 'money' });
      break;
    case 'boolean':
      single = z.boolean();
      break;
    case 'enum':
      single = enumValueSchema(field);
      break;
    case 'date':
      single = calendarSchema(DATE_PATTERN);
      break;
    case 'datetime':
      single = calendarSchema(DATETIME_PATTERN);
      break;
    case 'phone':
      single = z.string().trim().refine(isValidMobile, { message: 'mobile' });
      break;
    case 'email':
      single = z
        .string()
        .trim()
        .max(maxLengthOf({ ...field, maxLength: field.maxLength ?? 100 }))
        .pipe(z.email());
      break;
    case 'idCard':
      single = z.string().trim().toUpperCase().refine(isValidIdCard, { message: 'idCard' });
      break;
    case 'password':
      single = z.string().refine(isAcceptablePassword, { message: 'password' });
      break;
    case 'json':
      // One check names the problem; the length limit travels in the issue's params.
      single = z.unknown().superRefine((value, ctx) => {
        const problem = jsonValueProblem(field, value);
        if (problem)
          ctx.addIssue({
            code: 'custom',
            message: problem,
            input: value,
            ...(problem === 'jsonLength' ? { params: { maximum: maxLengthOf(field) } } : {}),
          });
      }) as unknown as z.ZodType;
      break;
  }
  return field.multiple ? z.array(single).max(MAX_IN_VALUES) : single;
}

/** Empty strings from cleared inputs mean "no value". */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

function writableFieldSchema(field: FieldDecl, on: 'create' | 'update'): z.ZodType {
  const value = fieldValueSchema(field);
  // Required with a default: a create may leave it out (the default applies), an update too (it stays); never null.
  if (field.required && field.default !== undefined) {
    return z.preprocess(blankToNull, on === 'create' ? value.optional().default(field.default as never) : value.optional());
  }
  if (field.required && !(on === 'update' && field.secret)) {
    return z.preprocess(blankToNull, value);
  }
  return z.preprocess(blankToNull, value.nullable().optional());
}

/** Body of `POST {basePath}` (create): every writable field, nothing else. */
export function createSchema(decl: ResourceDecl): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(decl.fields))
    if (isWritable(field, 'create')) shape[name] = writableFieldSchema(field, 'create');
  return z.strictObject(shape);
}

/**
 * Body of `PUT {basePath}/{id}` (update): the fields writable after creation; secrets may be left out. When the
 * update route has no `{id}` in its path (the spec's `PUT /api/admin/user/update`), the body carries the id.
 */
export function updateSchema(decl: ResourceDecl): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  if (!routeHasId(routeOf(decl, 'update'))) shape.id = z.number().int().positive().max(2_147_483_647);
  for (const [name, field] of Object.entries(decl.fields))
    if (isWritable(field, 'update')) shape[name] = writableFieldSchema(field, 'update');
  // A row sent back as it was read carries the names the API gave beside its references' ids: accepted, never
  // written (the engine writes declared fields only).
  for (const [name] of labelledReferences(decl)) shape[referenceLabelKey(name)] = z.string().nullable().optional();
  return z.strictObject(shape);
}

/** Method and path of a generic operation: the declaration's override, else the convention. */
export function routeOf(decl: Pick<ResourceDecl, 'basePath' | 'paths'>, op: Operation): RouteOverride {
  const override = decl.paths?.[op];
  if (override) return override;
  const base = decl.basePath;
  switch (op) {
    case 'page':
      return { method: 'POST', path: `${base}/query/page` };
    case 'get':
      return { method: 'GET', path: `${base}/{id}` };
    case 'create':
      return { method: 'POST', path: base };
    case 'update':
      return { method: 'PUT', path: `${base}/{id}` };
    case 'delete':
      return { method: 'DELETE', path: `${base}/{id}` };
    case 'tree':
      return { method: 'POST', path: `${base}/tree` };
    case 'export':
      return { method: 'POST', path: `${base}/export` };
    case 'import':
      return { method: 'POST', path: `${base}/import` };
    case 'template':
      return { method: 'GET', path: `${base}/template` };
    case 'lookup':
      return { method: 'POST', path: `${base}/lookup` };
  }
}

export function routeHasId(route: RouteOverride): boolean {
  return route.path.includes('{id}');
}

function searchValueSchema(field: FieldDecl): z.ZodType {
  switch (field.search) {
    case 'like':
      return z.string().trim().max(SEARCH_TEXT_MAX);
    case 'in':
      return z.array(fieldValueSchema({ ...field, multiple: false })).max(MAX_IN_VALUES);
    case 'range': {
      const bound =
        field.kind === 'date' ? calendarSchema(DATE_PATTERN) : field.kind === 'datetime' ? calendarSchema(DATETIME_PATTERN) : z.number();
      return z.tuple([bound.nullable(), bound.nullable()]);
    }
    default:
      return fieldValueSchema({ ...field, multiple: false });
  }
}

export function sortableFields(decl: ResourceDecl): string[] {
  return Object.entries(decl.fields)
    .filter(([, field]) => field.sortable)
    .map(([name]) => name);
}

export function searchFields(decl: ResourceDecl): [string, FieldDecl][] {
  return Object.entries(decl.fields).filter(([, field]) => field.search !== undefined);
}

/**
 * Body of `POST {basePath}/query/page`: paging (page from 1; limit clamped to 10 000), an allowlisted sort,
 * one optional filter per search field, and optionally the previous page's `nextCursor` (the next page is then
 * read from that position instead of counted from the start). Unknown keys are refused.
 */
export function pageQuerySchema(decl: ResourceDecl): z.ZodObject {
  const sortable = sortableFields(decl);
  const shape: Record<string, z.ZodType> = {
    page: z.number().int().min(1).max(1_000_000).default(1),
    limit: z
      .number()
      .int()
      .min(1)
      .default(DEFAULT_PAGE_SIZE)
      .transform((n) => Math.min(n, MAX_PAGE_SIZE)),
    sort: sortable.length > 0 ? z.enum(sortable as [string, ...string[]]).optional() : z.never().optional(),
    order: z.enum(['asc', 'desc']).optional(),
    cursor: z
      .string()
      .max(CURSOR_MAX)
      .regex(/^[A-Za-z0-9_-]+$/)
      .optional(),
  };
  if (decl.tree) shape[decl.tree.parentField] = z.number().int().min(0).max(2_147_483_647).nullable().optional();
  for (const [name, field] of searchFields(decl)) shape[name] = z.preprocess(blankToNull, searchValueSchema(field).nullable().optional());
  return z.strictObject(shape);
}

/** Output type of one field (what the API returns): dates and money as strings, references as ids. */
function outputValueSchema(field: FieldDecl): z.ZodType {
  switch (field.kind) {
    case 'id':
    case 'reference':
    case 'integer':
      return field.multiple ? z.array(z.number()) : z.number();
    case 'decimal':
      return z.number();
    case 'boolean':
      return z.boolean();
    case 'json':
      return z.record(z.string(), z.unknown());
    case 'enum':
      return field.multiple ? z.array(z.union([z.string(), z.number()])) : z.union([z.string(), z.number()]);
    default:
      return field.multiple ? z.array(z.string()) : z.string();
  }
}

/** One row as the API returns it: every non-secret field, nullable unless it is the id. */
/** The row key under which the API names a reference field's record beside its id: `floorId` → `floorIdLabel`. */
export function referenceLabelKey(name: string): string {
  return `${name}Label`;
}

/** The reference fields whose records the API names beside their ids: the stored ones (not virtual). */
export function labelledReferences(decl: ResourceDecl): [string, FieldDecl][] {
  return Object.entries(decl.fields).filter(
    ([, field]) => field.kind === 'reference' && field.ref !== undefined && !field.virtual && !field.secret,
  );
}

export function rowSchema(decl: ResourceDecl): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(decl.fields)) {
    if (field.secret) continue;
    const value = outputValueSchema(field);
    shape[name] = field.kind === 'id' ? value : value.nullable();
  }
  // The referenced record's title (the engine's labels.ts); null when nothing is referenced.
  for (const [name] of labelledReferences(decl)) shape[referenceLabelKey(name)] = z.string().nullable().optional();
  return z.object(shape);
}

export function actionsOf(decl: ResourceDecl): { action: Action; code: string }[] {
  return decl.actions.map((action) => ({ action, code: permissionCode(decl, action) }));
}
