import { apartmentResource, buildingFloorResource, buildingResource, companyResource, f } from '@cvap/contracts';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { buildingFloors, buildings, residentials } from '../../db/schema/index.js';
import { cards } from '../access/schema.js';
import { apartments, companies } from './schema.js';
import { persons } from '../household/schema.js';
import {
  AppError,
  byLanguage,
  comparableCell,
  type ImportMapping,
  inUse,
  type ResourceContext,
  type ResourceHooks,
  type Row,
  valueAfterWrite,
} from '../../engine/index.js';
import { countWhere } from './counts.js';
import { cellText, residentialNames, RESIDENTIAL_COLUMN, placeInResidential } from './import-places.js';
import { residentialCondition, parentInScope, prefetchParents } from './parents.js';

const REGION = 1;
const BUILDING = 2;

const floorRef = {
  table: buildingFloors,
  id: buildingFloors.id,
  residentialId: buildingFloors.residentialId,
  columns: { residentialId: buildingFloors.residentialId, buildingId: buildingFloors.buildingId },
};
const buildingRef = {
  table: buildings,
  id: buildings.id,
  residentialId: buildings.residentialId,
  columns: { residentialId: buildings.residentialId, type: buildings.type },
};

/**
 * Area tree nodes. A parent must be a region of the same community; only buildings have floors. Deleting a
 * building is refused while it has apartments or companies (they carry people, cards and passage history,
 * which must not vanish with a click); its empty floors go with it, being only its structure.
 */
export const buildingHooks: ResourceHooks = {
  uniqueConstraints: { buildings_residential_name_uq: ['name'] },
  async beforeWrite(ctx, values, _input, existing) {
    const residential = existing ? existing.residentialId : values.residentialId;
    const type = (values.type ?? existing?.type) as number;
    if (typeof values.parentId === 'number') {
      const parent = await parentInScope(
        ctx,
        buildingResource,
        'parentId',
        buildingRef,
        values.parentId,
        residential ?? (ctx.scope.kind === 'residential' ? ctx.scope.residentialId : undefined),
      );
      if (parent.type !== REGION) throw new AppError('AREA_PARENT_NOT_GROUP');
      if (residential === undefined || residential === null) values.residentialId = parent.residentialId;
    }
    if (type === REGION) {
      if (typeof values.floorCount === 'number' && values.floorCount > 0) throw new AppError('FLOORS_ONLY_ON_BUILDINGS');
      values.floorCount = 0;
    }
    if (
      existing &&
      existing.type === BUILDING &&
      type === REGION &&
      (await countWhere(ctx, buildingFloors, eq(buildingFloors.buildingId, existing.id as number))) > 0
    ) {
      throw new AppError('FLOORS_ONLY_ON_BUILDINGS');
    }
  },
  async afterWrite(ctx, id, _input, existing) {
    // A new building gets its floors 1..n; later floor changes are made floor by floor.
    if (existing) return;
    const [row] = await ctx.orm
      .select({ type: buildings.type, floorCount: buildings.floorCount, residentialId: buildings.residentialId })
      .from(buildings)
      .where(eq(buildings.id, id));
    if (!row || row.type !== BUILDING || row.floorCount < 1) return;
    const suffix = byLanguage(ctx, '层', 'F');
    await ctx.orm.insert(buildingFloors).values(
      Array.from({ length: row.floorCount }, (_, i) => ({
        buildingId: id,
        residentialId: row.residentialId,
        floorNo: i + 1,
        name: `${i + 1}${suffix}`,
      })),
    );
  },
  async beforeDelete(ctx, existing) {
    const id = existing.id as number;
    if ((await countWhere(ctx, apartments, eq(apartments.buildingId, id))) > 0)
      throw inUse(byLanguage(ctx, '楼栋下仍有房屋', 'it still has houses'));
    if ((await countWhere(ctx, companies, eq(companies.buildingId, id))) > 0)
      throw inUse(byLanguage(ctx, '楼栋下仍有企业', 'it still has companies'));
    await ctx.orm.delete(buildingFloors).where(eq(buildingFloors.buildingId, id));
  },
};

