import type { SQL } from 'drizzle-orm';
import type { ActingScope } from '../../../auth/types.js';
import type { Orm } from '../../../db/client.js';
import { resolvedEntry } from '../../../engine/resolve.js';
import { scopeCondition } from '../../../engine/scope.js';
import { repairOrderEntry } from '../registry.js';

/** The orders the acting scope may see: its community's, or every community's of the tenant for the head office. */
export function orderScope(orm: Orm, scope: ActingScope): SQL | undefined {
  return scopeCondition(orm, resolvedEntry(repairOrderEntry), scope);
}
