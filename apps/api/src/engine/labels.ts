import { labelledReferences, referenceLabelKey } from '@cvap/contracts';
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { ResolvedResource } from './types.js';

/** Every registered resource by declaration name: what a reference field's label is read from. */
const registered = new Map<string, ResolvedResource>();

/** Called by registerResource: the resource may now be named by other resources' references. */
export function rememberResource(resource: ResolvedResource): void {
  registered.set(resource.decl.name, resource);
}

/** A registered resource by declaration name (a reference field's target). */
export function registeredResource(name: string): ResolvedResource | undefined {
  return registered.get(name);
}

const labelSelections = new WeakMap<ResolvedResource, Record<string, SQL>>();

/**
 * The label of each reference field beside its id (`floorId` → `floorIdLabel`): the target record's title
 * field, read by the database in the row's own statement (one primary-key probe per row and field), so that
 * lists, details and exports name records alike, whoever reads them and whatever the reader may list (a
 * community may not list communities, yet its rows name theirs). Multiple references join their titles with
 * 、. A field whose target is not a registered resource (or whose title is not a column) has no label.
 * Resolved at the first request, when every resource is registered.
 */
export function referenceLabels(resource: ResolvedResource): Record<string, SQL> {
  const known = labelSelections.get(resource);
  if (known) return known;
  const labels: Record<string, SQL> = {};
  for (const [name, field] of labelledReferences(resource.decl)) {
    const column = resource.columns.get(name);
    const target = registered.get(field.ref!.resource);
    if (!column || !target || !target.columns.has(target.decl.titleField)) continue;
    // An alias per field, so that a reference to the resource's own table (a parent) is not read as itself.
    const aliasName = `ref_${name}`;
    const other = alias(target.table as PgTable, aliasName);
    // In an sql template an aliased table writes only its alias: the FROM item names both.
    const from = sql`${sql.identifier(getTableName(target.table))} as ${sql.identifier(aliasName)}`;
    const columns = getTableColumns(other) as Record<string, PgColumn>;
    const title = columns[target.decl.titleField]!;
    const id = columns.id!;
    const label = field.multiple
      ? sql`(select string_agg(${title}::text, '、' order by ${id}) from ${from} where ${id} = any(${column}))`
      : sql`(select ${title}::text from ${from} where ${id} = ${column})`;
    // Nested once: a single-table select writes the columns at the top of a selected SQL without their table,
    // and the row's own column must stay qualified (else it reads as the alias's column of the same name).
    labels[referenceLabelKey(name)] = sql`${label}`;
  }
  labelSelections.set(resource, labels);
  return labels;
}
