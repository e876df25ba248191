import dayjs, { type Dayjs } from 'dayjs';
import type { FieldDecl } from '@cvap/contracts';
import { fieldsOf, type AnyResourceDecl } from './decl.js';
import { isWritable } from '@cvap/contracts';
import { DateFormats } from './date-range.js';
import { DialogMode, parseJsonText } from './form-rules.js';

const DATE_KINDS: ReadonlySet<FieldDecl['kind']> = new Set(['date', 'datetime']);

/** The fields a dialog shows: everything but hidden ones (the id is shown read-only in detail mode only). */
export function dialogFields(decl: AnyResourceDecl, mode: DialogMode): [string, FieldDecl][] {
  return fieldsOf(decl).filter(([, field]) => {
    if (field.kind === 'id') return false;
    if (field.form === 'hidden') return false;
    if (field.form === 'readonly') return mode === DialogMode.detail;
    if (field.secret) return mode !== DialogMode.detail;
    return true;
  });
}

/** Whether the field can be changed in this mode (a create-only field is fixed once the record exists). */
export function isEditableIn(field: FieldDecl, mode: DialogMode): boolean {
  if (mode === DialogMode.detail) return false;
  return isWritable(field, mode === DialogMode.edit ? 'update' : 'create');
}

/** A row as the form holds it: dates as dayjs values, secrets empty; clone keeps everything but the id. */
export function toFormValues(decl: AnyResourceDecl, row: Record<string, unknown> | null): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (!row) return values;
  for (const [name, field] of fieldsOf(decl)) {
    if (field.secret || field.kind === 'id') continue;
    const value = row[name];
    if (DATE_KINDS.has(field.kind) && typeof value === 'string' && value !== '') values[name] = dayjs(value);
    else if (field.kind === 'json') values[name] = value === null || value === undefined ? '' : JSON.stringify(value, null, 2);
    else if (value !== undefined) values[name] = value;
  }
  return values;
}

/** What an add dialog starts with: the declared defaults (the screen's own initial values go over them). */
export function addFormDefaults(decl: AnyResourceDecl): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of fieldsOf(decl)) if (field.default !== undefined && isWritable(field, 'create')) values[name] = field.default;
  return values;
}

function formatValue(field: FieldDecl, value: unknown): unknown {
  if (value === undefined || value === '') return null;
  // JSON text as the object it holds (the form's rule has checked it parses to one).
  if (field.kind === 'json') return typeof value === 'string' ? (value.trim() === '' ? null : (parseJsonText(value) ?? value)) : value;
  if (dayjs.isDayjs(value)) return (value as Dayjs).format(field.kind === 'date' ? DateFormats.date : DateFormats.datetime);
  if (typeof value === 'string' && field.kind !== 'password') return value.trim() === '' ? null : value.trim();
  return value;
}

/**
 * The request body of a save: only the fields this action may write (add and clone create a new record, so
 * the id is never sent: mode 3 clears it), dates formatted, text trimmed; an empty value is left out on create
 * (the server's default applies) and sent as null on edit (cleared), except an untouched secret.
 */
export function toRequestBody(decl: AnyResourceDecl, values: Record<string, unknown>, mode: DialogMode): Record<string, unknown> {
  const on = mode === DialogMode.edit ? 'update' : 'create';
  const body: Record<string, unknown> = {};
  for (const [name, field] of fieldsOf(decl)) {
    if (!isWritable(field, on)) continue;
    const value = formatValue(field, values[name]);
    // Left empty: on create the server's default applies; on edit null clears the value (secrets stay).
    if (value === null && (on === 'create' || field.secret || !(name in values))) continue;
    body[name] = value;
  }
  return body;
}
