import { z } from 'zod';
import { defineJobHandler, inTransaction } from '../../engine/index.js';
import { sweepTasks } from './services/tasks.js';

/**
 * The patrol tasks' clock: opens the tasks whose window has begun and closes those whose window has ended, their
 * points not checked in marked missed (services/tasks.ts sweepTasks), for the job's tenant.
 */
export const closePatrolTasks = defineJobHandler({
  label: { zh: '关闭到期巡更任务', en: 'Close patrol tasks past their window' },
  description: {
    zh: '开启到点的巡更任务，关闭已过截止时间的任务并记录漏检的巡更点',
    en: 'Opens patrol tasks whose window has begun, closes those past it and marks their unchecked points missed',
  },
  params: z.strictObject({}),
  className: 'cvap.scheduler.ClosePatrolTasks',
  methodName: 'run',
  beanName: 'closePatrolTasks',
  async run({ orm, now, tenantId }) {
    return inTransaction(orm, (tx) => sweepTasks(tx, now, { tenantId }));
  },
});
