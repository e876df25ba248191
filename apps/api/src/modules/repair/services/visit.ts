import type { StepContext, StepResult } from './take-step.js';

/** visit: customer service calls the resident back and records the rating (1–5); the order awaits its spot check. */
export function visitOrder({ body }: StepContext): StepResult {
  return { set: { rating: body.rating! } };
}
