import type { FieldDecl, ResourceDecl } from './types.js';

/**
 * A declaration that still knows its fields' types (what `defineResource` returns): a plain `ResourceDecl` to
 * every deriving function, and `RowOf` reads its rows' types from it. The key is never set at run time.
 */
export type Declared<F extends Record<string, FieldDecl>> = ResourceDecl & { readonly '~fields'?: F };

type Single<F extends FieldDecl> = F['kind'] extends 'id' | 'reference' | 'integer' | 'decimal'
  ? number
  : F['kind'] extends 'boolean'
    ? boolean
    : F['kind'] extends 'json'
      ? Record<string, unknown>
      : F['kind'] extends 'enum'
        ? string | number
        : string;

type Value<F extends FieldDecl> = F['multiple'] extends true ? Single<F>[] : Single<F>;

type Fields<D> = D extends { readonly '~fields'?: infer F } ? NonNullable<F> : never;

/** The reference fields the API names beside their ids (`floorId` → `floorIdLabel`): stored, not secret. */
type LabelKeys<F> = {
  [K in keyof F & string]: F[K] extends { kind: 'reference' } ? (F[K] extends { virtual: true } ? never : `${K}Label`) : never;
}[keyof F & string];

/**
 * One row as the API returns it, derived from the declaration as `rowSchema` derives its check: every field but
 * the secret ones, nullable unless it is the id, and each labelled reference's name beside its id.
 */
export type RowOf<D> = [Fields<D>] extends [never]
  ? Record<string, unknown> & { id: number }
  : { id: number } & {
      [K in keyof Fields<D> as Fields<D>[K] extends { secret: true } ? never : K extends 'id' ? never : K]: Value<
        Fields<D>[K] & FieldDecl
      > | null;
    } & { [K in LabelKeys<Fields<D>>]?: string | null };
