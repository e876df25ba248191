import { BILL_PUSH_LINE_STATE, BILL_PUSH_STATUS, type Language } from '@cvap/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { setTimeout as wait } from 'node:timers/promises';
import { inTransaction, type Orm } from '../../../../../engine/index.js';
import { feeBillPushCampaigns, feeBillPushLines } from '../../schema.js';
import type { PushChannel } from './channel.js';
import { PUSH_TEXT } from './push-texts.js';

/** Campaigns being sent by this process: a second runner for one of them joins the first instead. */
export const SENDING = new Set<number>();

export interface SendControl {
  signal: AbortSignal;
  language: Language;
  /** Milliseconds between two messages (config FEE_PUSH_GAP_MS). */
  gapMs: number;
  progress(percent: number, message: string): Promise<void>;
}

type Line = typeof feeBillPushLines.$inferSelect;

/**
 * The campaign's clock. Sending outlives the request that started it (one message per FEE_PUSH_GAP_MS, paused and
 * resumed): each line's answer and the campaign's end are stamped when they happen.
 */
// eslint-disable-next-line cvap/request-clock -- a background push stamps each answer as it comes
const stamp = (): Date => new Date();

/**
 * Takes the campaign's next line to hand over, if the campaign is still pushing: a line left "sending" by a process
 * that died first (it is handed over again with the same idempotency key, so the channel delivers it once), else
 * the first waiting one, marked "sending" in the same transaction that checked the campaign's status.
 */
async function nextLine(orm: Orm, campaignId: number): Promise<{ line: Line; channel: number } | 'ended'> {
  return inTransaction(orm, async (tx) => {
    const [campaign] = await tx
      .select({ status: feeBillPushCampaigns.status, channel: feeBillPushCampaigns.channel })
      .from(feeBillPushCampaigns)
      .where(eq(feeBillPushCampaigns.id, campaignId))
      .for('update');
    if (campaign?.status !== BILL_PUSH_STATUS.pushing) return 'ended';
    const [line] = await tx
      .select()
      .from(feeBillPushLines)
      .where(
        and(
          eq(feeBillPushLines.campaignId, campaignId),
          inArray(feeBillPushLines.state, [BILL_PUSH_LINE_STATE.waiting, BILL_PUSH_LINE_STATE.sending]),
        ),
      )
      .orderBy(sql`${feeBillPushLines.state} desc`, asc(feeBillPushLines.id))
      .limit(1);
    if (!line) {
      await tx
        .update(feeBillPushCampaigns)
        .set({ status: BILL_PUSH_STATUS.complete, finishedAt: stamp(), updatedAt: stamp() })
        .where(eq(feeBillPushCampaigns.id, campaignId));
      return 'ended';
    }
    if (line.state === BILL_PUSH_LINE_STATE.waiting)
      await tx.update(feeBillPushLines).set({ state: BILL_PUSH_LINE_STATE.sending }).where(eq(feeBillPushLines.id, line.id));
    return { line, channel: campaign.channel };
  });
}

/** Records the channel's answer for a line handed over: its state and the campaign's counts, in one transaction. */
async function recordAnswer(orm: Orm, line: Line, refusal: string | null): Promise<void> {
  await inTransaction(orm, async (tx) => {
    const [changed] = await tx
      .update(feeBillPushLines)
      .set({ state: refusal ? BILL_PUSH_LINE_STATE.failed : BILL_PUSH_LINE_STATE.sent, error: refusal, sentAt: stamp() })
      .where(and(eq(feeBillPushLines.id, line.id), eq(feeBillPushLines.state, BILL_PUSH_LINE_STATE.sending)))
      .returning({ id: feeBillPushLines.id });
    if (!changed) return;
    await tx
      .update(feeBillPushCampaigns)
      .set(
        refusal
          ? { failedCount: sql`${feeBillPushCampaigns.failedCount} + 1`, updatedAt: stamp() }
          : { sentCount: sql`${feeBillPushCampaigns.sentCount} + 1`, updatedAt: stamp() },
      )
      .where(eq(feeBillPushCampaigns.id, line.campaignId));
  });
}

