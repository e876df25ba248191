import { BILL_RUN_STATUS_OPTIONS, labelIn, type RunPreview } from '@cvap/contracts';
import { and, eq } from 'drizzle-orm';
import { AppError, presentRows, resolvedEntry, type Row, type ServiceContext } from '../../../../engine/index.js';
import { feeBillRuns } from '../schema.js';
import { billRunEntry } from '../registry.js';
import { changeRun } from './change-run.js';
import { countDue } from './bill-residential.js';
import { residentialsOfRun, startRun } from './start-run.js';

// A bill run as the console drives it: start, pause, resume, terminate, read. The run itself (runBills) goes
// on in a background task the route starts.

export type BillRun = typeof feeBillRuns.$inferSelect;

/** The run as the list shows it (the generateTask resource's row). */
export async function runRow(ctx: ServiceContext, run: BillRun): Promise<Row> {
  return (await presentRows(ctx.orm, resolvedEntry(billRunEntry), [run]))[0]!;
}

/** A run the acting scope may see: its company's; a community sees the runs of its own community only. */
export async function visibleRun({ orm, scope }: ServiceContext, id: number): Promise<BillRun> {
  const [run] = await orm
    .select()
    .from(feeBillRuns)
    .where(
      and(
        eq(feeBillRuns.id, id),
        eq(feeBillRuns.tenantId, scope.tenantId),
        scope.kind === 'residential' ? eq(feeBillRuns.residentialId, scope.residentialId) : undefined,
      ),
    );
  if (!run) throw new AppError('NOT_FOUND');
  return run;
}

function runOwner({ scope }: ServiceContext) {
  return { tenantId: scope.tenantId, residentialId: scope.kind === 'residential' ? scope.residentialId : null };
}

/** Starts the month's bill run: every community of the company from the head office, else the acting one. */
export function startBillRun(ctx: ServiceContext, period: string): Promise<BillRun> {
  return startRun(ctx.orm, { ...runOwner(ctx), userId: ctx.user.id, trigger: 1 }, `${period}-01`, ctx.now);
}

/** What starting the month's run would bill, summed over its communities (read only). */
export async function previewBillRun(ctx: ServiceContext, period: string): Promise<RunPreview> {
  const residentials = await residentialsOfRun(ctx.orm, runOwner(ctx));
  const preview: RunPreview = { communities: residentials.length, objects: 0, pending: 0 };
  for (const residential of residentials) {
    const due = await countDue(ctx.orm, residential.id, `${period}-01`);
    preview.objects += due.objects;
    preview.pending += due.pending;
  }
  return preview;
}

/** Pauses, resumes or terminates a visible run; a run whose state does not allow it: 40xxx naming the state. */
export async function controlRun(ctx: ServiceContext, run: BillRun, action: 'pause' | 'resume' | 'terminate'): Promise<BillRun> {
  const changed = await changeRun(ctx.orm, run.id, action, ctx.now);
  if (changed) return changed;
  const status = BILL_RUN_STATUS_OPTIONS.find((option) => option.value === run.status);
  throw new AppError('FEE_RUN_STATE', { params: { status: status ? labelIn(status, ctx.language) : String(run.status) } });
}

/** Records the background task that runs the run. */
export async function recordRunTask({ orm }: ServiceContext, runId: number, taskId: string): Promise<void> {
  await orm.update(feeBillRuns).set({ taskId }).where(eq(feeBillRuns.id, runId));
}
