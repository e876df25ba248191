import { labelIn, type MaintainChecklist, type MaintainFill } from '@cvap/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { files } from '../../../db/schema/index.js';
import { AppError, formatDateTime, inTransaction, type Orm, type ServiceContext } from '../../../engine/index.js';
import { equipment, maintainPlans, maintainRecords } from '../schema.js';
import { checklistItems } from './cycle-input.js';

const DAY_MS = 86_400_000;

/** The record in the caller's scope (a community sees its own; the head office the company's). */
async function recordInScope(orm: Orm, ctx: Pick<ServiceContext, 'scope'>, id: number, lock = false) {
  const where = and(
    eq(maintainRecords.id, id),
    ctx.scope.kind === 'residential'
      ? eq(maintainRecords.residentialId, ctx.scope.residentialId)
      : sql`${maintainRecords.residentialId} in (select id from residentials where tenant_id = ${ctx.scope.tenantId})`,
  );
  const query = orm
    .select({
      record: maintainRecords,
      planName: maintainPlans.name,
      checklist: maintainPlans.checklist,
      leadDays: maintainPlans.leadDays,
      equipmentName: equipment.name,
      equipmentCode: equipment.code,
    })
    .from(maintainRecords)
    .innerJoin(maintainPlans, eq(maintainPlans.id, maintainRecords.planId))
    .innerJoin(equipment, eq(equipment.id, maintainRecords.equipmentId))
    .where(where);
  const [row] = lock ? await query.for('update', { of: maintainRecords }) : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** A record with its plan's checklist, for the fill-in form and the detail page. */
export async function recordChecklist(ctx: ServiceContext, id: number): Promise<MaintainChecklist> {
  const row = await recordInScope(ctx.orm, ctx, id);
  const { record } = row;
  return {
    id: record.id,
    recordNo: record.recordNo,
    equipmentId: record.equipmentId,
    equipmentName: row.equipmentName,
    equipmentCode: row.equipmentCode,
    planName: row.planName,
    slot: formatDateTime(record.slot),
    dueAt: formatDateTime(record.dueAt),
    status: record.status,
    overdue: record.status === 0 && record.dueAt < ctx.now,
    items: checklistItems(row.checklist),
    results: (record.results as MaintainChecklist['results']) ?? null,
  };
}

/**
 * Fills in a record on site: a result for every item of its plan's checklist and none for an item the plan does
 * not have (MAINTAIN_ITEM_NOT_IN_PLAN), photos that were uploaded; a record done is not filled again, nor one more
 * than its plan's lead days ahead of its slot (MAINTAIN_RECORD_TOO_EARLY: work not yet due is not done). One
 * transaction: a refusal changes nothing.
 */
export async function fillRecord(ctx: ServiceContext, body: MaintainFill): Promise<{ id: number; status: number; late: boolean }> {
  return inTransaction(ctx.orm, async (tx) => {
    const row = await recordInScope(tx, ctx, body.id, true);
    const { record } = row;
    if (record.status !== 0) throw new AppError('MAINTAIN_RECORD_DONE', { params: { recordNo: record.recordNo } });
    if (record.slot.getTime() - ctx.now.getTime() > row.leadDays * DAY_MS)
      throw new AppError('MAINTAIN_RECORD_TOO_EARLY', {
        params: { recordNo: record.recordNo, slot: formatDateTime(record.slot), leadDays: row.leadDays },
      });
    const items = checklistItems(row.checklist);
    const stranger = body.results.find((result) => !items.includes(result.item));
    if (stranger) throw new AppError('MAINTAIN_ITEM_NOT_IN_PLAN', { params: { item: stranger.item.slice(0, 80) } });
    const given = new Set(body.results.map((result) => result.item));
    const missing = items.filter((item) => !given.has(item));
    if (missing.length)
      throw new AppError('MAINTAIN_ITEMS_MISSING', {
        params: { items: missing.join(labelIn({ zh: '、', en: ', ' }, ctx.language)).slice(0, 200) },
      });
    const photos = [...new Set(body.photos ?? [])];
    if (photos.length) {
      const found = await tx
        .select({ path: files.storedPath })
        .from(files)
        .where(and(eq(files.tenantId, ctx.user.tenantId), inArray(files.storedPath, photos)));
      if (found.length !== photos.length) throw new AppError('VALIDATION_FAILED');
    }
    const ordered = items.map((item) => body.results.find((result) => result.item === item)!);
    await tx
      .update(maintainRecords)
      .set({ status: 1, results: ordered, photos, remark: body.remark ?? null, doneAt: ctx.now, doneByUserId: ctx.user.id })
      .where(eq(maintainRecords.id, record.id));
    return { id: record.id, status: 1, late: record.dueAt < ctx.now };
  });
}
