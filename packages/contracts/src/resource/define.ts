import type { Declared } from './row-type.js';
import type { FieldDecl, ResourceDecl } from './types.js';

/**
 * Declares a resource; checks at load time what the type system cannot. The field names type-check
 * `titleField`, `tree`, `defaultSort` and `defaultRange` here; the result is the plain `ResourceDecl` every
 * deriving function and the `RESOURCES` list take (a narrower F would not be assignable to it: `keyof F` makes
 * the interface invariant in F), carrying F only for `RowOf` to read a row's types.
 */
export function defineResource<const F extends Record<string, FieldDecl>>(decl: ResourceDecl<F>): Declared<F> {
  if (!/^[a-z][A-Za-z0-9]*$/.test(decl.name)) throw new Error(`resource name ${decl.name} must be camelCase`);
  if (!decl.basePath.startsWith('/api/')) throw new Error(`resource ${decl.name}: basePath must start with /api/`);
  if (!('id' in decl.fields)) throw new Error(`resource ${decl.name} declares no id field`);
  for (const [name, field] of Object.entries(decl.fields)) {
    if (field.kind === 'enum' && !(field.options && field.options.length > 0))
      throw new Error(`${decl.name}.${name}: enum without options`);
    if (field.kind === 'dict' && !field.dict) throw new Error(`${decl.name}.${name}: dict field without a dictionary code`);
    if (field.kind === 'reference' && !field.ref) throw new Error(`${decl.name}.${name}: reference field without ref`);
    if (field.kind === 'json' && (field.search || field.sortable || field.multiple))
      throw new Error(`${decl.name}.${name}: a json field cannot be searched, sorted or multiple`);
    if (field.default !== undefined && field.kind === 'enum' && !field.options?.some((o) => o.value === field.default))
      throw new Error(`${decl.name}.${name}: default is not one of the options`);
    if (field.search === 'range' && !['date', 'datetime', 'integer', 'decimal'].includes(field.kind))
      throw new Error(`${decl.name}.${name}: range search needs a date or number field`);
  }
  return decl as unknown as Declared<F>;
}

/** The i18n key of a field's label: `resources.<name>.fields.<field>`. */
export function fieldLabelKey(resource: string, field: string): string {
  return `resources.${resource}.fields.${field}`;
}
