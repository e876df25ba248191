import { and, eq } from 'drizzle-orm';
import { type ActingScope, AppError, type Orm, resolvedEntry, scopeCondition } from '../../../engine/index.js';
import { notices } from '../schema.js';
import { noticeEntry } from '../registry.js';
import { readableBy } from './reader-scope.js';

/**
 * A notice the acting scope manages (or, `asReader`, may read: published and addressed to it), its row locked
 * when `forUpdate`; any other reads as missing (404).
 */
export async function findNotice(orm: Orm, scope: ActingScope, id: number, options: { forUpdate?: boolean; asReader?: boolean } = {}) {
  const visible = options.asReader ? readableBy(orm, scope) : scopeCondition(orm, resolvedEntry(noticeEntry), scope);
  const query = orm
    .select({ id: notices.id, status: notices.status, readCount: notices.readCount, title: notices.title })
    .from(notices)
    .where(and(eq(notices.id, id), visible));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
