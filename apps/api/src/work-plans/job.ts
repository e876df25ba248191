import { z } from 'zod';
import { defineJobHandler } from '../scheduler/job-handler.js';
import { generatePlannedWork } from './generate.js';
import { WORK_SOURCES } from './registry.js';

/**
 * The platform's plan-to-work job (docs/decisions/0030): every module's plans get their work up to their horizon,
 * from their watermark (a fire missed while the API was down is caught up at the next), and overdue work is
 * reminded once. The scheduler's claim runs each fire on one instance; the plans' locks and the unique slot key
 * keep work single even when two passes overlap.
 */
export const generatePlannedWorkJob = defineJobHandler({
  label: { zh: '按计划生成任务', en: 'Generate planned work' },
  description: {
    zh: '按维保、巡检等计划的周期生成任务单，并提醒超时未完成的任务',
    en: 'Generates the work of maintenance, patrol and other plans on their cycles and reminds overdue work',
  },
  params: z.strictObject({ batch: z.number().int().min(1).max(5000).default(200) }),
  className: 'cvap.scheduler.GeneratePlannedWork',
  methodName: 'run',
  beanName: 'generatePlannedWork',
  async run({ orm, now, tenantId, signal, progress }, { batch }) {
    const counts = await generatePlannedWork(orm, WORK_SOURCES, { tenantId, now, batch, signal, progress });
    return { ...counts };
  },
});