/**
 * Sends a campaign's lines one by one through the channel until none is left (the campaign is then complete) or
 * it is paused or stopped. A line is marked "sending" before it is handed over and gets its answer after, each in
 * its own transaction, so a restart finds every line waiting, sending (handed over again under the same key), or
 * answered: never half recorded, never delivered twice. Answers how the campaign stands when the sending stops.
 */
export async function sendCampaign(
  orm: Orm,
  campaignId: number,
  channel: PushChannel,
  control: SendControl,
): Promise<'complete' | 'paused' | 'stopped'> {
  const text = PUSH_TEXT[control.language];
  for (;;) {
    control.signal.throwIfAborted();
    const next = await nextLine(orm, campaignId);
    if (next === 'ended') break;
    const { line } = next;
    const answer = await channel.send({
      key: `bill-push:${line.campaignId}:${line.id}`,
      lineId: line.id,
      channel: next.channel,
      phone: line.phone,
      body: text.message(line.address, line.amount),
    });
    if (answer.kind === 'rateLimited') {
      await wait(answer.retryAfterMs, undefined, { signal: control.signal });
      continue;
    }
    await recordAnswer(orm, line, answer.kind === 'refused' ? answer.reason : null);
    const [counts] = await orm
      .select({ lines: feeBillPushCampaigns.lineCount, sent: feeBillPushCampaigns.sentCount, failed: feeBillPushCampaigns.failedCount })
      .from(feeBillPushCampaigns)
      .where(eq(feeBillPushCampaigns.id, campaignId));
    if (counts) {
      const done = counts.sent + counts.failed;
      await control.progress((99 * done) / Math.max(counts.lines, 1), text.progress(done, counts.lines));
    }
    if (control.gapMs > 0) await wait(control.gapMs, undefined, { signal: control.signal });
  }
  const [campaign] = await orm
    .select({ status: feeBillPushCampaigns.status })
    .from(feeBillPushCampaigns)
    .where(eq(feeBillPushCampaigns.id, campaignId));
  return campaign?.status === BILL_PUSH_STATUS.complete ? 'complete' : campaign?.status === BILL_PUSH_STATUS.paused ? 'paused' : 'stopped';
}

/**
 * Sends the campaign unless this process already does (answers null then: the running sender carries on, as it
 * re-reads the status before every line). When the sender stops it lets go of the campaign, and takes it up again
 * if a resume slipped in between its last look and letting go.
 */
export async function runCampaign(
  orm: Orm,
  campaignId: number,
  channel: PushChannel,
  control: SendControl,
): Promise<'complete' | 'paused' | 'stopped'> {
  for (;;) {
    let end: 'complete' | 'paused' | 'stopped';
    try {
      end = await sendCampaign(orm, campaignId, channel, control);
    } finally {
      SENDING.delete(campaignId);
    }
    if (end === 'complete' || end === 'stopped' || SENDING.has(campaignId)) return end;
    const [campaign] = await orm
      .select({ status: feeBillPushCampaigns.status })
      .from(feeBillPushCampaigns)
      .where(eq(feeBillPushCampaigns.id, campaignId));
    if (campaign?.status !== BILL_PUSH_STATUS.pushing) return end;
    SENDING.add(campaignId);
  }
}

/** Claims the campaign for a new sender of this process; false when one already sends it. */
export function claimCampaign(campaignId: number): boolean {
  if (SENDING.has(campaignId)) return false;
  SENDING.add(campaignId);
  return true;
}

/** Campaigns still pushing with nobody sending them (the process that did stopped): resumed at start. */
export async function orphanCampaigns(orm: Orm): Promise<{ id: number; createdBy: number | null; name: string }[]> {
  const rows = await orm
    .select({ id: feeBillPushCampaigns.id, createdBy: feeBillPushCampaigns.createdBy, name: feeBillPushCampaigns.name })
    .from(feeBillPushCampaigns)
    .where(eq(feeBillPushCampaigns.status, BILL_PUSH_STATUS.pushing));
  return rows.filter((row) => !SENDING.has(row.id));
}