export const buildingFloorHooks: ResourceHooks = {
  uniqueConstraints: { building_floors_building_floor_uq: ['buildingId', 'floorNo'] },
  async beforeWrite(ctx, values, _input, existing) {
    if (existing) return;
    const building = await parentInScope(ctx, buildingFloorResource, 'buildingId', buildingRef, values.buildingId as number);
    if (building.type !== BUILDING) throw new AppError('FLOORS_ONLY_ON_BUILDINGS');
    values.residentialId = building.residentialId;
  },
  async afterWrite(ctx, id, _input, existing) {
    if (existing) return;
    const [floor] = await ctx.orm.select({ buildingId: buildingFloors.buildingId }).from(buildingFloors).where(eq(buildingFloors.id, id));
    await syncFloorCount(ctx, floor!.buildingId);
  },
  /** Spec section 5: deleting a floor that has companies is refused; so is one with houses. */
  async beforeDelete(ctx, existing) {
    const id = existing.id as number;
    if ((await countWhere(ctx, companies, eq(companies.floorId, id))) > 0)
      throw inUse(byLanguage(ctx, '楼层下仍有企业', 'companies are on this floor'));
    if ((await countWhere(ctx, apartments, eq(apartments.floorId, id))) > 0)
      throw inUse(byLanguage(ctx, '楼层下仍有房屋', 'houses are on this floor'));
    const buildingId = existing.buildingId as number;
    await ctx.orm.delete(buildingFloors).where(eq(buildingFloors.id, id));
    await syncFloorCount(ctx, buildingId);
  },
};

/** The building's floor count follows its floor rows (counted in the update itself: one statement). */
async function syncFloorCount(ctx: ResourceContext, buildingId: number): Promise<void> {
  const floors = ctx.orm.select({ n: count() }).from(buildingFloors).where(eq(buildingFloors.buildingId, buildingId));
  await ctx.orm
    .update(buildings)
    .set({ floorCount: sql`(${floors})` })
    .where(eq(buildings.id, buildingId));
}

/** Apartments and companies sit on a floor: community and building follow from it, never from the body. */
function onFloor(decl: typeof apartmentResource | typeof companyResource, uniqueConstraints: Record<string, string[]>): ResourceHooks {
  return {
    uniqueConstraints,
    async beforeChunk(ctx, inputs) {
      await prefetchParents(
        ctx,
        floorRef,
        inputs.map((input) => input.floorId),
      );
    },
    async beforeWrite(ctx, values, _input, existing: Row | null) {
      if (typeof values.floorId !== 'number') return;
      const floor = await parentInScope(ctx, decl, 'floorId', floorRef, values.floorId, existing?.residentialId);
      values.residentialId = floor.residentialId;
      values.buildingId = floor.buildingId;
    },
  };
}

/** "3", "3层", "3F", "3楼" → 3; "B1" → -1; anything else → null. */
export function floorNumberOf(text: string): number | null {
  const plain = /^(-?\d+)\s*(层|楼|f)?$/i.exec(text);
  if (plain) return Number(plain[1]);
  const basement = /^b(\d+)$/i.exec(text);
  return basement ? -Number(basement[1]) : null;
}

interface FloorChoice {
  id: number;
  floorNo: number;
  name: string;
}

/** A building the import may name: its community's name (compared without case) and its floors. */
interface BuildingChoice {
  community: string;
  floors: FloorChoice[];
}

/**
 * The house import template names the community, the building and the floor instead of the floor's id (which
 * nobody can type): the building by name among the buildings the requester's scope reaches (the acting
 * community; the head office without one: all of its communities), narrowed to the community the row names, if
 * it names one — needed only when the building's name is in several communities; the floor by its name ("3层",
 * "B1") or its number. An unknown community, building or floor refuses the row with the reason in the
 * requester's language. The house export writes the same columns (exportValues), community included, so a file
 * exported by the head office over several communities imports back.
 */
