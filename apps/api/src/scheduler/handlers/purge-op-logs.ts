import { lt } from 'drizzle-orm';
import { z } from 'zod';
import { opLogs } from '../../db/schema/index.js';
import { defineJobHandler } from '../job-handler.js';
import { daysBefore } from './time.js';

export const purgeOpLogs = defineJobHandler({
  label: { zh: '清理操作日志', en: 'Purge operation log' },
  description: { zh: '删除早于指定天数的操作日志', en: 'Deletes operation-log entries older than the given number of days' },
  params: z.strictObject({ olderThanDays: z.number().int().min(1).max(3650).default(180) }),
  className: 'cvap.scheduler.PurgeOpLogs',
  methodName: 'run',
  beanName: 'purgeOpLogs',
  async run({ orm, now }, { olderThanDays }) {
    const deleted = await orm
      .delete(opLogs)
      .where(lt(opLogs.createdAt, daysBefore(now, olderThanDays)))
      .returning({ id: opLogs.id });
    return { deleted: deleted.length };
  },
});
