import 'i18next';
import type { zhCn } from './zh_cn.js';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof zhCn };
  }
}
