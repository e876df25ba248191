import { eq } from 'drizzle-orm';
import { inTransaction, type ServiceContext } from '../../../engine/index.js';
import { notices } from '../schema.js';
import { findNotice } from './find-notice.js';

/** Publishes a notice now (1) or takes it back (0); either way a pending schedule is dropped. */
export async function publishNotice({ orm, scope, now }: ServiceContext, id: number, status: 0 | 1): Promise<void> {
  await inTransaction(orm, async (tx) => {
    await findNotice(tx, scope, id, { forUpdate: true });
    await tx
      .update(notices)
      .set({ status, publishedAt: status === 1 ? now : null, scheduledAt: null, updatedAt: now })
      .where(eq(notices.id, id));
  });
}
