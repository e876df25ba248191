import {
  ByApartmentRequestSchema,
  DoorPaths,
  envelopeSchema,
  OwnerParamsSchema,
  pageResultSchema,
  ResidentsByApartmentQuerySchema,
  ReviewStatus,
  rowSchema,
  type PageResult,
} from '@cvap/contracts';
import { and, asc, count, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Orm } from '../../db/client.js';
import { persons } from '../../db/schema/index.js';
import { ok } from '../../lib/envelope.js';
import { AppError } from '../../lib/errors.js';
import { actingScope } from '../../plugins/community-scope.js';
import { doorResource } from '../../resources/door/index.js';
import { decodeCursor, encodeCursor } from '../../resources/engine/cursor.js';
import { cappedCount } from '../../resources/engine/totals.js';
import { findVisible, present } from '../../resources/engine/repository.js';
import type { ResolvedResource, Row } from '../../resources/engine/types.js';
import { APARTMENT_VIEW } from './apartment-queries.js';
import { storedSelection } from '../../resources/engine/selection.js';

const OWNER = 1;

/**
 * A page of a house's rows newest first, on the index (apartment_id, id desc): with the previous page's cursor
 * one index range scan (`id < last`); without it, the page's ids are found first by an index-only scan (the
 * OFFSET skips index entries, not table rows) and only those rows are read. Totals are counted up to 100 001.
 */
export async function newestByApartment(orm: Orm, resource: ResolvedResource, apartmentId: number, query: { page: number; limit: number; cursor?: string | undefined }): Promise<PageResult<Row>> {
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

/** The room detail's lists: residents, owner, access cards and door passage records of one house. */
export async function byApartmentRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const orm = app.db.orm;
  const person = doorResource('person');
  const apartment = doorResource('apartment');
  /** Another community's house reads as missing (404). */
  const visibleApartment = (request: FastifyRequest, id: number) => findVisible({ orm, scope: actingScope(request) }, apartment, id);

  routes.get(
    DoorPaths.residentsByApartment,
    {
      config: { access: APARTMENT_VIEW },
      schema: {
        tags: ['person'],
        summary: 'Residents of a house, owners first (person rows), paged',
        querystring: ResidentsByApartmentQuerySchema,
        response: { 200: envelopeSchema(pageResultSchema(rowSchema(person.decl))) },
      },
    },
    async (request) => {
      const { apartmentId, page, limit, reviewStatus } = request.query;
      await visibleApartment(request, apartmentId);
      const where = and(eq(persons.apartmentId, apartmentId), reviewStatus === undefined ? undefined : eq(persons.reviewStatus, reviewStatus))!;
      const [stored, [counted]] = await Promise.all([
        orm.select(storedSelection(person)).from(persons).where(where).orderBy(asc(persons.personType), asc(persons.id)).limit(limit).offset((page - 1) * limit),
        orm.select({ n: count() }).from(persons).where(where),
      ]);
      const result: PageResult<Row> = { rows: await present(orm, person, stored), total: counted?.n ?? 0, totalExact: true, page, limit, nextCursor: null };
      return ok(request.language, result);
    },
  );

  routes.get(
    DoorPaths.ownerPerson(':id'),
    {
      config: { access: APARTMENT_VIEW },
      schema: { tags: ['person'], summary: "A house's owner: the earliest passed owner registration, or null", params: OwnerParamsSchema, response: { 200: envelopeSchema(rowSchema(person.decl).nullable()) } },
    },
    async (request) => {
      const { id } = request.params;
      await visibleApartment(request, id);
      const stored = await orm
        .select(storedSelection(person))
        .from(persons)
        .where(and(eq(persons.apartmentId, id), eq(persons.personType, OWNER), eq(persons.reviewStatus, ReviewStatus.passed)))
        .orderBy(asc(persons.id))
        .limit(1);
      const [owner] = await present(orm, person, stored);
      return ok(request.language, owner ?? null);
    },
  );

  /** The two newest-first lists of a house: the same request, paging and visibility check. */
  const newestFirst = [
    { path: DoorPaths.openRecordsByApartment, resource: doorResource('openRecord'), summary: 'Door passage records of a house, newest first, paged (cursor for cheap next pages)' },
    { path: DoorPaths.cardsByApartment, resource: doorResource('card'), summary: 'Access cards of a house, newest first, paged' },
  ];
  for (const { path, resource, summary } of newestFirst) {
    routes.post(
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
}
