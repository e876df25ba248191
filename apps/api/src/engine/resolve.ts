import type { ResourceDecl } from '@cvap/contracts';
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RegistryEntry, ResolvedResource, ResourceHooks } from './types.js';

/**
 * Binds a declaration to its table, field by field (same name), and refuses at start-up a field that is neither
 * a column, nor virtual, nor a secret a hook stores: a typo must not silently drop data.
 */
export function resolveResource(decl: ResourceDecl, table: PgTable, hooks: ResourceHooks): ResolvedResource {
  const all = getTableColumns(table) as Record<string, PgColumn>;
  const columns = new Map<string, PgColumn>();
  for (const [name, field] of Object.entries(decl.fields)) {
    if (field.virtual) continue;
    const column = all[name];
    if (column) columns.set(name, column);
    else if (!(field.secret && hooks.beforeWrite)) throw new Error(`resource ${decl.name}: field ${name} is not a column of its table`);
  }
  const id = all.id;
  if (!id) throw new Error(`resource ${decl.name}: its table has no id column`);
  const residentialColumn = all.residentialId;
  if (decl.scope !== 'headOffice' && !residentialColumn)
    throw new Error(`resource ${decl.name}: scope ${decl.scope} needs a residentialId column`);
  for (const name of Object.keys(hooks.computed ?? {})) {
    if (!decl.fields[name]?.virtual) throw new Error(`resource ${decl.name}: computed field ${name} is not a declared virtual field`);
  }
  if (decl.tree && !columns.has(decl.tree.parentField))
    throw new Error(`resource ${decl.name}: tree parent ${decl.tree.parentField} is not a column`);
  return { decl, table, columns, id, tenantColumn: all.tenantId, residentialColumn, hasUpdatedAt: 'updatedAt' in all, hooks };
}

const resolvedEntries = new WeakMap<RegistryEntry, ResolvedResource>();

/**
 * A registry entry bound to its table with the same hooks as its generic routes, for bespoke endpoints that
 * read rows (scope, presentation and virtual fields identical to the generic routes).
 */
export function resolvedEntry(entry: RegistryEntry): ResolvedResource {
  let resource = resolvedEntries.get(entry);
  if (!resource) {
    resource = resolveResource(entry.decl, entry.table, entry.hooks ?? {});
    resolvedEntries.set(entry, resource);
  }
  return resource;
}
