import type { FieldDecl, ResourceDecl } from '@cvap/contracts';

/**
 * Any declaration, whatever its fields. `ResourceDecl<F>` is not assignable to `ResourceDecl` (TypeScript
 * treats F as invariant through `keyof F`), so the engine takes this and reads the fields through `fieldsOf`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyResourceDecl = ResourceDecl<any>;

export function fieldsOf(decl: AnyResourceDecl): [string, FieldDecl][] {
  return Object.entries(decl.fields as Record<string, FieldDecl>);
}

export function fieldOf(decl: AnyResourceDecl, name: string): FieldDecl | undefined {
  return (decl.fields as Record<string, FieldDecl>)[name];
}
