import type { PageResult } from '@cvap/contracts';
import type { AnyResourceDecl } from './decl.js';
import { request } from '../request/client.js';
import { downloadFile } from '../request/transfer.js';
import { resourceRoutes, routeUrl, type Operation, type RouteOverrides } from './resource-paths.js';
import { normalizeTree, type TreeNode } from './tree-data.js';

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

/** The calls of one resource, at its declared (or overridden) routes. */
export function resourceApi(decl: AnyResourceDecl, overrides?: RouteOverrides) {
  const routes = resourceRoutes(decl as AnyResourceDecl & { paths?: RouteOverrides }, overrides);
  const call = <T>(operation: Operation, options: { id?: number; body?: unknown; customMessage?: boolean } = {}) => {
    const route = routes[operation];
    const { url, idInPath } = routeUrl(route, options.id);
    const data = options.id !== undefined && !idInPath && options.body ? { ...(options.body as object), id: options.id } : options.body;
    return request<T>({
      url,
      method: route.method,
      customMessage: options.customMessage,
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { data: data ?? {} }),
    });
  };
  return {
    routes,
    page: (query: PageRequest) => call<PageResult<Row>>('page', { body: query }),
    detail: (id: number) => call<Row>('get', { id }),
    /** Saves show their business errors themselves (on the form's fields, else as a notice). */
    create: (body: Record<string, unknown>) => call<unknown>('create', { body, customMessage: true }),
    /** Both `PUT {base}/{id}` and the spec's `PUT …/update` (the id in the body). */
    update: (id: number, body: Record<string, unknown>) => call<unknown>('update', { id, body, customMessage: true }),
    remove: (id: number) => call<unknown>('delete', { id }),
    tree: async (): Promise<TreeNode[]> => normalizeTree(await call<Record<string, unknown>[]>('tree', { body: {} }), decl.titleField),
    async export(filters: Record<string, unknown>): Promise<ExportOutcome> {
      const route = routes.export;
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
