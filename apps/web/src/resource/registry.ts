import type { AnyResourceDecl } from './decl.js';
import { registerResourceTranslations } from './translations.js';

const byName = new Map<string, AnyResourceDecl>();

/** Makes declarations known to the engine (for reference pickers) and adds their labels to i18n. */
export function registerResources(decls: readonly AnyResourceDecl[]): void {
  for (const decl of decls) byName.set(decl.name, decl);
  registerResourceTranslations(decls);
}

export function findResource(name: string): AnyResourceDecl | undefined {
  return byName.get(name);
}
