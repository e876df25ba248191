import type { FieldDecl } from '@cvap/contracts';
import type { ResolvedResource, Row } from './types.js';

/**
 * Date-times travel as `yyyy-MM-dd HH:mm:ss` (spec section 5) in China Standard Time, which has no daylight
 * saving: one fixed offset, whatever the server's own time zone. A resource's rows get theirs from the database
 * (selection.ts presentedValue, the same format); this formats the times of bespoke answers and parses the client's.
 */
const OFFSET_MS = 8 * 3_600_000;

export function formatDateTime(value: Date): string {
  return new Date(value.getTime() + OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

export function parseDateTime(value: string): Date {
  return new Date(`${value.replace(' ', 'T')}+08:00`);
}

/** A value of the client's body or filter, as the column stores it. */
export function toColumnValue(field: FieldDecl, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (field.kind === 'datetime' && typeof value === 'string') return parseDateTime(value);
  return value;
}

/** The client's body as column values: only the fields the table stores. */
export function toColumnValues(resource: ResolvedResource, input: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(input)) {
    const field = resource.decl.fields[name];
    if (!field || !resource.columns.has(name) || value === undefined) continue;
    values[name] = toColumnValue(field, value);
  }
  return values;
}

/** The value a write leaves in a field: the body's when it names the field, else the stored one. */
export function valueAfterWrite(values: Record<string, unknown>, existing: Row | null, field: string): unknown {
  return field in values ? values[field] : existing?.[field];
}
