import { Elements, labelIn } from '@cvap/contracts';
import { setTimeout as delay } from 'node:timers/promises';
import type { Config } from '../../config.js';
import type { Orm } from '../../db/client.js';
import type { TaskBody, TaskResultLine, TaskStart } from '../task-service.js';
import { SELF_CHECK_STEPS } from './steps.js';
import { SELF_CHECK_TEXT } from './texts.js';

export const SELF_CHECK_TYPE = 'selfCheck';

export function selfCheckStart(userId: number, language: TaskStart['language']): TaskStart {
  const element = Elements.healthCheck;
  return { userId, language, type: SELF_CHECK_TYPE, source: element.menu, title: labelIn(element, language) };
}

/**
 * The system self-check: runs each step in turn and pushes progress after each. `stepPauseMs` spaces the steps
 * so a person watching sees the progress move (the checks themselves take milliseconds).
 */
export function selfCheckBody(deps: { orm: Orm; config: Config; tenantId: number; stepPauseMs: number }): TaskBody {
  return async ({ signal, language, progress }) => {
    const text = SELF_CHECK_TEXT[language];
    const result: TaskResultLine[] = [];
    for (const [index, step] of SELF_CHECK_STEPS.entries()) {
      if (deps.stepPauseMs > 0) await delay(deps.stepPauseMs, undefined, { signal });
      result.push(await step({ orm: deps.orm, config: deps.config, tenantId: deps.tenantId, text, signal, now: new Date() }));
      if (index < SELF_CHECK_STEPS.length - 1) await progress(((index + 1) * 100) / SELF_CHECK_STEPS.length);
    }
    return { message: text.finished(result.filter((line) => line.ok).length, result.length), result };
  };
}
