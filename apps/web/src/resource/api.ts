import type { LookupQuery, LookupResult, Operation, PageResult, RowOf } from '@cvap/contracts';
import { keepPreviousData, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { AnyResourceDecl } from './decl.js';
import { request } from '../request/client.js';
import { downloadFile } from '../request/transfer.js';
import { routeUrl, type RouteOverrides } from './routes.js';
import { normalizeTree, type TreeNode } from './tree-data.js';

/**
 * The console's one way to a declared resource's data: the contracts' route rule (`routeOf`: list, record, the
 * writes, tree, export, import, template), rows typed from the declaration (`RowOf`), and the list and record
 * hooks both the generic screen and the bespoke ones read through. Workflow actions keep their module's api file.
 */
export type Row = Record<string, unknown> & { id: number };

export interface PageRequest {
  page: number;
  limit: number;
  sort?: string;
  order?: 'asc' | 'desc';
  [filter: string]: unknown;
}

/** An export either downloads at once or, for a large one, runs as a background task. */
export type ExportOutcome = { kind: 'downloaded' } | { kind: 'task'; taskId: string };

/** The calls of one resource, at its declared (or overridden) routes; rows typed from its declaration. */
export function resourceApi<D extends AnyResourceDecl>(decl: D, overrides?: RouteOverrides) {
  const call = <T>(operation: Operation, options: { id?: number; body?: unknown; customMessage?: boolean } = {}) => {
    const { route, url, idInPath } = routeUrl(decl, operation, options.id, overrides);
    const data = options.id !== undefined && !idInPath && options.body ? { ...(options.body as object), id: options.id } : options.body;
    return request<T>({
      url,
      method: route.method,
      customMessage: options.customMessage,
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { data: data ?? {} }),
    });
  };
  return {
    page: (query: PageRequest) => call<PageResult<RowOf<D>>>('page', { body: query }),
    detail: (id: number) => call<RowOf<D>>('get', { id }),
    /** Saves show their business errors themselves (on the form's fields, else as a notice). */
    create: (body: Record<string, unknown>) => call<unknown>('create', { body, customMessage: true }),
    /** Both `PUT {base}/{id}` and the spec's `PUT …/update` (the id in the body). */
    update: (id: number, body: Record<string, unknown>) => call<unknown>('update', { id, body, customMessage: true }),
    remove: (id: number) => call<unknown>('delete', { id }),
    /** The records a picker may offer (POST {basePath}/lookup): id, title, hint, community, parent. */
    lookup: (query: LookupQuery) => call<LookupResult>('lookup', { body: query }),
    tree: async (): Promise<TreeNode[]> => normalizeTree(await call<Record<string, unknown>[]>('tree', { body: {} }), decl.titleField),
    async export(filters: Record<string, unknown>): Promise<ExportOutcome> {
      const { route } = routeUrl(decl, 'export', undefined, overrides);
      const data = await downloadFile({ url: route.path, method: route.method, data: filters, fallbackName: `${decl.name}.xlsx` });
      const taskId = (data as { taskId?: unknown } | undefined)?.taskId;
      return typeof taskId === 'string' || typeof taskId === 'number' ? { kind: 'task', taskId: String(taskId) } : { kind: 'downloaded' };
    },
    /** The stored path of the import template (downloaded through the public download path). */
    template: () => call<{ filePath: string }>('template'),
    import: (filePath: string) => call<{ taskId?: string | number } | null>('import', { body: { filePath } }),
  };
}

export type ResourceApi = ReturnType<typeof resourceApi>;

/** Every cached read of a resource starts with this key: invalidating it reads its lists and records again. */
export const resourceKey = (decl: Pick<AnyResourceDecl, 'name'>) => ['resource', decl.name] as const;

type ReadOptions<T> = Omit<UseQueryOptions<T>, 'queryKey' | 'queryFn'>;

/** One page of a resource's list (sort, filters and position in `query`), the previous page shown while loading. */
export function useResourceList<D extends AnyResourceDecl>(decl: D, query: PageRequest, options: ReadOptions<PageResult<RowOf<D>>> = {}) {
  return useQuery({
    queryKey: [...resourceKey(decl), 'page', query],
    queryFn: () => resourceApi(decl).page(query),
    placeholderData: keepPreviousData,
    ...options,
  });
}

/**
 * The records a bespoke screen's picker or filter offers (POST {basePath}/lookup): open to the screen's users
 * through its module's `lookupUses`, where the resource's own list may not be.
 */
export function useLookupRows(decl: AnyResourceDecl, query: LookupQuery, options: ReadOptions<LookupResult> = {}) {
  return useQuery({
    queryKey: [...resourceKey(decl), 'lookup', query],
    queryFn: () => resourceApi(decl).lookup(query),
    staleTime: 60_000,
    ...options,
  });
}

/** One record of a resource as its `get` route returns it; nothing is read without an id. */
export function useResourceRecord<D extends AnyResourceDecl>(decl: D, id: number | null | undefined, options: ReadOptions<RowOf<D>> = {}) {
  return useQuery({
    queryKey: [...resourceKey(decl), 'detail', id],
    queryFn: () => resourceApi(decl).detail(id!),
    ...options,
    enabled: typeof id === 'number' && (options.enabled ?? true),
  });
}
