import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { departments } from '../../../db/schema/index.js';

/**
 * Rows whose department is the given one or any department below it, as a department tree beside a list means.
 * `union` (not `union all`) ends the walk even if the stored tree had a cycle; the list's own scope still limits
 * the rows to the caller's tenant and communities.
 */
export function inDepartmentTree(departmentColumn: PgColumn, departmentId: number): SQL {
  return sql`${departmentColumn} in (
    with recursive subtree(id) as (
      select ${departments.id} from ${departments} where ${departments.id} = ${departmentId}
      union
      select child.id from ${departments} child join subtree on child.parent_id = subtree.id
    )
    select id from subtree
  )`;
}

/** A resource hook's `filter`: its departmentId search means the department's subtree. */
export function departmentSubtreeFilter(departmentColumn: PgColumn) {
  return (field: string, value: unknown): SQL | undefined =>
    field === 'departmentId' && Number.isSafeInteger(value) ? inDepartmentTree(departmentColumn, value as number) : undefined;
}
