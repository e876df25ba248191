import { DEFAULT_LANGUAGE, type Language } from '@cvap/contracts';

export function isLanguage(value: unknown): value is Language {
  return value === 'zh_cn' || value === 'en';
}

/** The language tag of each console language: the Accept-Language value the API expects, the document's `lang`. */
export function languageTag(language: Language): 'en' | 'zh-CN' {
  // eslint-disable-next-line no-restricted-syntax -- a locale tag, not a label
  return language === 'en' ? 'en' : 'zh-CN';
}

export function languageOrDefault(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}
