import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { Language } from '@cvap/contracts';
import { StorageKeys } from '../app/storage-keys.js';
import { readItem, writeItem } from '../app/storage.js';
import { isLanguage, languageTag, languageOrDefault } from './language.js';

export const i18n = i18next;

function applyToDocument(language: Language): void {
  // eslint-disable-next-line no-restricted-syntax -- dayjs's locale name, not a label
  dayjs.locale(language === 'en' ? 'en' : 'zh-cn');
  if (typeof document !== 'undefined') {
    document.documentElement.lang = languageTag(language);
    document.title = i18next.t('app.productName');
  }
}

/** The language chosen in this browser, if the user ever chose one. */
export function storedLanguage(): Language | null {
  const value = readItem('local', StorageKeys.language);
  return isLanguage(value) ? value : null;
}

export function currentLanguage(): Language {
  return languageOrDefault(i18next.language);
}

/** The texts of each language, by top-level key: main.tsx gives the shell's and every module's (console-texts.ts). */
export type ConsoleTexts = Readonly<Record<Language, Record<string, unknown>>>;

export async function initI18n(texts: ConsoleTexts): Promise<void> {
  await i18next.use(initReactI18next).init({
    resources: { zh_cn: { translation: texts.zh_cn }, en: { translation: texts.en } },
    lng: storedLanguage() ?? 'zh_cn',
    fallbackLng: 'zh_cn',
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    // Re-render when texts are added after start-up (resource labels, run-time overrides of the i18n entries).
    react: { bindI18nStore: 'added' },
  });
  applyToDocument(currentLanguage());
}

/** Switches the console language and remembers it in this browser. */
export async function changeLanguage(language: Language): Promise<void> {
  writeItem('local', StorageKeys.language, language);
  await i18next.changeLanguage(language);
  applyToDocument(language);
}
