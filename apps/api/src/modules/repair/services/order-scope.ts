import type { SQL } from 'drizzle-orm';
import { type ActingScope, type Orm, resolvedEntry, scopeCondition } from '../../../engine/index.js';
import { repairOrderEntry } from '../registry.js';

/** The orders the acting scope may see: its community's, or every community's of the tenant for the head office. */
export function orderScope(orm: Orm, scope: ActingScope): SQL | undefined {
  return scopeCondition(orm, resolvedEntry(repairOrderEntry), scope);
}
