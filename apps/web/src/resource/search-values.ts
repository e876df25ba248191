import type { Dayjs } from 'dayjs';
import type { FieldDecl } from '@cvap/contracts';
import type { AnyResourceDecl } from './decl.js';
import { maxLengthOf, SEARCH_TEXT_MAX, searchFields } from '@cvap/contracts';
import { lastDays, rangeToQuery } from './date-range.js';

/** Spec section 9: the search form shows four fields before the advanced-search toggle. */
export const VISIBLE_SEARCH_FIELDS = 4;

export function splitSearchFields(decl: AnyResourceDecl): { visible: [string, FieldDecl][]; advanced: [string, FieldDecl][] } {
  const all = searchFields(decl);
  return { visible: all.slice(0, VISIBLE_SEARCH_FIELDS), advanced: all.slice(VISIBLE_SEARCH_FIELDS) };
}

/** The form's initial values: the default last-N-days range where the declaration asks for one. */
export function initialSearchValues(decl: AnyResourceDecl, now?: Dayjs): Record<string, unknown> {
  if (!decl.defaultRange) return {};
  return { [decl.defaultRange.field]: lastDays(decl.defaultRange.days, now) };
}

/**
 * The longest text a search input takes: what the server accepts for the filter (a contains-search up to
 * SEARCH_TEXT_MAX, an equality search up to the field's own length), so an over-long entry cannot be refused.
 */
export function searchTextMaxLength(field: FieldDecl): number {
  return field.search === 'like' ? SEARCH_TEXT_MAX : maxLengthOf(field);
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** The filters of `POST {base}/query/page` from the search form: text trimmed, blanks dropped, ranges as strings. */
export function searchFilters(decl: AnyResourceDecl, values: Record<string, unknown>): Record<string, unknown> {
  const filters: Record<string, unknown> = {};
  for (const [name, field] of searchFields(decl)) {
    let value = values[name];
    if (typeof value === 'string') value = value.trim();
    if (field.search === 'range' && (field.kind === 'date' || field.kind === 'datetime')) {
      value = rangeToQuery(value as [Dayjs | null, Dayjs | null] | null, field.kind);
    }
    if (!isBlank(value)) filters[name] = value;
  }
  return filters;
}
