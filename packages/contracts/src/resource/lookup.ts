import { z } from 'zod';
import { MAX_IN_VALUES, SEARCH_TEXT_MAX, isWritable, permissionCode } from './derive.js';
import type { FieldDecl, ResourceDecl } from './types.js';

/**
 * The pickers' read of a resource (`POST {basePath}/lookup`, docs/decisions/0048): the records a form's or a
 * filter's reference field may name, as the picker shows them and no more (id, title, what tells two apart, the
 * community and the parent), in the acting scope. It is authorised by the permission of any form or filter that
 * uses the resource, not only by the resource's own list: a repair worker reporting a failure picks equipment he
 * may not list.
 */

/** Spec section 9: a list feeding a picker is one page of at most 1000 rows. */
export const LOOKUP_LIMIT = 1000;
const ID = z.number().int().positive().max(2_147_483_647);

export const lookupQuerySchema = z.strictObject({
  /** The reference field asking (`patrolPlan.userIds`): its `only` and `holding` narrow the records offered. */
  via: z
    .string()
    .regex(/^[A-Za-z]{1,60}\.[A-Za-z]{1,60}$/)
    .optional(),
  /** Text the title or the hint contains (LIKE, wildcards escaped). */
  q: z.string().trim().max(SEARCH_TEXT_MAX).optional(),
  /** Just these records (the labels of values a form already holds). */
  ids: z.array(ID).max(MAX_IN_VALUES).optional(),
  /** The records of this community (a dependent picker: the form's 所属社区). */
  residentialId: ID.optional(),
  /** The records whose reference fields (those the resource's list filters on by equality) hold these ids: a building's houses. */
  filter: z.record(z.string().regex(/^[A-Za-z]{1,60}$/), ID).optional(),
  limit: z.number().int().min(1).max(LOOKUP_LIMIT).default(LOOKUP_LIMIT),
});
export type LookupQuery = z.input<typeof lookupQuerySchema>;

export const lookupRowSchema = z.object({
  id: z.number(),
  label: z.string(),
  hint: z.string().nullable(),
  residentialId: z.number().nullable(),
  parentId: z.number().nullable(),
  /** The picked record's fields a form copies (FieldDecl.ref.fills), only when `via` names such a field. */
  fill: z.record(z.string(), z.unknown()).optional(),
});
export type LookupRow = z.infer<typeof lookupRowSchema>;

export const lookupResultSchema = z.object({ rows: z.array(lookupRowSchema), more: z.boolean() });
export type LookupResult = z.infer<typeof lookupResultSchema>;

/** A bespoke screen's use of a resource's lookup (a statement's building filter), by the elements that open it. */
export interface LookupUse {
  resource: string;
  elements: readonly string[];
}

/** The field `via` names, when it is a reference to `target`. */
export function lookupVia(resources: readonly ResourceDecl[], target: string, via: string): FieldDecl | undefined {
  const [name, fieldName] = via.split('.');
  const field = resources.find((decl) => decl.name === name)?.fields[fieldName!];
  return field?.kind === 'reference' && field.ref?.resource === target ? field : undefined;
}

/**
 * The elements that open a resource's lookup: its own list; the add and edit forms, the search filters and the list
 * columns of every declared resource whose field references it; the bespoke screens that declare a use of it. Sorted, each once.
 */
export function lookupElements(resources: readonly ResourceDecl[], target: ResourceDecl, uses: readonly LookupUse[]): string[] {
  const codes = new Set<string>();
  if (target.actions.includes('view')) codes.add(permissionCode(target, 'view'));
  for (const decl of resources) {
    for (const field of Object.values(decl.fields)) {
      if (field.kind !== 'reference' || field.ref?.resource !== target.name) continue;
      // A filter picks from it; a column names its records (a virtual one by reading them).
      if ((field.search || field.list) && decl.actions.includes('view')) codes.add(permissionCode(decl, 'view'));
      if (isWritable(field, 'create') && decl.actions.includes('add')) codes.add(permissionCode(decl, 'add'));
      if (isWritable(field, 'update') && decl.actions.includes('edit')) codes.add(permissionCode(decl, 'edit'));
    }
  }
  for (const use of uses) if (use.resource === target.name) for (const code of use.elements) codes.add(code);
  return [...codes].sort();
}
