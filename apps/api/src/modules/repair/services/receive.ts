import { late, type StepContext, type StepResult } from './take-step.js';

/** receive: the worker takes the order; its response time ends here (overdue when past the response deadline). */
export function receiveOrder({ order, now }: StepContext): StepResult {
  return { set: { receivedAt: order.receivedAt ?? now, ...(late(order.responseDeadline, now) ? { overdue: 1 } : {}) } };
}
