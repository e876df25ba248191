import { MODULE_TEXTS } from '../features/index.js';
import { shellEn } from './shell-en.js';
import type { TranslationShape } from './types.js';

/** The console's English texts, with exactly the Chinese keys: the shell's and each business module's. */
export const en: TranslationShape = { ...shellEn, ...MODULE_TEXTS.en };
