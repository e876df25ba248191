import { type PageResult, ReviewStatus } from '@cvap/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import { persons } from '../schema.js';
import { readRows, resolvedEntry, type Row, type ServiceContext } from '../../../engine/index.js';
import { visibleApartment } from '../../door/index.js';
import { personEntry } from '../registry.js';

// The room detail's residents: the people of one house, and its owner.

const OWNER = 1;
const person = resolvedEntry(personEntry);

/** Residents of a visible house, owners first (person rows), paged. */
export async function personsOfApartment(
  ctx: ServiceContext,
  query: { apartmentId: number; page: number; limit: number; reviewStatus?: number | undefined },
): Promise<PageResult<Row>> {
  const { orm } = ctx;
  const { apartmentId, page, limit, reviewStatus } = query;
  await visibleApartment(ctx, apartmentId);
  const where = and(eq(persons.apartmentId, apartmentId), reviewStatus === undefined ? undefined : eq(persons.reviewStatus, reviewStatus))!;
  const [rows, [counted]] = await Promise.all([
    readRows(orm, person, { where, orderBy: [asc(persons.personType), asc(persons.id)], limit, offset: (page - 1) * limit }),
    orm.select({ n: count() }).from(persons).where(where),
  ]);
  return {
    rows,
    total: counted?.n ?? 0,
    totalExact: true,
    page,
    limit,
    nextCursor: null,
  };
}

/** A visible house's owner: the earliest passed owner registration, or null. */
export async function ownerOfApartment(ctx: ServiceContext, id: number): Promise<Row | null> {
  const { orm } = ctx;
  await visibleApartment(ctx, id);
  const [owner] = await readRows(orm, person, {
    where: and(eq(persons.apartmentId, id), eq(persons.personType, OWNER), eq(persons.reviewStatus, ReviewStatus.passed)),
    orderBy: [asc(persons.id)],
    limit: 1,
  });
  return owner ?? null;
}
