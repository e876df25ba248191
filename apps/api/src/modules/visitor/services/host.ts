import { ReviewStatus } from '@cvap/contracts';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { buildingFloors, buildings } from '../../../db/schema/index.js';
import { apartments, companies } from '../../door/schema.js';
import { persons } from '../../household/schema.js';
import { AppError, type ResourceContext } from '../../../engine/index.js';
import { residentialCondition } from '../../door/index.js';

export interface VisitedPlace {
  residentialId: number;
  companyId: number;
  companyName: string;
  buildingId: number;
  buildingName: string;
  personId: number | null;
  personName: string | null;
  personMobile: string | null;
}

/**
 * The company visited and its host, in the acting scope: the company must be of a community the caller reaches
 * (the acting one), the host (if picked) an employee of that company. Otherwise 40986, and nothing is written.
 */
export async function visitedPlace(
  ctx: Pick<ResourceContext, 'orm' | 'scope'>,
  companyId: number,
  personId?: number | null,
): Promise<VisitedPlace> {
  const [company] = await ctx.orm
    .select({
      residentialId: companies.residentialId,
      companyName: companies.companyName,
      buildingId: companies.buildingId,
      buildingName: buildings.name,
    })
    .from(companies)
    .innerJoin(buildings, eq(buildings.id, companies.buildingId))
    .where(and(eq(companies.id, companyId), residentialCondition(ctx, companies.residentialId)))
    .limit(1);
  if (!company) throw new AppError('VISIT_HOST_NOT_IN_COMMUNITY', { data: { fields: [{ field: 'companyId', message: 'community' }] } });
  let host: { name: string; phone: string } | undefined;
  if (personId !== undefined && personId !== null) {
    [host] = await ctx.orm
      .select({ name: persons.name, phone: persons.phone })
      .from(persons)
      .where(and(eq(persons.id, personId), eq(persons.companyId, companyId), eq(persons.residentialId, company.residentialId)))
      .limit(1);
    if (!host) throw new AppError('VISIT_HOST_NOT_IN_COMMUNITY', { data: { fields: [{ field: 'personId', message: 'community' }] } });
  }
  return {
    ...company,
    companyId,
    personId: host ? personId! : null,
    personName: host?.name ?? null,
    personMobile: host?.phone ?? null,
  };
}

/** The most rows a kiosk directory lists (a large community's houses). */
const KIOSK_DIRECTORY_LIMIT = 5000;

/** Who may host a visit at home: an owner, a family member or a tenant (not a company employee). */
const PERSON_TYPES = [1, 2, 3];
/** A resident who may host: of those types, and not refused by the property's review (moved out, not theirs). */
const mayHost = and(inArray(persons.personType, PERSON_TYPES), ne(persons.reviewStatus, ReviewStatus.rejected));

/** A visit to a house: no company, the resident's community and building. */
type HouseholdPlace = Omit<VisitedPlace, 'companyId' | 'companyName'> & { companyId: null; companyName: null };

/**
 * A visit to a household (a residential community: no company): the host must be a resident (not refused) of a
 * community the caller reaches, living in a building; the visit takes the host's community and building. No host: 40987; a host
 * out of scope or not a resident: 40986.
 */
export async function householdPlace(
  ctx: Pick<ResourceContext, 'orm' | 'scope'>,
  personId: number | null | undefined,
): Promise<HouseholdPlace> {
  if (personId === undefined || personId === null) {
    throw new AppError('VISIT_PLACE_REQUIRED', { data: { fields: [{ field: 'companyId', message: 'placeRequired' }] } });
  }
  const [host] = await ctx.orm
    .select({
      residentialId: persons.residentialId,
      personName: persons.name,
      personMobile: persons.phone,
      buildingId: buildings.id,
      buildingName: buildings.name,
    })
    .from(persons)
    .innerJoin(buildings, eq(buildings.id, persons.buildingId))
    .where(and(eq(persons.id, personId), mayHost, residentialCondition(ctx, persons.residentialId)))
    .limit(1);
  if (!host) throw new AppError('VISIT_HOST_NOT_IN_COMMUNITY', { data: { fields: [{ field: 'personId', message: 'community' }] } });
  return { ...host, personId, companyId: null, companyName: null };
}

