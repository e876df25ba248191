/** The calls of a resource, each a method and a path (`{id}` stands for the record's id). */
export type Operation = 'page' | 'get' | 'create' | 'update' | 'delete' | 'tree' | 'export' | 'import' | 'template';

export interface RouteSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
}

/** The declaration's `paths` (the spec's non-standard paths, e.g. `POST /api/admin/user/add`) plus a screen's own. */
export type RouteOverrides = Partial<Record<Operation, RouteSpec>>;

/** The generic routes of a declaration: `POST {base}/query/page`, `GET {base}/{id}`, `POST {base}/tree`, … */
export function resourceRoutes(
  decl: { basePath: string; paths?: RouteOverrides },
  overrides: RouteOverrides = {},
): Record<Operation, RouteSpec> {
  const base = decl.basePath;
  const generic: Record<Operation, RouteSpec> = {
    page: { method: 'POST', path: `${base}/query/page` },
    get: { method: 'GET', path: `${base}/{id}` },
    create: { method: 'POST', path: base },
    update: { method: 'PUT', path: `${base}/{id}` },
    delete: { method: 'DELETE', path: `${base}/{id}` },
    tree: { method: 'POST', path: `${base}/tree` },
    export: { method: 'POST', path: `${base}/export` },
    import: { method: 'POST', path: `${base}/import` },
    template: { method: 'GET', path: `${base}/template` },
  };
  return { ...generic, ...(decl.paths ?? {}), ...overrides };
}

/** The route's URL for a record; whether the id travelled in the path (else it goes in the body). */
export function routeUrl(route: RouteSpec, id?: number): { url: string; idInPath: boolean } {
  const idInPath = route.path.includes('{id}');
  return { url: id === undefined ? route.path : route.path.replace('{id}', String(id)), idInPath };
}
