import {
  APARTMENT_LIST_LIMIT,
  ApartmentAddressRequestSchema,
  ApartmentAddressSchema,
  ApartmentListRequestSchema,
  ApartmentSummarySchema,
  apartmentResource,
  DoorPaths,
  envelopeSchema,
  permissionCode,
  type ApartmentAddress,
  type Language,
} from '@cvap/contracts';
import { and, asc, eq, ilike } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  actingScope,
  AppError,
  containsPattern,
  findVisible,
  ok,
  type Orm,
  resolvedEntry,
  type RouteAccess,
} from '../../../engine/index.js';
import { buildingFloors, buildings, residentials } from '../../../db/schema/index.js';
import { apartments } from '../schema.js';
import { apartmentEntry, buildingEntry, buildingFloorEntry } from '../registry.js';
import { communityCondition } from '../parents.js';

export const APARTMENT_VIEW = permissionCode(apartmentResource, 'view') as RouteAccess;

/** A house visible in the request's acting scope; another community's house reads as missing (404). */
export function visibleApartment(request: FastifyRequest, id: number) {
  return findVisible({ orm: request.server.db.orm, scope: actingScope(request) }, resolvedEntry(apartmentEntry), id);
}

/**
 * The full address of a house, from the community down (decision 0009):
 * zh `阳光花园 东区 1栋 3层 302室`; en `Room 302, 3层, 1栋, 东区, 阳光花园`. Names are the stored ones (user data is
 * not translated); only the connecting words follow the language. A room number already ending in 室 gets no second one.
 */
export function addressText(
  language: Language,
  parts: { residentialName: string; regionNames: string[]; buildingName: string; floorName: string; roomNo: string },
): string {
  const { residentialName, regionNames, buildingName, floorName, roomNo } = parts;
  if (language === 'en') return [`Room ${roomNo}`, floorName, buildingName, ...[...regionNames].reverse(), residentialName].join(', ');
  return [residentialName, ...regionNames, buildingName, floorName, roomNo.endsWith('室') ? roomNo : `${roomNo}室`].join(' ');
}

/** The regions above a building, outermost first (parents are regions of the same community, at most a few levels). */
async function regionChain(orm: Orm, parentId: number | null, residentialId: number): Promise<string[]> {
  const names: string[] = [];
  const seen = new Set<number>();
  for (let current = parentId; current !== null && !seen.has(current) && seen.size < 50;) {
    seen.add(current);
    const [row] = await orm
      .select({ name: buildings.name, parentId: buildings.parentId })
      .from(buildings)
      .where(and(eq(buildings.id, current), eq(buildings.residentialId, residentialId)))
      .limit(1);
    if (!row) break;
    names.unshift(row.name);
    current = row.parentId;
  }
  return names;
}

/** `POST /api/door/apartment/queryAddress` and `POST /api/door/apartment/query/list`. */
export async function apartmentQueryRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const orm = app.db.orm;

  routes.post(
    DoorPaths.apartmentAddress,
    {
      config: { access: APARTMENT_VIEW },
      schema: {
        tags: ['apartment'],
        summary: 'The full address text of a house, and its parts',
        body: ApartmentAddressRequestSchema,
        response: { 200: envelopeSchema(ApartmentAddressSchema) },
      },
    },
    async (request) => {
      const ctx = { orm, scope: actingScope(request) };
      const [row] = await orm
        .select({
          id: apartments.id,
          roomNo: apartments.roomNo,
          residentialId: apartments.residentialId,
          buildingId: apartments.buildingId,
          floorId: apartments.floorId,
          residentialName: residentials.residentialName,
          buildingName: buildings.name,
          parentId: buildings.parentId,
          floorName: buildingFloors.name,
          floorNo: buildingFloors.floorNo,
        })
        .from(apartments)
        .innerJoin(residentials, eq(residentials.id, apartments.residentialId))
        .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
        .innerJoin(buildingFloors, eq(buildingFloors.id, apartments.floorId))
        .where(and(eq(apartments.id, request.body.id), communityCondition(ctx, apartments.residentialId)))
        .limit(1);
      if (!row) throw new AppError('NOT_FOUND');
      const { parentId, ...parts } = row;
      const regionNames = await regionChain(orm, parentId, row.residentialId);
      const result: ApartmentAddress = { ...parts, regionNames, address: addressText(request.language, { ...parts, regionNames }) };
      return ok(request.language, result);
    },
  );

  routes.post(
    DoorPaths.apartmentList,
    {
      config: { access: APARTMENT_VIEW },
      schema: {
        tags: ['apartment'],
        summary: `Houses of the acting scope for pickers (by floor, building, room number; at most ${APARTMENT_LIST_LIMIT})`,
        body: ApartmentListRequestSchema,
        response: { 200: envelopeSchema(z.array(ApartmentSummarySchema)) },
      },
    },
    async (request) => {
      const ctx = { orm, scope: actingScope(request) };
      const { floorId, buildingId, roomNo } = request.body;
      // A floor or building of another community reads as missing, as it does everywhere else.
      if (floorId !== undefined) await findVisible(ctx, resolvedEntry(buildingFloorEntry), floorId);
      if (buildingId !== undefined) await findVisible(ctx, resolvedEntry(buildingEntry), buildingId);
      const rows = await orm
        .select({
          id: apartments.id,
          roomNo: apartments.roomNo,
          floorId: apartments.floorId,
          buildingId: apartments.buildingId,
          residentialId: apartments.residentialId,
          houseType: apartments.houseType,
          status: apartments.status,
        })
        .from(apartments)
        .where(
          and(
            communityCondition(ctx, apartments.residentialId),
            floorId === undefined ? undefined : eq(apartments.floorId, floorId),
            buildingId === undefined ? undefined : eq(apartments.buildingId, buildingId),
            roomNo ? ilike(apartments.roomNo, containsPattern(roomNo)) : undefined,
          ),
        )
        .orderBy(asc(apartments.roomNo), asc(apartments.id))
        .limit(APARTMENT_LIST_LIMIT);
      return ok(request.language, rows);
    },
  );
}
