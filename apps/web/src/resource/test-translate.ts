import i18next from 'i18next';
import { en, zhCn } from '../console-texts.js';
import type { Translate } from './translate.js';

/** The console's real translation resources, for tests of the pure modules. */
export function realTranslate(language: 'zh_cn' | 'en'): Translate {
  const instance = i18next.createInstance();
  void instance.init({
    resources: { zh_cn: { translation: zhCn }, en: { translation: en } },
    lng: language,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return (key, options) => instance.t(key as never, options as never) as unknown as string;
}