export const apartmentImportMapping: ImportMapping = {
  columns: [
    RESIDENTIAL_COLUMN,
    { name: 'buildingName', field: f.text('楼栋', 'Building', { required: true, maxLength: 100 }) },
    { name: 'floorName', field: f.text('楼层', 'Floor', { required: true, maxLength: 50 }) },
  ],
  replaces: ['floorId'],
  async prepare(ctx) {
    const rows = await ctx.orm
      .select({
        community: residentials.residentialName,
        buildingId: buildings.id,
        buildingName: buildings.name,
        floorId: buildingFloors.id,
        floorNo: buildingFloors.floorNo,
        floorName: buildingFloors.name,
      })
      .from(buildings)
      .innerJoin(residentials, eq(residentials.id, buildings.residentialId))
      .leftJoin(buildingFloors, eq(buildingFloors.buildingId, buildings.id))
      .where(and(residentialCondition(ctx, buildings.residentialId), eq(buildings.type, BUILDING)));
    // building name (without case) → building id → its community and floors
    const byName = new Map<string, Map<number, BuildingChoice>>();
    const residentialRows = await residentialNames(ctx);
    for (const row of rows) {
      const buildingsNamed = byName.get(comparableCell(row.buildingName)) ?? new Map<number, BuildingChoice>();
      byName.set(comparableCell(row.buildingName), buildingsNamed);
      const choice = buildingsNamed.get(row.buildingId) ?? { community: comparableCell(row.community), floors: [] };
      buildingsNamed.set(row.buildingId, choice);
      if (row.floorId !== null) choice.floors.push({ id: row.floorId, floorNo: row.floorNo!, name: row.floorName! });
    }
    return (input) => {
      const residential = cellText(input.communityName);
      const building = cellText(input.buildingName);
      const floor = cellText(input.floorName);
      const chosen = placeInResidential(ctx, [...(byName.get(comparableCell(building))?.values() ?? [])], residential, residentialRows, {
        zh: `楼栋“${building}”`,
        en: `building "${building}"`,
      });
      if (typeof chosen === 'string') return [chosen];
      const floors = chosen.floors;
      const number = floorNumberOf(floor);
      const match =
        floors.find((x) => comparableCell(x.name) === comparableCell(floor)) ??
        (number === null ? undefined : floors.find((x) => x.floorNo === number));
      if (!match) return [byLanguage(ctx, `楼栋“${building}”没有楼层“${floor}”`, `Building "${building}" has no floor "${floor}"`)];
      input.floorId = match.id;
      return [];
    };
  },
  /** The floor's community, building and floor names, as the template names them (the floor's own name, e.g. "3层"). */
  async exportValues(orm, rows) {
    const ids = [...new Set(rows.map((row) => row.floorId).filter((id): id is number => typeof id === 'number'))];
    if (ids.length === 0) return;
    const floors = await orm
      .select({
        id: buildingFloors.id,
        floorName: buildingFloors.name,
        buildingName: buildings.name,
        communityName: residentials.residentialName,
      })
      .from(buildingFloors)
      .innerJoin(buildings, eq(buildings.id, buildingFloors.buildingId))
      .innerJoin(residentials, eq(residentials.id, buildings.residentialId))
      .where(inArray(buildingFloors.id, ids));
    const byId = new Map(floors.map((floor) => [floor.id, floor]));
    for (const row of rows) {
      const floor = byId.get(row.floorId as number);
      row.communityName = floor?.communityName ?? null;
      row.buildingName = floor?.buildingName ?? null;
      row.floorName = floor?.floorName ?? null;
    }
  },
};

/**
 * Houses in address order: community, building (its sort number, then id), floor number, then the room number
 * naturally (its leading digits as a number: 101 before 1001; the text breaks ties, e.g. shops S01, S02).
 */
export const APARTMENT_ADDRESS_ORDER = [
  sql`${apartments.residentialId}`,
  sql`(select ${buildings.sortNo} from ${buildings} where ${buildings.id} = ${apartments.buildingId})`,
  sql`${apartments.buildingId}`,
  sql`(select ${buildingFloors.floorNo} from ${buildingFloors} where ${buildingFloors.id} = ${apartments.floorId})`,
  sql`coalesce(substring(${apartments.roomNo} from '^[0-9]{1,9}')::int, 0)`,
  sql`${apartments.roomNo}`,
];

const floorHooks = onFloor(apartmentResource, { apartments_floor_room_uq: ['floorId', 'roomNo'] });

/** A house's inner area is part of its built area: never larger (40001 naming innerArea, shown under the field). */
export function checkApartmentAreas(ctx: Pick<ResourceContext, 'request'>, values: Record<string, unknown>, existing: Row | null): void {
  const built = valueAfterWrite(values, existing, 'builtArea');
  const inner = valueAfterWrite(values, existing, 'innerArea');
  if (typeof built !== 'number' || typeof inner !== 'number' || inner <= built) return;
  const message = byLanguage(ctx, '套内面积不能大于建筑面积', 'The inner area cannot be larger than the built-up area');
  throw new AppError('VALIDATION_FAILED', { detail: message, data: { fields: [{ field: 'innerArea', message }] } });
}

export const apartmentHooks: ResourceHooks = {
  ...floorHooks,
  sortBy: { roomNo: APARTMENT_ADDRESS_ORDER },
  async beforeWrite(ctx, values, input, existing) {
    checkApartmentAreas(ctx, values, existing);
    await floorHooks.beforeWrite!(ctx, values, input, existing);
  },
  importMapping: apartmentImportMapping,
  async beforeDelete(ctx, existing) {
    const id = existing.id as number;
    if ((await countWhere(ctx, persons, eq(persons.apartmentId, id))) > 0)
      throw inUse(byLanguage(ctx, '房屋下仍有住户', 'residents still live in it'));
    if ((await countWhere(ctx, cards, eq(cards.apartmentId, id))) > 0)
      throw inUse(byLanguage(ctx, '房屋下仍有门禁卡', 'access cards are still issued for it'));
  },
};

export const companyHooks: ResourceHooks = {
  ...onFloor(companyResource, { companies_residential_name_uq: ['companyName'] }),
  async beforeDelete(ctx, existing) {
    if ((await countWhere(ctx, persons, eq(persons.companyId, existing.id as number))) > 0)
      throw inUse(byLanguage(ctx, '企业下仍有员工', 'employees still belong to it'));
  },
};
