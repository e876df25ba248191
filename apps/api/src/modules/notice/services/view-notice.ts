import { and, eq } from 'drizzle-orm';
import { readRows, resolvedEntry, type Row, scopeCondition, type ServiceContext } from '../../../engine/index.js';
import { notices } from '../schema.js';
import { noticeEntry } from '../registry.js';
import { findNotice } from './find-notice.js';

/**
 * One notice as its reader sees it, in the resource's row shape (with its audience), and `managed`: whether the
 * acting scope keeps it (may edit it and see its readers); a head-office notice read in a community is not.
 */
export async function viewNotice({ orm, scope }: ServiceContext, id: number): Promise<Row & { id: number; managed: boolean }> {
  await findNotice(orm, scope, id, { asReader: true });
  const resource = resolvedEntry(noticeEntry);
  const [kept] = await orm
    .select({ id: notices.id })
    .from(notices)
    .where(and(eq(notices.id, id), scopeCondition(orm, resource, scope)));
  const [row] = await readRows(orm, resource, { where: eq(notices.id, id) });
  return { ...row!, id, managed: kept !== undefined };
}
