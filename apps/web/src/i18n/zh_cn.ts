import { MODULE_TEXTS } from '../features/index.js';
import { shellZh } from './shell-zh_cn.js';

/** The console's Chinese texts: the shell's and each business module's (features/<m>/manifest.ts), by top-level key. */
export const zhCn = { ...shellZh, ...MODULE_TEXTS.zh_cn };
