import { Codes, type CodeName } from '@cvap/contracts';

/** The contracts' response-code catalogue as i18next resources (`{name}` placeholders become `{{name}}`). */
export function codeMessages(language: 'zh' | 'en'): Record<CodeName, string> {
  const entries = (Object.keys(Codes) as CodeName[]).map((name) => [name, Codes[name][language].replace(/\{(\w+)\}/g, '{{$1}}')] as const);
  return Object.fromEntries(entries) as Record<CodeName, string>;
}
