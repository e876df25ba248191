import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import { type ActingScope, type Orm, resolvedEntry, scopeCondition } from '../../../engine/index.js';
import { notices, noticeTargets } from '../schema.js';
import { noticeEntry } from '../registry.js';

/**
 * The published notices addressed to the acting scope: for a community, its tenant's notices for the whole
 * company and those whose audience names the community (or one of its buildings); the head office reads every
 * notice of its tenant.
 */
export function addressedTo(scope: ActingScope): SQL | undefined {
  const published = and(eq(notices.tenantId, scope.tenantId), eq(notices.status, 1));
  if (scope.kind === 'headOffice') return published;
  const targeted = exists(
    sql`(select 1 from ${noticeTargets} where ${noticeTargets.noticeId} = ${notices.id} and ${noticeTargets.residentialId} = ${scope.residentialId})`,
  );
  return and(published, or(eq(notices.audience, 'company'), targeted));
}

/** What a reader may open: the notices the scope manages, and the published ones addressed to it. */
export function readableBy(orm: Orm, scope: ActingScope): SQL | undefined {
  return or(scopeCondition(orm, resolvedEntry(noticeEntry), scope), addressedTo(scope));
}
