import { and, eq, isNull } from 'drizzle-orm';
import type { Orm, RevokeReason } from '../../../engine/index.js';
import { sessions } from '../../../db/schema/index.js';

/** Ends every open session of the user, stamped `now`: the next request with any of its tokens gets the reason's code. */
export async function revokeUserSessions(orm: Orm, userId: number, reason: RevokeReason, now: Date): Promise<void> {
  await orm
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
