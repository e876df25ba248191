import type { PageResult } from '@cvap/contracts';
import type { AnyResourceDecl } from './decl.js';
import { http } from '../request/client.js';
import { downloadFile } from '../request/transfer.js';
import { resourcePaths, type ResourcePathOverrides, type ResourcePaths } from './resource-paths.js';
import type { TreeNode } from './tree-data.js';

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

/** The calls of one resource, at its declared (or overridden) paths. */
export function resourceApi(decl: AnyResourceDecl, overrides?: ResourcePathOverrides) {
  const paths: ResourcePaths = resourcePaths(decl as AnyResourceDecl & { paths?: ResourcePathOverrides }, overrides);
  const fileName = `${decl.name}.xlsx`;
  return {
    paths,
    page: (query: PageRequest) => http.post<PageResult<Row>>(paths.page, query),
    detail: (id: number) => http.get<Row>(paths.detail(id)),
    create: (body: Record<string, unknown>) => http.post<unknown>(paths.create, body),
    /** Both the `PUT {base}/{id}` and the spec's `PUT …/update` (id in the body) shapes. */
    update: (id: number, body: Record<string, unknown>) => {
      const url = paths.update(id);
      return http.put<unknown>(url, url.includes(String(id)) ? body : { ...body, id });
    },
    remove: (id: number) => http.delete<unknown>(paths.remove(id)),
    tree: () => http.post<TreeNode[]>(paths.tree, {}),
    async export(filters: Record<string, unknown>): Promise<ExportOutcome> {
      const data = await downloadFile({ url: paths.export, method: 'POST', data: filters, fallbackName: fileName });
      const taskId = (data as { taskId?: unknown } | undefined)?.taskId;
      return typeof taskId === 'string' || typeof taskId === 'number' ? { kind: 'task', taskId: String(taskId) } : { kind: 'downloaded' };
    },
    import: (filePath: string) => http.post<{ taskId?: string } | null>(paths.import, { filePath }),
  };
}

export type ResourceApi = ReturnType<typeof resourceApi>;
