import { patrolPlanResource, patrolPointResource, patrolRouteResource, type PatrolCycleKind, type ResourceDecl } from '@cvap/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import {
  residentialOfWrite,
  AppError,
  generatePlan,
  refuseNeverFiring,
  replanFutureWork,
  type ResourceContext,
  type ResourceHooks,
  usersOfCommunity,
  valueAfterWrite,
} from '../../engine/index.js';
import { otherResidentialParent } from '../door/index.js';
import { cycleOfForm, fieldError } from './plan-fields.js';
import { patrolPointImportMapping } from './point-import.js';
import { patrolAreas, patrolPlans, patrolPlanUsers, patrolPoints, patrolRoutePoints, patrolRoutes, patrolTypes } from './schema.js';
import { patrolWorkSource, workPlanOf } from './work-source.js';

/** Refuses (40908, naming `field`) a row of `table` that is not in `community` (or any the scope reaches). */
async function inResidential(
  ctx: ResourceContext,
  decl: ResourceDecl,
  field: string,
  table: typeof patrolAreas | typeof patrolRoutes | typeof patrolPoints,
  ids: number[],
  residential: number | null,
): Promise<number> {
  const rows = await ctx.orm.select({ id: table.id, residentialId: table.residentialId }).from(table).where(inArray(table.id, ids));
  const reachable = (residentialId: number) =>
    (residential === null || residentialId === residential) &&
    (ctx.scope.kind === 'headOffice' || residentialId === ctx.scope.residentialId);
  if (rows.length !== new Set(ids).size || !rows.every((row) => reachable(row.residentialId)))
    throw otherResidentialParent(ctx, decl, field);
  return rows[0]!.residentialId;
}

/** A point's area is its community's; its type the company's. The import names both (patrolPointImportMapping). */
export const patrolPointHooks: ResourceHooks = {
  uniqueConstraints: { patrol_points_code_uq: ['pointCode'] },
  importMapping: patrolPointImportMapping,
  async beforeWrite(ctx, values, _input, existing) {
    const residential = residentialOfWrite(ctx, values, existing);
    if (typeof values.areaId === 'number') {
      const areaResidential = await inResidential(ctx, patrolPointResource, 'areaId', patrolAreas, [values.areaId], residential);
      if (residential === null) values.residentialId = areaResidential;
    }
    if (typeof values.typeId === 'number') {
      const [type] = await ctx.orm
        .select({ id: patrolTypes.id })
        .from(patrolTypes)
        .where(and(eq(patrolTypes.id, values.typeId), eq(patrolTypes.tenantId, ctx.scope.tenantId)));
      if (!type) throw otherResidentialParent(ctx, patrolPointResource, 'typeId');
    }
  },
};

export const patrolAreaHooks: ResourceHooks = { uniqueConstraints: { patrol_areas_residential_name_uq: ['areaName'] } };

/**
 * A route's points, in order (the order the form's list was dragged into), all of its community, none twice;
 * kept in patrol_route_points (seq 1, 2, …). Changing them remakes the tasks of the route's enabled plans not
 * started yet, so tomorrow's tasks already generated follow the new order too (work done stays).
 */
export const patrolRouteHooks: ResourceHooks = {
  async beforeWrite(ctx, values, input, existing) {
    const residential = residentialOfWrite(ctx, values, existing);
    const pointIds = input.pointIds as number[] | undefined;
    if (pointIds === undefined) return;
    if (pointIds.length === 0)
      throw fieldError(ctx.request.language, patrolRouteResource, 'pointIds', { zh: '请至少选择一个', en: 'needs at least one point' });
    if (new Set(pointIds).size !== pointIds.length)
      throw fieldError(ctx.request.language, patrolRouteResource, 'pointIds', { zh: '不能重复', en: 'must not repeat a point' });
    const pointResidential = await inResidential(ctx, patrolRouteResource, 'pointIds', patrolPoints, pointIds, residential);
    if (residential === null) values.residentialId = pointResidential;
  },
  async afterWrite(ctx, id, input, existing) {
    const pointIds = input.pointIds as number[] | undefined;
    if (pointIds === undefined) return;
    const before = existing ? ((existing.pointIds as number[] | undefined) ?? []) : [];
    await ctx.orm.delete(patrolRoutePoints).where(eq(patrolRoutePoints.routeId, id));
    await ctx.orm.insert(patrolRoutePoints).values(pointIds.map((pointId, index) => ({ routeId: id, seq: index + 1, pointId })));
    if (existing === null || before.join(',') === pointIds.join(',')) return;
    const plans = await ctx.orm
      .select()
      .from(patrolPlans)
      .where(and(eq(patrolPlans.routeId, id), eq(patrolPlans.enabled, 1)))
      .orderBy(asc(patrolPlans.id));
    for (const plan of plans) await replanFutureWork(ctx.orm, patrolWorkSource, workPlanOf(plan), ctx.now);
  },
  async loadVirtual(orm, rows) {
    const ids = rows.map((row) => row.id as number);
    if (ids.length === 0) return;
    const links = await orm
      .select({ routeId: patrolRoutePoints.routeId, pointId: patrolRoutePoints.pointId })
      .from(patrolRoutePoints)
      .where(inArray(patrolRoutePoints.routeId, ids))
      .orderBy(asc(patrolRoutePoints.routeId), asc(patrolRoutePoints.seq));
    for (const row of rows) row.pointIds = links.filter((link) => link.routeId === row.id).map((link) => link.pointId);
  },
};

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const SCHEDULE_FIELDS = ['cycleKind', 'cycleDays', 'everyNDays', 'startsOn', 'endsOn', 'timeOfDay', 'windowMinutes', 'leadDays', 'routeId'];

