import { AppError } from '../../../engine/index.js';
import { assertWorker } from './worker-check.js';
import type { StepContext, StepResult } from './take-step.js';

/** change: the order goes to another of the community's workers, who must receive it again. */
export async function changeOrder({ tx, order, body, tenantId }: StepContext): Promise<StepResult> {
  if (body.workerId === order.assigneeUserId) throw new AppError('REPAIR_SAME_WORKER');
  await assertWorker(tx, order.residentialId, tenantId, body.workerId!);
  return { set: { assigneeUserId: body.workerId!, receivedAt: null } };
}
