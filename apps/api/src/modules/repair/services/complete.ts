import { late, type StepContext, type StepResult } from './take-step.js';

/** complete: the worker finishes with at least one photo; the order awaits its follow-up visit. */
export function completeOrder({ order, body, now }: StepContext): StepResult {
  return {
    set: {
      finishedAt: now,
      photos: [...order.photos, ...(body.photos ?? [])],
      ...(late(order.completeDeadline, now) ? { overdue: 1 } : {}),
    },
  };
}
