import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { residentials } from '../../db/schema/index.js';
import {
  planTableWork,
  slotRows,
  isOverdue,
  scheduleOf,
  type Orm,
  type PlannedSlot,
  type WorkPlan,
  type WorkSource,
} from '../../engine/index.js';
import { equipment, maintainPlans, maintainRecords } from './schema.js';

const DAY_MS = 86_400_000;
const CHINA_MS = 8 * 3_600_000;

/** BY + the slot's China date + the plan's id: a plan fires at most once a day, so it is unique. */
export function recordNumber(planId: number, slot: Date): string {
  const day = new Date(slot.getTime() + CHINA_MS).toISOString().slice(0, 10).replace(/-/g, '');
  return `BY${day}${String(planId).padStart(5, '0')}`;
}

/** The China midnight of the day an instant falls on. */
function chinaMidnight(instant: Date): Date {
  return new Date(Math.floor((instant.getTime() + CHINA_MS) / DAY_MS) * DAY_MS - CHINA_MS);
}

export const OPEN_RECORD = sql`${maintainRecords.status} = 0`;

/** A plan row as the machinery sees it: records start on the day it was saved (decision 0030). */
export function workPlanOf(row: typeof maintainPlans.$inferSelect): WorkPlan {
  return { id: row.id, schedule: scheduleOf(row), generatedUntil: row.generatedUntil, notBefore: chinaMidnight(row.createdAt) };
}

/**
 * Inserts the records of a batch of plans' slots in one statement: the slots go as three arrays and the plan's
 * community, equipment and assignee are joined in SQL (building a 5 000-row insert in JavaScript took most of the
 * pass). The record number is recordNumber's, in SQL.
 */
async function insertRecords(tx: Orm, items: readonly { plan: WorkPlan; slots: readonly PlannedSlot[] }[]): Promise<number> {
  const slots = slotRows(items);
  if (!slots) return 0;
  const result = (await tx.execute(sql`with slots as (${slots}), made as (
      insert into ${maintainRecords} (residential_id, record_no, plan_id, equipment_id, assignee_user_id, slot, due_at)
      select p.residential_id,
        'BY' || to_char(s.slot at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(p.id::text, greatest(5, length(p.id::text)), '0'),
        p.id, p.equipment_id, p.assignee_user_id, s.slot, s.due_at
      from slots s join ${maintainPlans} p on p.id = s.plan_id
      on conflict do nothing
      returning 1
    )
    select count(*)::int as n from made`)) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

/** Maintenance plans make maintenance records (the plan-to-work machinery, docs/decisions/0030). */
export const maintenanceWork: WorkSource = {
  name: 'maintenance',
  ...planTableWork(maintainPlans, workPlanOf),
  insertWork: (tx, plan, slots) => insertRecords(tx, [{ plan, slots }]),
  insertWorkBatch: insertRecords,

  async dropFutureWork(tx, planId, from) {
    const gone = await tx
      .delete(maintainRecords)
      .where(and(eq(maintainRecords.planId, planId), OPEN_RECORD, sql`${maintainRecords.slot} >= ${from.toISOString()}::timestamptz`))
      .returning({ id: maintainRecords.id });
    return gone.length;
  },
  remind: {
    async overdue(tx: Orm, { tenantId, now, limit }) {
      const rows = await tx
        .select({
          id: maintainRecords.id,
          recordNo: maintainRecords.recordNo,
          name: equipment.name,
          assignee: maintainRecords.assigneeUserId,
        })
        .from(maintainRecords)
        .innerJoin(residentials, and(eq(residentials.id, maintainRecords.residentialId), eq(residentials.tenantId, tenantId)))
        .innerJoin(equipment, eq(equipment.id, maintainRecords.equipmentId))
        .where(and(isOverdue(maintainRecords.dueAt, OPEN_RECORD, now), isNull(maintainRecords.remindedAt)))
        .orderBy(asc(maintainRecords.id))
        .limit(limit)
        .for('update', { of: maintainRecords, skipLocked: true });
      return rows.map((r) => ({ id: r.id, ref: `${r.recordNo} ${r.name}`, userIds: r.assignee ? [r.assignee] : [] }));
    },
    async markReminded(tx, ids, now) {
      await tx.update(maintainRecords).set({ remindedAt: now }).where(inArray(maintainRecords.id, ids));
    },
    taskType: 'maintainReminder',
    taskSource: 'equipmentManager:maintainRecord',
    text: {
      zh_cn: { title: (n) => `${n} 条保养记录已超时`, line: '超时保养' },
      en: { title: (n) => `${n} maintenance record(s) overdue`, line: 'Overdue maintenance' },
    },
  },
};
