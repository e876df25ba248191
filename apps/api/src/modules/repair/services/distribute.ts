import { assertWorker } from './worker-check.js';
import type { StepContext, StepResult } from './take-step.js';

/** distribute: the dispatcher names one of the community's workers; the response clock keeps running. */
export async function distributeOrder({ tx, order, body, tenantId }: StepContext): Promise<StepResult> {
  await assertWorker(tx, order.residentialId, tenantId, body.workerId!);
  return { set: { assigneeUserId: body.workerId! } };
}
