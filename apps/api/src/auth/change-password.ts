import { isAcceptablePassword, type ChangePasswordRequest } from '@cvap/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Orm } from '../db/client.js';
import { sessions, users } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import { hashPassword, verifyPassword } from '../lib/passwords.js';

/**
 * Changes the user's own password and revokes every session of the user, the current one included: other
 * sessions then get 7101 on their next request, and the console logs out with 7101's message.
 */
export async function changeOwnPassword(orm: Orm, userId: number, input: ChangePasswordRequest, now = new Date()): Promise<void> {
  if (input.password !== input.confirmPassword) throw new AppError('PASSWORD_CONFIRM_MISMATCH');
  if (!isAcceptablePassword(input.password)) throw new AppError('PASSWORD_POLICY');
  const [user] = await orm.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, input.oldPassword))) throw new AppError('CURRENT_PASSWORD_WRONG');
  if (input.password === input.oldPassword) throw new AppError('PASSWORD_REUSED');

  const passwordHash = await hashPassword(input.password);
  await orm.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, userId));
    await tx
      .update(sessions)
      .set({ revokedAt: now, revokeReason: 'password' })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  });
}
