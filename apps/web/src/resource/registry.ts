import type { FieldDecl } from '@cvap/contracts';
import type { AnyResourceDecl } from './decl.js';
import { registerResourceTranslations } from './translations.js';

const byName = new Map<string, AnyResourceDecl>();
/** A declared field → `resource.field`, the lookup's `via` (a field shared by several declarations: its first). */
const fieldPaths = new WeakMap<FieldDecl, string>();

/** Makes declarations known to the engine (for reference pickers) and adds their labels to i18n. */
export function registerResources(decls: readonly AnyResourceDecl[]): void {
  for (const decl of decls) {
    byName.set(decl.name, decl);
    for (const [name, field] of Object.entries(decl.fields) as [string, FieldDecl][])
      if (!fieldPaths.has(field)) fieldPaths.set(field, `${decl.name}.${name}`);
  }
  registerResourceTranslations(decls);
}

/** The declared field as a lookup names it (`patrolPlan.userIds`); undefined for a field no declaration holds. */
export function fieldPath(field: FieldDecl): string | undefined {
  return fieldPaths.get(field);
}

export function findResource(name: string): AnyResourceDecl | undefined {
  return byName.get(name);
}
