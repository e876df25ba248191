import { DEFAULT_LANGUAGE, type Language } from '@cvap/contracts';

export function isLanguage(value: unknown): value is Language {
  return value === 'zh_cn' || value === 'en';
}

/** The Accept-Language value the API expects for each console language. */
export function acceptLanguageFor(language: Language): string {
  return language === 'en' ? 'en' : 'zh-CN';
}

/** The `lang` attribute of the document for each console language. */
export function htmlLangFor(language: Language): string {
  return language === 'en' ? 'en' : 'zh-CN';
}

export function languageOrDefault(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}
