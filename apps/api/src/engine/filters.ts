import { searchFields } from '@cvap/contracts';
import { and, eq, gte, ilike, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import { containsPattern } from '../lib/like.js';
import type { ResolvedResource } from './types.js';
import { toColumnValue } from './values.js';

/**
 * The search conditions of a page query: one per declared search field, with its declared operator only
 * (eq, like with the text's wildcards escaped, in, or a closed range) unless the resource's filter hook gives
 * the field's condition, plus the tree parent (0 = roots). Values are the statement's parameters, encoded by
 * their column.
 */
export function searchConditions(resource: ResolvedResource, query: Record<string, unknown>): SQL[] {
  const conditions: SQL[] = [];
  for (const [name, field] of searchFields(resource.decl)) {
    const value = query[name];
    if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    // A filter hook decides first (a virtual field, or a stored one with a richer meaning); otherwise the operator.
    const custom = resource.hooks.filter?.(name, value);
    if (custom) {
      conditions.push(custom);
      continue;
    }
    const column = resource.columns.get(name);
    if (!column) throw new Error(`resource ${resource.decl.name}: virtual search field ${name} has no filter hook`);
    const bound = (v: unknown) => toColumnValue(field, v);
    switch (field.search) {
      case 'like':
        conditions.push(ilike(column, containsPattern(String(value))));
        break;
      case 'in':
        conditions.push(inArray(column, (value as unknown[]).map(bound)));
        break;
      case 'range': {
        const [from, to] = value as [unknown, unknown];
        if (from !== null && from !== undefined) conditions.push(gte(column, bound(from)));
        if (to !== null && to !== undefined) conditions.push(lte(column, bound(to)));
        break;
      }
      default:
        conditions.push(eq(column, bound(value)));
    }
  }
  const tree = resource.decl.tree;
  if (tree) {
    const parent = query[tree.parentField];
    const column = resource.columns.get(tree.parentField)!;
    if (parent === 0) conditions.push(isNull(column));
    else if (typeof parent === 'number') conditions.push(eq(column, parent));
  }
  return conditions;
}

export function allOf(conditions: (SQL | undefined)[]): SQL | undefined {
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length === 0 ? undefined : and(...present);
}
