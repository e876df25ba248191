import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineJobHandler } from '../../engine/index.js';
import { notices } from './schema.js';

/** Publishes the tenant's notices whose scheduled time has come (each at its scheduled time), in one statement. */
export const publishScheduledNotices = defineJobHandler({
  label: { zh: '发布定时公告', en: 'Publish scheduled notices' },
  description: { zh: '发布定时发布时间已到的公告', en: 'Publishes the notices whose scheduled time has come' },
  params: z.strictObject({}),
  className: 'cvap.scheduler.PublishScheduledNotices',
  methodName: 'run',
  beanName: 'publishScheduledNotices',
  async run({ orm, now, tenantId }) {
    const published = await orm
      .update(notices)
      .set({ status: 1, publishedAt: sql`${notices.scheduledAt}`, scheduledAt: null, updatedAt: now })
      .where(and(eq(notices.tenantId, tenantId), eq(notices.status, 0), isNotNull(notices.scheduledAt), lte(notices.scheduledAt, now)))
      .returning({ id: notices.id });
    return { published: published.length };
  },
});
