import type { NoticeBoard, NoticeBoardRequest } from '@cvap/contracts';
import { count, desc, sql } from 'drizzle-orm';
import { formatDateTime, type ServiceContext } from '../../../engine/index.js';
import { notices } from '../schema.js';
import { addressedTo } from './reader-scope.js';

/** A page of the published notices addressed to the acting scope, pinned first, then the newest. */
export async function listBoard({ orm, scope }: ServiceContext, request: NoticeBoardRequest): Promise<NoticeBoard> {
  const where = addressedTo(scope);
  const rows = await orm
    .select({
      id: notices.id,
      title: notices.title,
      top: notices.top,
      publishedAt: notices.publishedAt,
      readCount: notices.readCount,
      residentialId: notices.residentialId,
    })
    .from(notices)
    .where(where)
    .orderBy(desc(notices.top), desc(sql`coalesce(${notices.publishedAt}, ${notices.createdAt})`), desc(notices.id))
    .limit(request.limit)
    .offset((request.page - 1) * request.limit);
  const [total] = await orm.select({ n: count() }).from(notices).where(where);
  return {
    rows: rows.map((row) => ({ ...row, publishedAt: row.publishedAt ? formatDateTime(row.publishedAt) : null })),
    total: total?.n ?? 0,
  };
}
