import { and, eq, sql } from 'drizzle-orm';
import {
  AppError,
  byLanguage,
  generatePlan,
  inUse,
  refuseNeverFiring,
  replanFutureWork,
  type ResourceContext,
  type ResourceHooks,
  type Row,
  usersOfCommunity,
} from '../../engine/index.js';
import { equipment, maintainPlans, maintainRecords } from './schema.js';
import { checklistItems, cycleFromInput } from './services/cycle-input.js';
import { maintenanceWork, workPlanOf } from './work-source.js';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const SCHEDULE_FIELDS = [
  'cycleKind',
  'cycleValues',
  'startsOn',
  'endsOn',
  'timeOfDay',
  'windowMinutes',
  'leadDays',
  'enabled',
  'equipmentId',
  'assigneeUserId',
];

function residentialOf(ctx: ResourceContext, values: Record<string, unknown>, existing: Row | null): number | undefined {
  return (values.residentialId ?? existing?.residentialId ?? (ctx.scope.kind === 'residential' ? ctx.scope.residentialId : undefined)) as
    number | undefined;
}

/** The equipment must be the plan's community's: a plan on equipment of another community is refused (40908). */
export async function equipmentInResidential(ctx: ResourceContext, equipmentId: unknown, residentialId: number | undefined): Promise<void> {
  const [row] =
    typeof equipmentId === 'number'
      ? await ctx.orm.select({ residentialId: equipment.residentialId }).from(equipment).where(eq(equipment.id, equipmentId))
      : [];
  if (!row || row.residentialId !== residentialId)
    throw new AppError('OTHER_COMMUNITY_PARENT', { params: { what: byLanguage(ctx, '设备', 'equipment') } });
}

/**
 * A maintenance plan: its equipment in its community, a checklist, a cycle that fires (the shared refusal,
 * PLAN_CYCLE_NEVER_FIRES); saved, its records up to its lead time are made at once, and a change of its schedule
 * remakes its records not started yet (decision 0030).
 */
export const planHooks: ResourceHooks = {
  async beforeWrite(ctx, values, _input, existing) {
    const pick = <T>(field: string): T => (field in values ? values[field] : existing?.[field]) as T;
    const residentialId = residentialOf(ctx, values, existing);
    await equipmentInResidential(ctx, pick('equipmentId'), residentialId);
    const assignee = pick<number | null>('assigneeUserId');
    // The assignee works for the plan's community, as a patrol plan's staff do (PATROL_STAFF_NOT_IN_COMMUNITY).
    if (typeof assignee === 'number' && !(await usersOfCommunity(ctx.orm, ctx.scope.tenantId, [assignee], residentialId ?? 0)))
      throw new AppError('OTHER_COMMUNITY_PARENT', { params: { what: byLanguage(ctx, '保养人员', 'assignee') } });
    if (checklistItems(pick<string>('checklist') ?? '').length === 0) throw new AppError('PLAN_CHECKLIST_EMPTY');
    const timeOfDay = pick<string>('timeOfDay');
    if (!TIME.test(timeOfDay ?? '')) throw new AppError('VALIDATION_FAILED');
    const cycle = cycleFromInput(pick<string>('cycleKind'), pick<string | null>('cycleValues'), ctx.request.language);
    refuseNeverFiring({ cycle, startsOn: pick<string>('startsOn'), endsOn: pick<string | null>('endsOn') ?? null });
    values.cycle = cycle;
  },
  async afterWrite(ctx, id, _input, existing) {
    const [plan] = await ctx.orm.select().from(maintainPlans).where(eq(maintainPlans.id, id));
    if (!plan) return;
    const now = ctx.now;
    if (existing) {
      const changed = SCHEDULE_FIELDS.some(
        (field) => String(existing[field] ?? '') !== String((plan as Record<string, unknown>)[field] ?? ''),
      );
      if (!changed) return;
      if (plan.enabled !== 1) {
        await maintenanceWork.dropFutureWork(ctx.orm, id, now);
        return;
      }
      await replanFutureWork(ctx.orm, maintenanceWork, workPlanOf(plan), now);
      return;
    }
    if (plan.enabled === 1) await generatePlan(ctx.orm, maintenanceWork, workPlanOf(plan), now);
  },
  async beforeDelete(ctx, existing) {
    const [done] = await ctx.orm
      .select({ id: maintainRecords.id })
      .from(maintainRecords)
      .where(and(eq(maintainRecords.planId, existing.id as number), sql`${maintainRecords.status} <> 0`))
      .limit(1);
    if (done) throw inUse(byLanguage(ctx, '已有完成的保养记录', 'it has maintenance records done'));
    await ctx.orm.delete(maintainRecords).where(eq(maintainRecords.planId, existing.id as number));
  },
};
