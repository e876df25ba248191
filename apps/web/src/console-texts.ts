import type { Strings } from './app/web-module.js';
import { MODULE_TEXTS } from './features/index.js';
import { shellEn } from './i18n/shell-en.js';
import { shellZh } from './i18n/shell-zh_cn.js';

/** The console's Chinese texts: the shell's and each business module's (features/<m>/manifest.ts), by top-level key. */
export const zhCn = { ...shellZh, ...MODULE_TEXTS.zh_cn };

/** The English resources must have exactly the keys of the Chinese ones (checked here and by a unit test). */
export type TranslationShape = Strings<typeof zhCn>;

/** The console's English texts, with exactly the Chinese keys: the shell's and each business module's. */
export const en: TranslationShape = { ...shellEn, ...MODULE_TEXTS.en };

/** What main.tsx hands i18n at start-up: i18n itself lists no module. */
export const CONSOLE_TEXTS = { zh_cn: zhCn, en };
