import {
  BILL_PUSH_LINE_STATE,
  BILL_PUSH_STATUS,
  BILL_PUSH_STATUS_OPTIONS,
  billPushResource,
  labelIn,
  type BillPushAction,
  type BillPushLine,
  type BillPushStart,
} from '@cvap/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  AppError,
  pgError,
  residentialOfWrite,
  inTransaction,
  presentRows,
  resolvedEntry,
  type Row,
  type ServiceContext,
} from '../../../../../engine/index.js';
import { feeBillPushCampaigns, feeBillPushLines } from '../../schema.js';
import { inScope, rowsOf } from '../../../ledger/services/ledger-sql.js';
import { outstandingSql } from '../../../ledger/services/sql.js';
import type { PushRefusal } from './channel.js';
import { PUSH_TEXT } from './push-texts.js';

export type Campaign = typeof feeBillPushCampaigns.$inferSelect;

const OWNER = 1;
const APARTMENT = 1;

/** The campaign as the list shows it (the billPush resource's row). */
export async function campaignRow(ctx: ServiceContext, campaign: Campaign): Promise<Row> {
  const entry = resolvedEntry({ decl: billPushResource, table: feeBillPushCampaigns });
  return (await presentRows(ctx.orm, entry, [campaign]))[0]!;
}

/** A campaign of the acting scope's communities, or 404. */
export async function visibleCampaign({ orm, scope }: ServiceContext, id: number): Promise<Campaign> {
  const [campaign] = await orm
    .select()
    .from(feeBillPushCampaigns)
    .where(and(eq(feeBillPushCampaigns.id, id), inScope(feeBillPushCampaigns.residentialId.getSQL(), scope)));
  if (!campaign) throw new AppError('NOT_FOUND');
  return campaign;
}

/**
 * A campaign of the community's houses that owe at least `minMonths` billing months (late fees are money owed,
 * not months), one line per house with its owner and what it owes, all in one transaction; none owing: 41061.
 * A community has one campaign pushing or paused at a time (a unique index): another start is refused, 41065.
 */
export async function startCampaign(ctx: ServiceContext, body: BillPushStart & { residentialId?: number }): Promise<Campaign> {
  const residentialId = residentialOfWrite(ctx, body, null);
  if (!residentialId) throw new AppError('COMMUNITY_REQUIRED');
  try {
    return await fillCampaign(ctx, residentialId, body);
  } catch (error) {
    const pg = pgError(error);
    if (pg?.code === '23505' && pg.constraint === 'fee_bill_push_campaigns_active_uq') throw new AppError('FEE_PUSH_ACTIVE');
    throw error;
  }
}

/** The campaign and its lines, in one transaction; the community's one active campaign is the index's to keep. */
async function fillCampaign(ctx: ServiceContext, residentialId: number, body: BillPushStart): Promise<Campaign> {
  const minMonths = body.minMonths ?? 1;
  const owed = outstandingSql(sql`l.id`, sql`l.amount`);
  return inTransaction(ctx.orm, async (tx) => {
    const apartments = await rowsOf<{ id: number; address: string; owner_name: string | null; phone: string | null; amount: string }>(
      tx,
      sql`select a.id, b.name || ' ' || a.room_no as address, o.name as owner_name, o.phone, g.amount
          from (select l.object_id, sum(${owed})::text as amount,
                  count(distinct l.period_start) filter (where l.line_kind <> 3) as months
                from fee_bill_lines l
                where l.residential_id = ${residentialId} and l.object_type = ${APARTMENT} and l.status = 1 and ${owed} > 0
                group by l.object_id) g
          join apartments a on a.id = g.object_id join buildings b on b.id = a.building_id
          left join lateral (select p.name, p.phone from persons p where p.apartment_id = a.id and p.person_type = ${OWNER}
            order by p.id limit 1) o on true
          where g.months >= ${minMonths} ${body.buildingId ? sql`and a.building_id = ${body.buildingId}` : sql``}
          order by b.sort_no, b.name, length(a.room_no), a.room_no, a.id`,
    );
    if (apartments.length === 0) throw new AppError('FEE_PUSH_NO_ARREARS');
    const [campaign] = await tx
      .insert(feeBillPushCampaigns)
      .values({
        residentialId,
        name: body.name,
        channel: body.channel,
        status: BILL_PUSH_STATUS.pushing,
        minMonths,
        lineCount: apartments.length,
        total: sql`${sql.join(
          apartments.map((apartment) => sql`${apartment.amount}::numeric`),
          sql` + `,
        )}`,
        createdBy: ctx.user.id,
      })
      .returning();
    await tx.insert(feeBillPushLines).values(
      apartments.map((apartment) => ({
        campaignId: campaign!.id,
        apartmentId: apartment.id,
        address: apartment.address,
        ownerName: apartment.owner_name,
        phone: apartment.phone,
        amount: apartment.amount,
      })),
    );
    return campaign!;
  });
}

