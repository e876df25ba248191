import { z } from 'zod';
import type { ElementDecl } from '../../permissions.js';
import { RALID_STEP_NAMES } from './ralid.js';

/* The access-control sync (spec section 7, "Access-control sync"); its endpoints are in AccessEndpoints. */

export const ACCESS_SYNC_MENU = 'deviceManager:accessSync';

export const ACCESS_SYNC_ELEMENTS = {
  view: { code: 'access:sync:view', menu: ACCESS_SYNC_MENU, zh: '查看门禁同步', en: 'View access-control sync' },
  run: { code: 'access:sync:run', menu: ACCESS_SYNC_MENU, zh: '执行门禁同步', en: 'Run access-control sync' },
} as const satisfies Record<string, ElementDecl>;

/** The background task type of a sync run. */
export const ACCESS_SYNC_TASK_TYPE = 'ralidSync';

export const SYNC_STEP_STATUSES = ['pending', 'running', 'succeeded', 'failed'] as const;
export type SyncStepStatus = (typeof SYNC_STEP_STATUSES)[number];

export const SyncStepSchema = z.object({
  name: z.enum(RALID_STEP_NAMES),
  status: z.enum(SYNC_STEP_STATUSES),
  count: z.number().int().min(0),
  error: z.string().nullable(),
});
export type SyncStep = z.infer<typeof SyncStepSchema>;

export const SyncRunSchema = z.object({
  id: z.number().int(),
  taskId: z.string().nullable(),
  status: z.enum(['running', 'succeeded', 'failed']),
  progress: z.number().int(),
  steps: z.array(SyncStepSchema),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  startedBy: z.string().nullable(),
});
export type SyncRun = z.infer<typeof SyncRunSchema>;

export const SyncStepResultSchema = z.object({ step: z.enum(RALID_STEP_NAMES), count: z.number().int().min(0) });
export type SyncStepResult = z.infer<typeof SyncStepResultSchema>;
