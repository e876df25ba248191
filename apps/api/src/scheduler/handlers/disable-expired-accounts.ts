import { and, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import { z } from 'zod';
import { sessions, users } from '../../db/schema/index.js';
import { defineJobHandler } from '../job-handler.js';

export const disableExpiredAccounts = defineJobHandler({
  label: { zh: '停用过期账号', en: 'Disable expired accounts' },
  description: {
    zh: '将已过有效期的账号设为停用，并结束其全部会话',
    en: 'Disables accounts past their validity date and ends all their sessions',
  },
  params: z.strictObject({}),
  className: 'cvap.scheduler.DisableExpiredAccounts',
  methodName: 'run',
  beanName: 'disableExpiredAccounts',
  async run({ orm, now, tenantId }) {
    return orm.transaction(async (tx) => {
      const disabled = await tx
        .update(users)
        .set({ enabled: 0, updatedAt: now })
        .where(and(eq(users.tenantId, tenantId), eq(users.enabled, 1), isNotNull(users.validUntil), lt(users.validUntil, now)))
        .returning({ id: users.id });
      const ids = disabled.map((u) => u.id);
      const revoked = ids.length
        ? await tx
            .update(sessions)
            .set({ revokedAt: now, revokeReason: 'disabled' })
            .where(and(inArray(sessions.userId, ids), isNull(sessions.revokedAt)))
            .returning({ id: sessions.id })
        : [];
      return { disabled: ids.length, sessionsRevoked: revoked.length };
    });
  },
});
