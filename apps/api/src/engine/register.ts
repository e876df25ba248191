import {
  envelopeSchema,
  pageQuerySchema,
  pageResultSchema,
  permissionCode,
  routeHasId,
  routeOf,
  rowSchema,
  createSchema,
  updateSchema,
  type Action,
  type Operation,
  type ResourceDecl,
} from '@cvap/contracts';
import { asc, desc } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '../fastify-types.js';
import { registerImportExport } from './import-export/routes.js';
import { registerLookup } from './lookup.js';
import { ok, okWithRowsJson } from '../lib/envelope.js';
import { caller } from '../lib/route-helpers.js';
import { EmptyEnvelope } from '../lib/schemas.js';
import { readPageJson, type PageQuery } from './paging.js';
import { createRow, deleteRow, findVisible, listVisible, updateRow, withVirtualFields } from './repository.js';
import { rememberResource } from './labels.js';
import { resolvedEntry } from './resolve.js';
import { actingScope, scopeCondition } from './scope.js';
import { buildTree } from './tree.js';
import type { RegistryEntry, ResolvedResource, ResourceContext, Row } from './types.js';

const IdParams = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** `{id}` in a declared path is Fastify's `:id`. */
function url(decl: ResourceDecl, op: Operation): string {
  return routeOf(decl, op).path.replace('{id}', ':id');
}

function context(app: FastifyInstance, request: FastifyRequest): ResourceContext {
  return { request, orm: app.db.orm, scope: actingScope(request), user: caller(request).user, now: new Date() };
}

const treeRowSchemas = new WeakMap<ResourceDecl, z.ZodType>();

/**
 * A recursive schema is written as a component of the API document only with an id (`DepartmentTreeNode`,
 * decision 0051): one schema per declaration, since an id is registered once per process.
 */
function treeRowSchema(decl: ResourceDecl): z.ZodType {
  const known = treeRowSchemas.get(decl);
  if (known) return known;
  const row = rowSchema(decl);
  const node: z.ZodType = row.extend({
    get children() {
      return z.array(node);
    },
  });
  z.globalRegistry.add(node, { id: `${decl.name[0]!.toUpperCase()}${decl.name.slice(1)}TreeNode` });
  treeRowSchemas.set(decl, node);
  return node;
}

/**
 * Registers the generic routes of a declared resource on its Drizzle table: page, get, create, update, delete
 * and tree, each only when its action is declared, each guarded by the action's element code, scoped to the
 * acting community, validated by the declaration's strict schemas, and (mutations) written to the operation log.
 */
