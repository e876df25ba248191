import { eq, sql } from 'drizzle-orm';
import { inTransaction, type ServiceContext } from '../../../engine/index.js';
import { noticeReads, notices } from '../schema.js';
import { findNotice } from './find-notice.js';

/**
 * Records that a user read a published notice: the first read of each user counts, later ones and reads of
 * unpublished notices (an editor's preview) do not. The count and the reader row change in one transaction.
 */
export async function readNotice({ orm, scope, user }: ServiceContext, id: number): Promise<{ readCount: number; counted: boolean }> {
  const userId = user.id;
  return inTransaction(orm, async (tx) => {
    const notice = await findNotice(tx, scope, id, { asReader: true });
    if (notice.status !== 1) return { readCount: notice.readCount, counted: false };
    const inserted = await tx
      .insert(noticeReads)
      .values({ noticeId: id, userId })
      .onConflictDoNothing()
      .returning({ userId: noticeReads.userId });
    if (!inserted.length) return { readCount: notice.readCount, counted: false };
    const [row] = await tx
      .update(notices)
      .set({ readCount: sql`${notices.readCount} + 1` })
      .where(eq(notices.id, id))
      .returning({ readCount: notices.readCount });
    return { readCount: row!.readCount, counted: true };
  });
}
