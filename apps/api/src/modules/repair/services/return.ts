import type { StepContext, StepResult } from './take-step.js';

/** return: the worker hands the order back to dispatch with a reason; it has no worker until dispatched again. */
export function returnOrder({ order }: StepContext): StepResult {
  return { set: { assigneeUserId: null, receivedAt: null }, eventAssignee: order.assigneeUserId };
}
