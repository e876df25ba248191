import { ByApartmentRequestSchema, DoorPaths, envelopeSchema, pageResultSchema, rowSchema, type PageResult } from '@cvap/contracts';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AppError,
  cappedCount,
  decodeCursor,
  encodeCursor,
  ok,
  type Orm,
  present,
  resolvedEntry,
  type ResolvedResource,
  type Row,
  storedSelection,
} from '../../../engine/index.js';
import { openRecordEntry } from '../registry.js';
import { APARTMENT_VIEW, visibleApartment } from './apartment-queries.js';

/**
 * A page of a house's rows newest first, on the index (apartment_id, id desc): with the previous page's cursor
 * one index range scan (`id < last`); without it, the page's ids are found first by an index-only scan (the
 * OFFSET skips index entries, not table rows) and only those rows are read. Totals are counted up to 100 001.
 */
export async function newestByApartment(
  orm: Orm,
  resource: ResolvedResource,
  apartmentId: number,
  query: { page: number; limit: number; cursor?: string | undefined },
): Promise<PageResult<Row>> {
  const apartmentColumn = resource.columns.get('apartmentId')!;
  const of = eq(apartmentColumn, apartmentId);
  let position: SQL | undefined;
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor);
    if (!cursor || cursor.field !== 'id' || cursor.order !== 'desc') throw new AppError('CURSOR_INVALID');
    position = lt(resource.id, cursor.id);
  }
  const keys = orm
    .select({ key: resource.id })
    .from(resource.table)
    .where(and(of, position))
    .orderBy(desc(resource.id))
    .limit(query.limit)
    .offset(position ? 0 : (query.page - 1) * query.limit)
    .as('keys');
  const [stored, { total, exact: totalExact }] = await Promise.all([
    orm.select(storedSelection(resource)).from(resource.table).innerJoin(keys, eq(resource.id, keys.key)).orderBy(desc(resource.id)),
    cappedCount(orm, resource, of),
  ]);
  const rows = await present(orm, resource, stored);
  const last = rows.length === query.limit ? rows[rows.length - 1] : undefined;
  const nextCursor = last ? encodeCursor({ field: 'id', order: 'desc', value: last.id as number, id: last.id as number }) : null;
  return { rows, total, totalExact, page: query.page, limit: query.limit, nextCursor };
}

/**
 * A newest-first list of a house's rows (`resource` has an apartmentId): the request, paging and visibility check
 * every such list shares. Door's passage records use it here, the access module's cards of a house in its routes.
 */
export function newestByApartmentRoute(
  app: FastifyInstance,
  { path, resource, summary }: { path: string; resource: ResolvedResource; summary: string },
): void {
  const orm = app.db.orm;
  app.withTypeProvider<ZodTypeProvider>().post(
    path,
    {
      config: { access: APARTMENT_VIEW },
      schema: {
        tags: [resource.decl.name],
        summary,
        body: ByApartmentRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(rowSchema(resource.decl))) },
      },
    },
    async (request) => {
      const { apartmentId, ...query } = request.body;
      await visibleApartment(request, apartmentId);
      return ok(request.language, await newestByApartment(orm, resource, apartmentId, query));
    },
  );
}

/** The room detail's passage records of one house (its cards: access module; residents: household module). */
export async function byApartmentRoutes(app: FastifyInstance): Promise<void> {
  newestByApartmentRoute(app, {
    path: DoorPaths.openRecordsByApartment,
    resource: resolvedEntry(openRecordEntry),
    summary: 'Door passage records of a house, newest first, paged (cursor for cheap next pages)',
  });
}