export async function registerResource(app: FastifyInstance, entry: RegistryEntry): Promise<ResolvedResource> {
  const resource = resolvedEntry(entry);
  rememberResource(resource);
  const { decl } = entry;
  const committed = async (ctx: ResourceContext) => {
    await entry.hooks
      ?.afterCommit?.(ctx)
      .catch((error: unknown) => ctx.request.log.warn({ err: error }, `${decl.name}: after-commit hook failed`));
  };
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const has = (action: Action) => decl.actions.includes(action);
  const access = (action: Action) => permissionCode(decl, action) as RouteAccess;
  const opLog = (action: string) => ({ resource: decl.name, action });
  const tags = [decl.name];
  const Row = envelopeSchema(rowSchema(decl));
  const sortBy = decl.defaultSort ? decl.defaultSort : { field: 'id', order: 'asc' as const };
  const sortColumn = sortBy.field === 'id' ? resource.id : resource.columns.get(sortBy.field)!;
  const defaultOrder = [(sortBy.order === 'asc' ? asc : desc)(sortColumn), asc(resource.id)];

  if (has('view')) {
    const page = routeOf(decl, 'page');
    routes.route({
      method: page.method,
      url: url(decl, 'page'),
      config: { access: access('view') },
      schema: {
        tags,
        summary: `Page of ${decl.label.en}: filters, sort, page`,
        body: pageQuerySchema(decl),
        response: { 200: envelopeSchema(pageResultSchema(rowSchema(decl))) },
      },
      handler: async (request, reply) => {
        const ctx = context(app, request);
        const query = request.body as PageQuery;
        // The database writes the rows' JSON (selection.ts), sent as it is unless a hook adds virtual fields in
        // JavaScript; the response schema still documents the page, and the API tests hold the rows to it.
        const { rowsJson, ...page } = await readPageJson(ctx.orm, resource, query, ctx.scope);
        if (resource.hooks.loadVirtual) {
          const rows = await withVirtualFields(ctx.orm, resource, JSON.parse(rowsJson) as Row[]);
          return ok(request.language, { ...page, rows });
        }
        // A string with a JSON content type is sent as it is (no serializer); typed as the schema's reply.
        return reply.type('application/json; charset=utf-8').send(okWithRowsJson(request.language, page, rowsJson) as never);
      },
    });

    routes.route({
      method: 'GET',
      url: url(decl, 'get'),
      config: { access: access('view') },
      schema: { tags, summary: `One ${decl.label.en}`, params: IdParams, response: { 200: Row } },
      handler: async (request) =>
        ok(request.language, await findVisible(context(app, request), resource, (request.params as { id: number }).id)),
    });

    if (decl.tree) {
      const tree = routeOf(decl, 'tree');
      routes.route({
        method: tree.method,
        url: url(decl, 'tree'),
        config: { access: access('view') },
        schema: {
          tags,
          summary: `Every ${decl.label.en} visible in the scope, as a tree`,
          ...(tree.method === 'GET' ? {} : { body: z.strictObject({}).nullish() }),
          response: { 200: envelopeSchema(z.array(treeRowSchema(decl))) },
        },
        handler: async (request) => {
          const ctx = context(app, request);
          const rows = await listVisible(ctx.orm, resource, scopeCondition(ctx.orm, resource, ctx.scope), defaultOrder);
          return ok(request.language, buildTree(rows, decl.tree!.parentField));
        },
      });
    }
  }

  if (has('add')) {
    const create = routeOf(decl, 'create');
    routes.route({
      method: create.method,
      url: url(decl, 'create'),
      config: { access: access('add'), opLog: opLog('create') },
      schema: { tags, summary: `Create a ${decl.label.en}`, body: createSchema(decl), response: { 200: Row } },
      handler: async (request) => {
        const ctx = context(app, request);
        const row = await createRow(ctx, resource, request.body as Record<string, unknown>);
        request.opLogNote = { recordId: String(row.id) };
        await committed(ctx);
        return ok(request.language, row);
      },
    });
  }

  if (has('edit')) {
    const update = routeOf(decl, 'update');
    const idInPath = routeHasId(update);
    routes.route({
      method: update.method,
      url: url(decl, 'update'),
      config: { access: access('edit'), opLog: opLog('update') },
      schema: {
        tags,
        summary: `Update a ${decl.label.en}`,
        ...(idInPath ? { params: IdParams } : {}),
        body: updateSchema(decl),
        response: { 200: Row },
      },
      handler: async (request) => {
        const body = request.body as Record<string, unknown>;
        const id = idInPath ? (request.params as { id: number }).id : (body.id as number);
        request.opLogNote = { recordId: String(id) };
        const ctx = context(app, request);
        const row = await updateRow(ctx, resource, id, body);
        await committed(ctx);
        return ok(request.language, row);
      },
    });
  }

  if (has('delete')) {
    routes.route({
      method: routeOf(decl, 'delete').method,
      url: url(decl, 'delete'),
      config: { access: access('delete'), opLog: opLog('delete') },
      schema: { tags, summary: `Delete a ${decl.label.en}`, params: IdParams, response: { 200: EmptyEnvelope } },
      handler: async (request) => {
        const { id } = request.params as { id: number };
        request.opLogNote = { recordId: String(id) };
        const ctx = context(app, request);
        await deleteRow(ctx, resource, id);
        await committed(ctx);
        return ok(request.language, null);
      },
    });
  }
  registerLookup(app, resource);
  // Export, import and the import template, for the actions the declaration lists (import-export/, 0007).
  await registerImportExport(app, resource);
  return resource;
}