/** Who hosts at a house: approved residents before those still in review, then the owner, family, tenants. */
const hostOrder = [asc(sql`${persons.reviewStatus} <> ${ReviewStatus.passed}`), asc(persons.personType), asc(persons.id)];

/**
 * A visit registered at a residential gate names a house (no company): its first resident hosts (hostOrder), and
 * the visit takes the house's community and building. A house out of scope or without a resident: 40986.
 */
export async function apartmentHost(ctx: Pick<ResourceContext, 'orm' | 'scope'>, apartmentId: number): Promise<HouseholdPlace> {
  const [host] = await ctx.orm
    .select({
      residentialId: apartments.residentialId,
      personId: persons.id,
      personName: persons.name,
      personMobile: persons.phone,
      buildingId: buildings.id,
      buildingName: buildings.name,
    })
    .from(apartments)
    .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
    .innerJoin(persons, and(eq(persons.apartmentId, apartments.id), mayHost))
    .where(and(eq(apartments.id, apartmentId), residentialCondition(ctx, apartments.residentialId)))
    .orderBy(...hostOrder)
    .limit(1);
  if (!host) throw new AppError('VISIT_HOST_NOT_IN_COMMUNITY', { data: { fields: [{ field: 'apartmentId', message: 'community' }] } });
  return { ...host, companyId: null, companyName: null };
}

/** A name for a public screen: its first character, the rest starred (张**). */
export function maskName(name: string): string {
  const chars = [...name];
  return chars.length <= 1 ? name : `${chars[0]}${'*'.repeat(chars.length - 1)}`;
}

/** The houses of the acting scope that have a resident to host, with their building and floor (a residential gate's directory). */
export async function kioskHouseholds(ctx: Pick<ResourceContext, 'orm' | 'scope'>) {
  const rows = await ctx.orm
    .selectDistinctOn([apartments.id], {
      apartmentId: apartments.id,
      buildingName: buildings.name,
      floorName: buildingFloors.name,
      roomNo: apartments.roomNo,
      hostName: persons.name,
    })
    .from(apartments)
    .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
    .leftJoin(buildingFloors, eq(buildingFloors.id, apartments.floorId))
    .innerJoin(persons, and(eq(persons.apartmentId, apartments.id), mayHost))
    .where(residentialCondition(ctx, apartments.residentialId))
    .orderBy(asc(apartments.id), ...hostOrder)
    .limit(KIOSK_DIRECTORY_LIMIT);
  return rows
    .map(({ hostName, ...apartment }) => ({ ...apartment, hostMasked: maskName(hostName) }))
    .sort(
      (a, b) =>
        a.buildingName.localeCompare(b.buildingName, 'zh-CN', { numeric: true }) ||
        a.roomNo.localeCompare(b.roomNo, 'zh-CN', { numeric: true }),
    );
}

/** The companies of the acting scope with their building and floor (the kiosk's directory). */
export async function kioskCompanies(ctx: Pick<ResourceContext, 'orm' | 'scope'>) {
  return ctx.orm
    .select({
      id: companies.id,
      companyName: companies.companyName,
      buildingId: companies.buildingId,
      buildingName: buildings.name,
      floorName: buildingFloors.name,
    })
    .from(companies)
    .innerJoin(buildings, eq(buildings.id, companies.buildingId))
    .leftJoin(buildingFloors, eq(buildingFloors.id, companies.floorId))
    .where(residentialCondition(ctx, companies.residentialId))
    .orderBy(companies.companyName)
    .limit(2000);
}

/** Masks a mobile for a public screen: 138****1234. */
export function maskMobile(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '****';
}

/** The employees of a company of the acting scope (the hosts a visitor may pick), masked mobiles. */
export async function kioskHosts(ctx: Pick<ResourceContext, 'orm' | 'scope'>, companyId: number) {
  const place = await visitedPlace(ctx, companyId);
  const rows = await ctx.orm
    .select({ personId: persons.id, name: persons.name, phone: persons.phone })
    .from(persons)
    .where(and(eq(persons.companyId, companyId), eq(persons.residentialId, place.residentialId)))
    .orderBy(persons.name)
    .limit(2000);
  return rows.map((r) => ({ personId: r.personId, name: r.name, mobileMasked: maskMobile(r.phone) }));
}
