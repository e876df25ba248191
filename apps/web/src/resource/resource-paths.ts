import type { ResourceDecl } from '@cvap/contracts';

/** Where each call of a resource goes; the spec's non-standard paths (users, departments) override these. */
export interface ResourcePaths {
  page: string;
  detail: (id: number) => string;
  create: string;
  update: (id: number) => string;
  remove: (id: number) => string;
  tree: string;
  export: string;
  import: string;
}

export type ResourcePathOverrides = Partial<Record<keyof ResourcePaths, string>>;

/** The generic paths of a declaration: `{base}/query/page`, `{base}/{id}`, `{base}/tree`, … */
export function resourcePaths(decl: Pick<ResourceDecl, 'basePath'> & { paths?: ResourcePathOverrides }, overrides: ResourcePathOverrides = {}): ResourcePaths {
  const base = decl.basePath;
  const declared = { ...(decl.paths ?? {}), ...overrides };
  const withId = (template: string | undefined, fallback: string) => (id: number) =>
    (template ?? fallback).includes('{id}') ? (template ?? fallback).replace('{id}', String(id)) : (template ?? fallback);
  return {
    page: declared.page ?? `${base}/query/page`,
    detail: withId(declared.detail, `${base}/{id}`),
    create: declared.create ?? base,
    update: withId(declared.update, `${base}/{id}`),
    remove: withId(declared.remove, `${base}/{id}`),
    tree: declared.tree ?? `${base}/tree`,
    export: declared.export ?? `${base}/export`,
    import: declared.import ?? `${base}/import`,
  };
}
