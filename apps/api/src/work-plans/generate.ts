import { chinaInstant, dueAtOf, generationHorizon, occurrences } from '@cvap/contracts';
import type { Orm } from '../db/client.js';
import { inTransaction } from '../engine/transaction.js';
import { pushReminders } from '../tasks/reminders.js';
import type { PlannedSlot, WorkPlan, WorkSource } from './work-source.js';

const DAY_MS = 86_400_000;
/** At most this span of a plan is generated in one step: a plan far behind catches up in bounded transactions. */
export const MAX_STEP_DAYS = 31;

/**
 * Generates one plan's work from its watermark (or its start) to its horizon at `now`, at most MAX_STEP_DAYS at a
 * time, and moves the watermark, in the caller's transaction: never half a result. Answers the rows made and
 * whether the plan is caught up.
 */
export async function generatePlanStep(
  tx: Orm,
  source: WorkSource,
  plan: WorkPlan,
  now: Date,
): Promise<{ made: number; until: Date; caughtUp: boolean }> {
  const step = planStep(plan, now);
  const made = step.slots.length ? await source.insertWork(tx, plan, step.slots) : 0;
  if (step.moves) await source.setGeneratedUntil(tx, plan.id, step.until);
  return { made, until: step.until, caughtUp: step.caughtUp };
}

/** What one step of a plan makes (pure): its slots from the watermark, the new watermark, whether it is caught up. */
export function planStep(plan: WorkPlan, now: Date): { slots: PlannedSlot[]; until: Date; caughtUp: boolean; moves: boolean } {
  const horizon = generationHorizon(plan.schedule, now);
  const from = plan.generatedUntil ?? new Date(Math.max(chinaInstant(plan.schedule.startsOn).getTime(), plan.notBefore?.getTime() ?? 0));
  if (from >= horizon) return { slots: [], until: from, caughtUp: true, moves: plan.generatedUntil === null };
  const until = new Date(Math.min(horizon.getTime(), from.getTime() + MAX_STEP_DAYS * DAY_MS));
  const slots = occurrences(plan.schedule, from, until).map((slot) => ({ slot, dueAt: dueAtOf(plan.schedule, slot) }));
  return { slots, until, caughtUp: until >= horizon, moves: true };
}

/**
 * One step of each plan of a batch, in the caller's transaction: through the source's batch writes when it has
 * them (one insert and one watermark update for the batch), else plan by plan.
 */
async function generateBatch(tx: Orm, source: WorkSource, plans: WorkPlan[], now: Date): Promise<{ made: number; behind: number }> {
  if (!source.insertWorkBatch || !source.setGeneratedUntilBatch) {
    let made = 0;
    let behind = 0;
    for (const plan of plans) {
      const step = await generatePlanStep(tx, source, plan, now);
      made += step.made;
      if (!step.caughtUp) behind++;
    }
    return { made, behind };
  }
  const steps = plans.map((plan) => ({ plan, ...planStep(plan, now) }));
  const withSlots = steps.filter((step) => step.slots.length > 0);
  const made = withSlots.length ? await source.insertWorkBatch(tx, withSlots) : 0;
  const moved = steps.filter((step) => step.moves);
  if (moved.length)
    await source.setGeneratedUntilBatch(
      tx,
      moved.map((step) => ({ planId: step.plan.id, until: step.until })),
    );
  return { made, behind: steps.filter((step) => !step.caughtUp).length };
}

/** Generates one plan to its horizon (a plan just saved, in the saving transaction). */
export async function generatePlan(tx: Orm, source: WorkSource, plan: WorkPlan, now: Date): Promise<number> {
  let made = 0;
  let current = plan;
  for (;;) {
    const step = await generatePlanStep(tx, source, current, now);
    made += step.made;
    if (step.caughtUp) return made;
    current = { ...current, generatedUntil: step.until };
  }
}

/**
 * A plan whose schedule changed: its work not started yet from `now` on is dropped and made again from the new
 * schedule; work already done or started, and past slots, stay as they are.
 */
export async function replanFutureWork(tx: Orm, source: WorkSource, plan: WorkPlan, now: Date): Promise<{ dropped: number; made: number }> {
  const dropped = await source.dropFutureWork(tx, plan.id, now);
  await source.setGeneratedUntil(tx, plan.id, now);
  const made = await generatePlan(tx, source, { ...plan, generatedUntil: now }, now);
  return { dropped, made };
}

export interface GenerationCounts {
  plans: number;
  made: number;
  reminded: number;
  overdue: number;
}

/** The share of a pass (in percent) its generation takes; the reminders take the rest. */
const GENERATION_SHARE = 90;

/**
 * One pass of the machinery over the sources for a tenant: each batch of behind plans in its own transaction
 * (locked, so two instances share the plans instead of doubling them; the unique (plan_id, slot) key is the
 * second guard), until none is behind; then overdue work reminded once. A crash loses at most the open batch,
 * which the next pass redoes from the watermarks. `progress` hears after every committed batch how far the pass
 * is: plan steps taken against the plans behind when it began (a plan far behind takes several steps, so the
 * figure is capped below 100 until the pass ends).
 */
export async function generatePlannedWork(
  orm: Orm,
  sources: readonly WorkSource[],
  options: { tenantId: number; now: Date; batch?: number; signal?: AbortSignal; progress?: (percent: number) => void },
): Promise<GenerationCounts> {
  const { tenantId, now, batch = 200, signal, progress = () => undefined } = options;
  const counts: GenerationCounts = { plans: 0, made: 0, reminded: 0, overdue: 0 };
  let behindAtStart = 0;
  for (const source of sources) behindAtStart += await source.countBehind(orm, { tenantId, now });
  const generated = () =>
    behindAtStart === 0 ? GENERATION_SHARE : Math.min(GENERATION_SHARE, (counts.plans / behindAtStart) * GENERATION_SHARE);
  for (const [index, source] of sources.entries()) {
    for (;;) {
      if (signal?.aborted) return counts;
      const { taken, made, behind } = await inTransaction(orm, async (tx) => {
        const plans = await source.duePlans(tx, { tenantId, now, limit: batch });
        const { made, behind } = await generateBatch(tx, source, plans, now);
        return { taken: plans.length, made, behind };
      });
      counts.plans += taken;
      counts.made += made;
      progress(generated());
      // A full batch may have more behind it; a plan far behind took one step of MAX_STEP_DAYS and is due again.
      if (taken < batch && behind === 0) break;
    }
    const remind = source.remind;
    if (!remind) continue;
    const limit = batch * 5;
    for (;;) {
      if (signal?.aborted) return counts;
      const { overdue, reminded } = await inTransaction(orm, async (tx) => {
        const due = await remind.overdue(tx, { tenantId, now, limit });
        if (due.length === 0) return { overdue: 0, reminded: 0 };
        await remind.markReminded(
          tx,
          due.map((work) => work.id),
          now,
        );
        const refsByUser = new Map<number, string[]>();
        for (const work of due)
          for (const userId of new Set(work.userIds)) refsByUser.set(userId, [...(refsByUser.get(userId) ?? []), work.ref]);
        const reminded = await pushReminders(tx, now, { type: remind.taskType, source: remind.taskSource, text: remind.text, refsByUser });
        return { overdue: due.length, reminded };
      });
      counts.overdue += overdue;
      counts.reminded += reminded;
      progress(generated() + ((index + 1) / sources.length) * (99 - GENERATION_SHARE));
      if (overdue < limit) break;
    }
  }
  return counts;
}
