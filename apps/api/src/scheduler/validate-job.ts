import { AppError } from '../lib/errors.js';
import { jobHandler } from './registry.js';
import { cronProblem } from './scheduler.js';

/**
 * Business checks of a job body beyond its declaration's schema: the handler is in the registry, the cron
 * expression parses and fires, and the parameter JSON satisfies the handler's own schema. Returns the
 * parameter normalised (defaults filled) as stored JSON text. Any failure is 40001 with the field named.
 */
export function checkJobInput(input: { handler: string; cronExpression: string; parameter?: string | null }): string {
  const handler = jobHandler(input.handler);
  if (!handler) throw new AppError('VALIDATION_FAILED', { detail: 'handler' });
  const problem = cronProblem(input.cronExpression.trim());
  if (problem) throw new AppError('VALIDATION_FAILED', { detail: 'cronExpression' });
  let parsed: unknown;
  try {
    parsed = JSON.parse(input.parameter?.trim() || '{}');
  } catch {
    throw new AppError('VALIDATION_FAILED', { detail: 'parameter' });
  }
  const params = handler.params.safeParse(parsed);
  if (!params.success) {
    const fields = params.error.issues.map((issue) => ['parameter', ...issue.path.map(String)].join('.'));
    throw new AppError('VALIDATION_FAILED', { detail: [...new Set(fields)].join(', ') || 'parameter' });
  }
  return JSON.stringify(params.data);
}
