import {
  DoorPaths,
  envelopeSchema,
  OwnerParamsSchema,
  pageResultSchema,
  ResidentsByApartmentQuerySchema,
  ReviewStatus,
  rowSchema,
  type PageResult,
} from '@cvap/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { persons } from '../schema.js';
import { ok, present, resolvedEntry, type Row, storedSelection } from '../../../engine/index.js';
import { APARTMENT_VIEW, visibleApartment } from '../../door/index.js';
import { personEntry } from '../registry.js';

const OWNER = 1;

/** The room detail's residents: the people of one house, and its owner. */
export async function residentsByApartmentRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const orm = app.db.orm;
  const person = resolvedEntry(personEntry);

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
      const where = and(
        eq(persons.apartmentId, apartmentId),
        reviewStatus === undefined ? undefined : eq(persons.reviewStatus, reviewStatus),
      )!;
      const [stored, [counted]] = await Promise.all([
        orm
          .select(storedSelection(person))
          .from(persons)
          .where(where)
          .orderBy(asc(persons.personType), asc(persons.id))
          .limit(limit)
          .offset((page - 1) * limit),
        orm.select({ n: count() }).from(persons).where(where),
      ]);
      const result: PageResult<Row> = {
        rows: await present(orm, person, stored),
        total: counted?.n ?? 0,
        totalExact: true,
        page,
        limit,
        nextCursor: null,
      };
      return ok(request.language, result);
    },
  );

  routes.get(
    DoorPaths.ownerPerson(':id'),
    {
      config: { access: APARTMENT_VIEW },
      schema: {
        tags: ['person'],
        summary: "A house's owner: the earliest passed owner registration, or null",
        params: OwnerParamsSchema,
        response: { 200: envelopeSchema(rowSchema(person.decl).nullable()) },
      },
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
}