/** Refuses (PATROL_STAFF_NOT_IN_COMMUNITY) people who are not enabled users of the company linked to the community or the head office's. */
async function checkStaff(ctx: ResourceContext, userIds: number[], residential: number): Promise<void> {
  if (!(await usersOfCommunity(ctx.orm, ctx.scope.tenantId, userIds, residential))) throw new AppError('PATROL_STAFF_NOT_IN_COMMUNITY');
}

/**
 * A plan: its route of its community (40908), its staff the community's, a shift time HH:mm, a cycle that fires
 * (PLAN_CYCLE_NEVER_FIRES). Saving it generates its tasks up to its horizon in the same transaction; a changed
 * schedule or route drops the tasks not started yet and makes them again (work done stays).
 */
export const patrolPlanHooks: ResourceHooks = {
  async beforeWrite(ctx, values, input, existing) {
    const language = ctx.request.language;
    const residential = residentialOfWrite(ctx, values, existing);
    if (typeof values.routeId === 'number') {
      const routeResidential = await inResidential(ctx, patrolPlanResource, 'routeId', patrolRoutes, [values.routeId], residential);
      if (residential === null) values.residentialId = routeResidential;
    }
    const userIds = input.userIds as number[] | undefined;
    if (userIds !== undefined) {
      if (userIds.length === 0)
        throw fieldError(language, patrolPlanResource, 'userIds', { zh: '请至少选择一人', en: 'needs at least one person' });
      await checkStaff(ctx, userIds, (values.residentialId as number | undefined) ?? residential ?? 0);
    }
    const timeOfDay = valueAfterWrite(values, existing, 'timeOfDay');
    if (typeof timeOfDay !== 'string' || !HH_MM.test(timeOfDay))
      throw fieldError(language, patrolPlanResource, 'timeOfDay', { zh: '请按 HH:mm 填写，如 20:00', en: 'must be HH:mm, e.g. 20:00' });
    const cycle = cycleOfForm(
      valueAfterWrite(values, existing, 'cycleKind') as PatrolCycleKind,
      valueAfterWrite(values, existing, 'cycleDays') as string | null,
      valueAfterWrite(values, existing, 'everyNDays') as number | null,
    );
    if ('field' in cycle) throw fieldError(language, patrolPlanResource, cycle.field, cycle.hint);
    const startsOn = String(valueAfterWrite(values, existing, 'startsOn'));
    const endsOn = (valueAfterWrite(values, existing, 'endsOn') as string | null | undefined) ?? null;
    refuseNeverFiring({ cycle, startsOn, endsOn });
    values.cycle = cycle;
  },
  async afterWrite(ctx, id, input, existing) {
    const userIds = input.userIds as number[] | undefined;
    if (userIds !== undefined) {
      await ctx.orm.delete(patrolPlanUsers).where(eq(patrolPlanUsers.planId, id));
      await ctx.orm.insert(patrolPlanUsers).values([...new Set(userIds)].map((userId) => ({ planId: id, userId })));
    }
    const [row] = await ctx.orm.select().from(patrolPlans).where(eq(patrolPlans.id, id));
    const now = ctx.now;
    const plan = workPlanOf(row!);
    if (row!.enabled !== 1) return;
    const changed =
      existing !== null && SCHEDULE_FIELDS.some((field) => field in input && String(input[field] ?? '') !== String(existing[field] ?? ''));
    if (existing === null) await generatePlan(ctx.orm, patrolWorkSource, plan, now);
    else if (changed || existing.enabled !== 1) await replanFutureWork(ctx.orm, patrolWorkSource, plan, now);
  },
  async loadVirtual(orm, rows) {
    const ids = rows.map((row) => row.id as number);
    if (ids.length === 0) return;
    const links = await orm
      .select({ planId: patrolPlanUsers.planId, userId: patrolPlanUsers.userId, name: users.name })
      .from(patrolPlanUsers)
      .innerJoin(users, eq(users.id, patrolPlanUsers.userId))
      .where(inArray(patrolPlanUsers.planId, ids))
      .orderBy(asc(patrolPlanUsers.userId));
    for (const row of rows) {
      const staff = links.filter((link) => link.planId === row.id);
      row.userIds = staff.map((link) => link.userId);
      row.staffNames = staff.map((link) => link.name).join('、');
    }
  },
};
