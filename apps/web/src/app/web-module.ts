import type { ScreenModule } from '../routes/screen-module.js';

/** The English texts of a Chinese text object: the same keys, any strings. */
export type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/**
 * What a business module gives the console, exported by its `features/<m>/manifest.ts` and listed once in
 * WEB_MODULES (`features/index.ts`): the screen registry and the i18n resources are built from these.
 */
export interface WebModule<T extends object = object> {
  /** The module's folder name, the same in every tier (contracts and API `modules/<name>`). */
  name: string;
  /** Its bespoke screens by catalogue path; the catalogue's other paths get the generic or the "not built" screen. */
  screens: Readonly<Record<string, ScreenModule>>;
  /** Its i18n texts by top-level key, in both languages (the English with exactly the Chinese keys). */
  texts: { zh_cn: T; en: Strings<T> };
}

/** Declares a module's manifest, checking that its English texts have exactly its Chinese keys. */
export function webModule<T extends object>(module: WebModule<T>): WebModule<T> {
  return module;
}
