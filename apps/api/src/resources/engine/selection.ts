import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ResolvedResource } from './types.js';

/** Every stored column of a resource by field name, id first: the select list of its rows. */
export function storedSelection(resource: ResolvedResource): Record<string, PgColumn> {
  return Object.fromEntries([['id', resource.id], ...resource.columns]);
}
