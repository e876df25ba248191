import 'i18next';
import type { zhCn } from './console-texts.js';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof zhCn };
  }
}
