import {
  type ApartmentAddress,
  APARTMENT_LIST_LIMIT,
  type ApartmentListRequestSchema,
  type Language,
  type PageResult,
} from '@cvap/contracts';
import { and, asc, desc, eq, ilike, inArray, lt, type SQL } from 'drizzle-orm';
import {
  AppError,
  cappedCount,
  containsPattern,
  decodeCursor,
  encodeCursor,
  findVisible,
  type Orm,
  readRows,
  resolvedEntry,
  type ResolvedResource,
  type Row,
  type ServiceContext,
} from '../../../engine/index.js';
import type { z } from 'zod';
import { buildingFloors, buildings, residentials } from '../../../db/schema/index.js';
import { apartments } from '../schema.js';
import { apartmentEntry, buildingEntry, buildingFloorEntry } from '../registry.js';
import { residentialCondition } from '../parents.js';

// Reads of houses beyond the generic resource routes: the address, the pickers' list, a house's newest rows.

/** A house visible in the acting scope; another community's house reads as missing (404). */
export function visibleApartment(ctx: Pick<ServiceContext, 'orm' | 'scope'>, id: number) {
  return findVisible({ orm: ctx.orm, scope: ctx.scope }, resolvedEntry(apartmentEntry), id);
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

/** The full address text of a house and its parts (POST /api/door/apartment/queryAddress). */
export async function apartmentAddress(ctx: ServiceContext, id: number): Promise<ApartmentAddress> {
  const { orm } = ctx;
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
    .where(and(eq(apartments.id, id), residentialCondition(ctx, apartments.residentialId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  const { parentId, ...parts } = row;
  const regionNames = await regionChain(orm, parentId, row.residentialId);
  return { ...parts, regionNames, address: addressText(ctx.language, { ...parts, regionNames }) };
}

/** Houses of the acting scope for pickers (POST /api/door/apartment/query/list). */
export async function apartmentList(ctx: ServiceContext, query: z.infer<typeof ApartmentListRequestSchema>) {
  const { orm } = ctx;
  const { floorId, buildingId, roomNo } = query;
  // A floor or building of another community reads as missing, as it does everywhere else.
  if (floorId !== undefined) await findVisible(ctx, resolvedEntry(buildingFloorEntry), floorId);
  if (buildingId !== undefined) await findVisible(ctx, resolvedEntry(buildingEntry), buildingId);
  return orm
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
        residentialCondition(ctx, apartments.residentialId),
        floorId === undefined ? undefined : eq(apartments.floorId, floorId),
        buildingId === undefined ? undefined : eq(apartments.buildingId, buildingId),
        roomNo ? ilike(apartments.roomNo, containsPattern(roomNo)) : undefined,
      ),
    )
    .orderBy(asc(apartments.roomNo), asc(apartments.id))
    .limit(APARTMENT_LIST_LIMIT);
}

/**
 * A page of a house's rows newest first, on the index (apartment_id, id desc): with the previous page's cursor
 * one index range scan (`id < last`); without it, the page's ids are found first by an index-only scan (the
 * OFFSET skips index entries, not table rows) and only those rows are read. Totals are counted up to 100 001.
 */
async function newestByApartment(
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
    .offset(position ? 0 : (query.page - 1) * query.limit);
  const [rows, { total, exact: totalExact }] = await Promise.all([
    readRows(orm, resource, { where: inArray(resource.id, keys), orderBy: [desc(resource.id)] }),
    cappedCount(orm, resource, of),
  ]);
  const last = rows.length === query.limit ? rows[rows.length - 1] : undefined;
  const nextCursor = last ? encodeCursor({ field: 'id', order: 'desc', value: last.id as number, id: last.id as number }) : null;
  return { rows, total, totalExact, page: query.page, limit: query.limit, nextCursor };
}

/** A page of a visible house's rows of `resource` (its cards, its passage records), newest first. */
export async function rowsOfApartment(
  ctx: ServiceContext,
  resource: ResolvedResource,
  apartmentId: number,
  query: { page: number; limit: number; cursor?: string | undefined },
): Promise<PageResult<Row>> {
  await visibleApartment(ctx, apartmentId);
  return newestByApartment(ctx.orm, resource, apartmentId, query);
}
