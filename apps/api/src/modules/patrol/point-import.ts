import { f } from '@cvap/contracts';
import { eq, inArray } from 'drizzle-orm';
import { residentials } from '../../db/schema/index.js';
import { byLanguage, comparableCell, type ImportMapping, type ResourceContext } from '../../engine/index.js';
import { cellText, residentialCondition, residentialNames, RESIDENTIAL_COLUMN, placeInResidential } from '../door/index.js';
import { patrolAreas, patrolTypes } from './schema.js';

/** A type's path in the tree: its ancestors' names and its own, joined by '/' ("安防巡更/消防巡查"). */
const PATH_SEPARATOR = '/';

interface TypeRow {
  id: number;
  pid: number | null;
  typeName: string;
}

/** Every type of the company by id with its path from the root (a broken parent link ends the path). */
function typePaths(types: readonly TypeRow[]): Map<number, string> {
  const byId = new Map(types.map((type) => [type.id, type]));
  const paths = new Map<number, string>();
  for (const type of types) {
    const names: string[] = [];
    const seen = new Set<number>();
    for (let node: TypeRow | undefined = type; node && !seen.has(node.id); node = node.pid === null ? undefined : byId.get(node.pid)) {
      seen.add(node.id);
      names.unshift(node.typeName);
    }
    paths.set(type.id, names.join(PATH_SEPARATOR));
  }
  return paths;
}

async function companyTypes(ctx: Pick<ResourceContext, 'orm'>, tenantId: number): Promise<TypeRow[]> {
  return ctx.orm
    .select({ id: patrolTypes.id, pid: patrolTypes.pid, typeName: patrolTypes.typeName })
    .from(patrolTypes)
    .where(eq(patrolTypes.tenantId, tenantId));
}

/**
 * The patrol point template names the area and the patrol type instead of their ids (which nobody can type):
 * the area by its name among the areas of the communities the importer acts for (the community column only
 * where a name is in several of them), the type by its name in the company's tree, or by its path
 * ("安防巡更/消防巡查") where the name is in several branches. The point's community is its area's, so an
 * importer acting for one community writes only that community's points. Each row is then created as the form
 * creates it (patrolPointHooks checks the area and type again); its QR code is drawn from its `pointCode`.
 */
export const patrolPointImportMapping: ImportMapping = {
  columns: [
    RESIDENTIAL_COLUMN,
    { name: 'areaName', field: f.text('巡更区域', 'Area', { required: true, maxLength: 50 }) },
    { name: 'typeName', field: f.text('巡更类型', 'Patrol type', { required: true, maxLength: 200 }) },
  ],
  replaces: ['residentialId', 'areaId', 'typeId'],
  async prepare(ctx) {
    const [areaRows, types, residentialRows] = await Promise.all([
      ctx.orm
        .select({ id: patrolAreas.id, name: patrolAreas.areaName, community: residentials.residentialName })
        .from(patrolAreas)
        .innerJoin(residentials, eq(residentials.id, patrolAreas.residentialId))
        .where(residentialCondition(ctx, patrolAreas.residentialId)),
      companyTypes(ctx, ctx.scope.tenantId),
      residentialNames(ctx),
    ]);
    const areas = new Map<string, { id: number; community: string }[]>();
    for (const row of areaRows) {
      const key = comparableCell(row.name);
      areas.set(key, [...(areas.get(key) ?? []), { id: row.id, community: comparableCell(row.community) }]);
    }
    const paths = typePaths(types);
    const typesByName = new Map<string, number[]>();
    for (const type of types)
      for (const key of [comparableCell(type.typeName), comparableCell(paths.get(type.id)!)])
        typesByName.set(key, [...new Set([...(typesByName.get(key) ?? []), type.id])]);
    return (input) => {
      const residential = cellText(input.communityName);
      const areaName = cellText(input.areaName);
      const typeName = cellText(input.typeName);
      const reasons: string[] = [];
      const area = placeInResidential(ctx, areas.get(comparableCell(areaName)) ?? [], residential, residentialRows, {
        zh: `巡更区域“${areaName}”`,
        en: `patrol area "${areaName}"`,
      });
      if (typeof area === 'string') reasons.push(area);
      else input.areaId = area.id;
      const typeIds = typesByName.get(comparableCell(typeName)) ?? [];
      if (typeIds.length === 0) reasons.push(byLanguage(ctx, `巡更类型“${typeName}”不存在`, `Patrol type "${typeName}" does not exist`));
      else if (typeIds.length > 1)
        reasons.push(
          byLanguage(
            ctx,
            `巡更类型“${typeName}”有多个，请按“上级${PATH_SEPARATOR}下级”填写`,
            `There are several patrol types "${typeName}": write its path, e.g. "parent${PATH_SEPARATOR}child"`,
          ),
        );
      else input.typeId = typeIds[0];
      return reasons;
    };
  },
  /** The point's community and area names and its type's name (its path where the name is not unique), as the template names them. */
  async exportValues(orm, rows) {
    const areaIds = [...new Set(rows.map((row) => row.areaId).filter((id): id is number => typeof id === 'number'))];
    if (areaIds.length === 0) return;
    const areaRows = await orm
      .select({
        id: patrolAreas.id,
        areaName: patrolAreas.areaName,
        communityName: residentials.residentialName,
        tenantId: residentials.tenantId,
      })
      .from(patrolAreas)
      .innerJoin(residentials, eq(residentials.id, patrolAreas.residentialId))
      .where(inArray(patrolAreas.id, areaIds));
    const areasById = new Map(areaRows.map((area) => [area.id, area]));
    const tenantId = areaRows[0]?.tenantId;
    const types = tenantId === undefined ? [] : await companyTypes({ orm }, tenantId);
    const paths = typePaths(types);
    const nameCount = new Map<string, number>();
    for (const type of types) nameCount.set(comparableCell(type.typeName), (nameCount.get(comparableCell(type.typeName)) ?? 0) + 1);
    const typesById = new Map(types.map((type) => [type.id, type]));
    for (const row of rows) {
      const area = areasById.get(row.areaId as number);
      const type = typesById.get(row.typeId as number);
      row.communityName = area?.communityName ?? null;
      row.areaName = area?.areaName ?? null;
      row.typeName = type ? (nameCount.get(comparableCell(type.typeName))! > 1 ? paths.get(type.id)! : type.typeName) : null;
    }
  },
};
