import { and, eq } from 'drizzle-orm';
import { AppError, inTransaction, type ServiceContext } from '../../../engine/index.js';
import { users } from '../../../db/schema/index.js';
import { passwordHashFor } from '../user-hooks.js';
import { requireAccountCovered } from './privilege.js';
import { revokeUserSessions } from './sessions.js';

// Another user's password and freezing (head office acting): both end the account's sessions.

/**
 * The user of the caller's tenant (head office acting), else 404; never the caller (40903), nor an account
 * holding more than the caller (40306, docs/decisions/0012).
 */
async function otherUser({ orm, scope, user }: ServiceContext, id: number): Promise<void> {
  if (scope.kind !== 'headOffice') throw new AppError('HEAD_OFFICE_ONLY');
  const [row] = await orm
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.tenantId, scope.tenantId)));
  if (!row) throw new AppError('NOT_FOUND');
  if (id === user.id) throw new AppError('NOT_ON_SELF');
  await requireAccountCovered(orm, user.id, id);
}

/** Sets another user's password and ends that user's sessions (7101). */
export async function resetPassword(ctx: ServiceContext, id: number, password: string): Promise<void> {
  await otherUser(ctx, id);
  const passwordHash = await passwordHashFor(password);
  await inTransaction(ctx.orm, async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: ctx.now, updatedAt: ctx.now, failedLoginCount: 0, lockedUntil: null })
      .where(eq(users.id, id));
    await revokeUserSessions(tx, id, 'password', ctx.now);
  });
}

/** Freezes (1) or unfreezes (0) an account; freezing ends its sessions (7102). */
export async function freezeUser(ctx: ServiceContext, id: number, frozen: 0 | 1): Promise<void> {
  await otherUser(ctx, id);
  await inTransaction(ctx.orm, async (tx) => {
    await tx.update(users).set({ frozen, updatedAt: ctx.now }).where(eq(users.id, id));
    if (frozen === 1) await revokeUserSessions(tx, id, 'disabled', ctx.now);
  });
}
