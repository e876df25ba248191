import type { StepContext, StepResult } from './take-step.js';

/** check: a supervisor spot-checks the finished work with a result and a score (0–100); the order is done. */
export function checkOrder({ body }: StepContext): StepResult {
  return { set: { checkResult: body.checkResult!, checkScore: body.score! } };
}
