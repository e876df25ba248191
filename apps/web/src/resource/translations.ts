import { SystemEndpoints, type Language } from '@cvap/contracts';
import { i18n } from '../i18n/index.js';
import { callEndpoint } from '../request/endpoint.js';
import type { AnyResourceDecl } from './decl.js';
import { overridePairs, resourceTranslations } from './i18n-keys.js';
import type { Translate } from './translate.js';

export const LANGUAGES: readonly Language[] = ['zh_cn', 'en'];

const registered = new Set<string>();

/**
 * Adds `resources.<name>.label` / `.fields.<field>` of the declarations in both languages. Existing texts are
 * kept, so a run-time override loaded earlier is not replaced by the declared text.
 */
export function registerResourceTranslations(decls: readonly AnyResourceDecl[]): void {
  const fresh = decls.filter((decl) => !registered.has(decl.name));
  if (fresh.length === 0) return;
  for (const decl of fresh) registered.add(decl.name);
  for (const language of LANGUAGES) i18n.addResourceBundle(language, 'translation', resourceTranslations(fresh, language), true, false);
}

/** The run-time overrides of one language (the i18n entries screen), merged over the built-in texts. */
export async function loadI18nOverrides(language: Language): Promise<number> {
  const data = await callEndpoint(SystemEndpoints.i18nOverrides, { query: { lang: language } }, { caught: true });
  const pairs = overridePairs(data);
  for (const [key, text] of pairs) i18n.addResource(language, 'translation', key, text, { silent: true });
  if (pairs.length > 0) i18n.emit('added', language, 'translation');
  return pairs.length;
}

/** i18next's `t` for keys built at run time (the typed `t` knows only the static keys). */
export const looseT: Translate = (key, options) => i18n.t(key as never, options as never) as unknown as string;
