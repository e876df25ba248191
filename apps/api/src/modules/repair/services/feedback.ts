import type { StepContext, StepResult } from './take-step.js';

/** feedback: the worker reports progress (a note, photos); the order stays in progress. */
export function feedbackOrder(_ctx: StepContext): StepResult {
  return {};
}
