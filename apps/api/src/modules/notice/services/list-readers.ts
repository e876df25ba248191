import type { NoticeReader } from '@cvap/contracts';
import { asc, eq } from 'drizzle-orm';
import { formatDateTime, type ServiceContext } from '../../../engine/index.js';
import { users } from '../../../db/schema/index.js';
import { noticeReads } from '../schema.js';
import { findNotice } from './find-notice.js';

/** Who read a notice and when, first reader first (at most 1 000). */
export async function listReaders({ orm, scope }: ServiceContext, id: number): Promise<NoticeReader[]> {
  await findNotice(orm, scope, id);
  const rows = await orm
    .select({ userId: noticeReads.userId, name: users.name, readAt: noticeReads.readAt })
    .from(noticeReads)
    .innerJoin(users, eq(users.id, noticeReads.userId))
    .where(eq(noticeReads.noticeId, id))
    .orderBy(asc(noticeReads.readAt), asc(noticeReads.userId))
    .limit(1000);
  return rows.map((r) => ({ userId: r.userId, name: r.name, readAt: formatDateTime(r.readAt) }));
}
