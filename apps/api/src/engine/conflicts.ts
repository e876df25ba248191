import { labelIn, type Language } from '@cvap/contracts';
import { and, ne, sql } from 'drizzle-orm';
import type { Orm } from '../db/client.js';
import { AppError } from '../lib/errors.js';
import type { ResolvedResource } from './types.js';

function fieldLabels(resource: ResolvedResource, fields: string[], language: Language): string {
  return fields
    .map((name) => {
      const field = resource.decl.fields[name];
      return field ? labelIn(field.label, language) : name;
    })
    .join(labelIn({ zh: '、', en: ', ' }, language));
}

export function conflictError(resource: ResolvedResource, fields: string[], language: Language): AppError {
  return new AppError('CONFLICT', { detail: fieldLabels(resource, fields, language), data: { fields } });
}

/**
 * Refuses a value of a field declared unique that another row already has (text compared without case, as a
 * username is), naming the field: 40901 before the insert rather than a constraint error after it. Checked
 * over the whole table, as the database's unique constraint is.
 */
export async function checkUnique(
  orm: Orm,
  resource: ResolvedResource,
  values: Record<string, unknown>,
  language: Language,
  exceptId?: number,
): Promise<void> {
  for (const [name, field] of Object.entries(resource.decl.fields)) {
    const column = resource.columns.get(name);
    const value = values[name];
    if (!field.unique || !column || value === undefined || value === null) continue;
    const same = typeof value === 'string' ? sql`lower(${column}) = lower(${value})` : sql`${column} = ${value}`;
    const [clash] = await orm
      .select({ id: resource.id })
      .from(resource.table)
      .where(and(same, exceptId === undefined ? undefined : ne(resource.id, exceptId)))
      .limit(1);
    if (clash) throw conflictError(resource, [name], language);
  }
}

export function pgError(error: unknown): { code?: string; constraint?: string } | null {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return null;
    const { code, constraint, constraint_name, cause } = current as {
      code?: unknown;
      constraint?: unknown;
      constraint_name?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && /^23/.test(code)) return { code, constraint: String(constraint ?? constraint_name ?? '') };
    current = cause;
  }
  return null;
}

/**
 * Turns a constraint violation that got past the checks (a race, a composite key) into the catalogue's code:
 * unique → 40901 naming the fields it knows; a row still referenced → 40902; a reference to nothing → 40001.
 */
export function mapConstraintError(error: unknown, resource: ResolvedResource, language: Language, operation: 'write' | 'delete'): unknown {
  const pg = pgError(error);
  if (!pg) return error;
  if (pg.code === '23505') return conflictError(resource, resource.hooks.uniqueConstraints?.[pg.constraint ?? ''] ?? [], language);
  if (pg.code === '23503' && operation === 'delete')
    return inUse(labelIn({ zh: '有其他数据引用', en: 'other records refer to it' }, language));
  return new AppError('VALIDATION_FAILED');
}

export function inUse(what: string): AppError {
  return new AppError('RECORD_IN_USE', { params: { what } });
}
