import { labelIn } from '@cvap/contracts';
import type { ResourceContext } from './types.js';

/** The one of two texts in the requester's language (messages hooks put into refusals). */
export function byLanguage(ctx: Pick<ResourceContext, 'request'>, zh: string, en: string): string {
  return labelIn({ zh, en }, ctx.request.language);
}
