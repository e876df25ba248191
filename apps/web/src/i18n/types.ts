import type { Strings } from '../app/web-module.js';
import type { zhCn } from './zh_cn.js';

/** The English resources must have exactly the keys of the Chinese ones (checked here and by a unit test). */
export type TranslationShape = Strings<typeof zhCn>;
