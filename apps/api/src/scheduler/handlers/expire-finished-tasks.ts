import { TaskStatus } from '@cvap/contracts';
import { and, lt, ne } from 'drizzle-orm';
import { z } from 'zod';
import { tasks } from '../../db/schema/index.js';
import { defineJobHandler } from '../job-handler.js';
import { daysBefore } from './time.js';

export const expireFinishedTasks = defineJobHandler({
  label: { zh: '清理已结束的后台任务', en: 'Expire finished tasks' },
  description: {
    zh: '删除结束早于指定天数的后台任务记录（进行中的任务不受影响）',
    en: 'Deletes background tasks that ended more than the given number of days ago (running ones are kept)',
  },
  params: z.strictObject({ olderThanDays: z.number().int().min(1).max(3650).default(30) }),
  className: 'cvap.scheduler.ExpireFinishedTasks',
  methodName: 'run',
  beanName: 'expireFinishedTasks',
  async run({ orm, now }, { olderThanDays }) {
    const deleted = await orm
      .delete(tasks)
      .where(and(ne(tasks.status, TaskStatus.RUNNING), lt(tasks.updatedAt, daysBefore(now, olderThanDays))))
      .returning({ id: tasks.id });
    return { deleted: deleted.length };
  },
});