/** Which statuses each action leaves, and where it goes: 0 pushing, 1 complete, 2 paused, 3 stopped. */
const MOVES: Record<BillPushAction, { from: number[]; to: number }> = {
  pause: { from: [BILL_PUSH_STATUS.pushing], to: BILL_PUSH_STATUS.paused },
  resume: { from: [BILL_PUSH_STATUS.paused], to: BILL_PUSH_STATUS.pushing },
  stop: { from: [BILL_PUSH_STATUS.pushing, BILL_PUSH_STATUS.paused], to: BILL_PUSH_STATUS.stopped },
};

/**
 * Pauses (pushing → paused), resumes (paused → pushing) or stops (pushing or paused → stopped: the waiting lines
 * are marked not sent; a line already handed to the channel keeps its answer). Any other move: 41060 naming the
 * campaign's state and the action, nothing changed.
 */
export async function controlCampaign(ctx: ServiceContext, campaign: Campaign, action: BillPushAction): Promise<Campaign> {
  const move = MOVES[action];
  const changed = await inTransaction(ctx.orm, async (tx) => {
    const [row] = await tx
      .update(feeBillPushCampaigns)
      .set({ status: move.to, updatedAt: ctx.now, ...(action === 'stop' ? { finishedAt: ctx.now } : {}) })
      .where(and(eq(feeBillPushCampaigns.id, campaign.id), inArray(feeBillPushCampaigns.status, move.from)))
      .returning();
    if (row && action === 'stop')
      await tx
        .update(feeBillPushLines)
        .set({ state: BILL_PUSH_LINE_STATE.cancelled })
        .where(and(eq(feeBillPushLines.campaignId, campaign.id), eq(feeBillPushLines.state, BILL_PUSH_LINE_STATE.waiting)));
    return row ?? null;
  });
  if (changed) return changed;
  const [current] = await ctx.orm.select().from(feeBillPushCampaigns).where(eq(feeBillPushCampaigns.id, campaign.id));
  const option = BILL_PUSH_STATUS_OPTIONS.find((o) => o.value === (current ?? campaign).status);
  throw new AppError('FEE_PUSH_STATE', {
    params: { status: option ? labelIn(option, ctx.language) : String(campaign.status), action: PUSH_TEXT[ctx.language].action[action] },
  });
}

/** Records the background task that sends the campaign. */
export async function recordCampaignTask({ orm }: ServiceContext, campaignId: number, taskId: string): Promise<void> {
  await orm.update(feeBillPushCampaigns).set({ taskId }).where(eq(feeBillPushCampaigns.id, campaignId));
}

/** A campaign's lines in order, each with its state and its refusal in the reader's language. */
export async function campaignLines(ctx: ServiceContext, campaign: Campaign): Promise<BillPushLine[]> {
  const rows = await ctx.orm
    .select()
    .from(feeBillPushLines)
    .where(eq(feeBillPushLines.campaignId, campaign.id))
    .orderBy(asc(feeBillPushLines.id));
  const refusals = PUSH_TEXT[ctx.language].refusal;
  return rows.map((row) => ({
    id: row.id,
    apartmentId: row.apartmentId,
    address: row.address,
    ownerName: row.ownerName,
    phone: row.phone,
    amount: row.amount,
    channel: campaign.channel,
    state: row.state,
    error: row.error ? (refusals[row.error as PushRefusal] ?? row.error) : null,
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}
