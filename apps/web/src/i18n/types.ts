import type { zhCn } from './zh_cn.js';

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** The English resources must have exactly the keys of the Chinese ones (checked here and by a unit test). */
export type TranslationShape = Strings<typeof zhCn>;
