import { eq } from 'drizzle-orm';
import { type ActingScope, type Orm, resolvedEntry, type Row, toApiRow } from '../../../engine/index.js';
import { notices } from '../schema.js';
import { noticeEntry } from '../registry.js';
import { findNotice } from './find-notice.js';

/** One notice as its reader sees it, in the resource's row shape (with its audience). */
export async function viewNotice(orm: Orm, scope: ActingScope, id: number): Promise<Row> {
  await findNotice(orm, scope, id, { asReader: true });
  const [stored] = await orm.select().from(notices).where(eq(notices.id, id));
  const resource = resolvedEntry(noticeEntry);
  const row = toApiRow(resource, stored as Record<string, unknown>);
  await resource.hooks.loadVirtual?.(orm, [row]);
  return row;
}
