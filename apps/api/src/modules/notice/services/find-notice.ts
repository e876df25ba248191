import { and, eq } from 'drizzle-orm';
import type { ActingScope } from '../../../auth/types.js';
import type { Orm } from '../../../db/client.js';
import { notices } from '../../../db/schema/index.js';
import { resolvedEntry } from '../../../engine/resolve.js';
import { scopeCondition } from '../../../engine/scope.js';
import { AppError } from '../../../lib/errors.js';
import { noticeEntry } from '../registry.js';

/** A notice the acting scope may see, its row locked when `forUpdate`; another community's reads as missing (404). */
export async function findNotice(orm: Orm, scope: ActingScope, id: number, forUpdate = false) {
  const query = orm
    .select({ id: notices.id, status: notices.status, readCount: notices.readCount, title: notices.title })
    .from(notices)
    .where(and(eq(notices.id, id), scopeCondition(orm, resolvedEntry(noticeEntry), scope)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
