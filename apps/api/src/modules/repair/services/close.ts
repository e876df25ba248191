import type { StepContext, StepResult } from './take-step.js';

/** close: an order nobody should handle (a duplicate, a resident's mistake) ends, with the reason in its history. */
export function closeOrder({ now }: StepContext): StepResult {
  return { set: { closedAt: now } };
}
