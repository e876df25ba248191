import {
  allowedVisitActions,
  labelIn,
  VISIT_STATUS_OPTIONS,
  VISIT_TRANSITIONS,
  visitActionAllowedFrom,
  type KioskPassMethod,
  type VisitAction,
  type VisitTransitionResult,
} from '@cvap/contracts';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { AppError, grantedElementCodes, inTransaction, type Orm, type ServiceContext } from '../../../engine/index.js';
import { cards } from '../../access/schema.js';
import { visits } from '../schema.js';
import { residentialCondition } from '../../door/index.js';
import { issuePass, startOfChinaDay } from './pass.js';
import { checkJpg } from './photos.js';
import { logWatchlistEvent, visitPeople, watchlistHit } from './watchlist.js';

/** CARD_STATUS_OPTIONS: returned. */
const CARD_RETURNED = 3;

/**
 * What a visit asks of the doors once it has committed: the access module carries it out as device tasks of the
 * user asking (the route wires it, visitor/routes/doors.ts).
 */
export interface VisitDoors {
  /** Writes a lent card to the doors of its access level; a failure to start is logged, the visit stands. */
  writeCard(cardId: number): Promise<void>;
  /** Writes a QR pass to the doors, or takes it off them (`remove`); a failure to start is logged. */
  writePass(visitId: number, remove?: boolean): Promise<void>;
  /** Returns a lent card: its record, and its removal from the doors. */
  returnCard(cardId: number): Promise<void>;
}

export interface TransitionBody {
  reason?: string;
  passMethod?: KioskPassMethod;
  accessCard?: string;
  temperature?: number;
  catchImage?: string;
  leaveTime?: string;
}

/**
 * Appointments whose day is over become expired: pending or approved ones expected before today (China time)
 * whose expected leave time, if any, has passed too. Run before a community's transitions and registrations,
 * and by the scheduler's expireAppointments job (every 15 minutes), so lists do not show a stale day.
 */
export async function expireAppointments(orm: Orm, residentialIds: SQL | number, now: Date): Promise<number> {
  const expired = await orm
    .update(visits)
    .set({ appointmentStatus: 'expired' })
    .where(
      and(
        typeof residentialIds === 'number' ? eq(visits.residentialId, residentialIds) : residentialIds,
        inArray(visits.appointmentStatus, ['pending', 'approved']),
        lt(visits.expectedAt, startOfChinaDay(now)),
        sql`coalesce(${visits.expectedLeaveAt}, ${visits.expectedAt}) < ${now}`,
      ),
    )
    .returning({ id: visits.id });
  return expired.length;
}
type SQL = ReturnType<typeof sql>;

function notAllowed({ language }: ServiceContext, status: string, action: VisitAction): AppError {
  const option = VISIT_STATUS_OPTIONS.find((o) => o.value === status);
  return new AppError('VISIT_ACTION_NOT_ALLOWED', {
    params: {
      status: option ? labelIn(option, language) : status,
      action: labelIn(VISIT_TRANSITIONS[action].label, language),
    },
  });
}

/**
 * One step of a visit's machine (workflow.ts), in the acting scope (another community's visit reads as missing):
 * allowed only from the states the machine lists (40981). Arriving issues the pass; signing out sets the leave
 * time (never before the arrival, 40985) and takes a lent card back (returned: removed from the doors).
 */
export async function takeVisitStep(
  ctx: ServiceContext,
  doors: VisitDoors,
  id: number,
  action: VisitAction,
  body: TransitionBody,
): Promise<VisitTransitionResult> {
  const { orm, scope, user, now } = ctx;
  await expireAppointments(orm, residentialCondition({ orm, scope }, visits.residentialId), now);
  if (action === 'arrive' && body.catchImage) await checkJpg(orm, scope.tenantId, body.catchImage, 'catchImage');
  const leaveTime = body.leaveTime ? new Date(body.leaveTime) : now;
  const updated = await inTransaction(orm, async (tx) => {
    const [visit] = await tx
      .select()
      .from(visits)
      .where(and(eq(visits.id, id), residentialCondition({ orm: tx, scope }, visits.residentialId)))
      .for('update');
    if (!visit) throw new AppError('NOT_FOUND');
    if (!visitActionAllowedFrom(action, visit.appointmentStatus)) throw notAllowed(ctx, visit.appointmentStatus, action);
    const to = VISIT_TRANSITIONS[action].to;
    const set: Partial<typeof visits.$inferInsert> = { appointmentStatus: to };
    if (action === 'reject' || action === 'cancel') set.statusReason = body.reason || null;
    if (action === 'arrive') {
      const people = visitPeople(visit.guestName, visit.idNumber, visit.visitPhone, visit.companions);
      const hit = await watchlistHit(tx, scope.tenantId, visit.residentialId, people);
      if (hit) {
        const facts = { tenantId: scope.tenantId, residentialId: visit.residentialId, person: people, user, registerWay: 'guard' as const };
        if (hit.level === 'barred') {
          const refusal = { ...facts, hit, visitId: visit.id };
          throw new AppError('VISITOR_BARRED', { afterRollback: (pool) => logWatchlistEvent(pool, refusal) });
        }
        await logWatchlistEvent(tx, { ...facts, hit, visitId: visit.id });
        set.watchlistLevel = hit.level;
      }
      Object.assign(
        set,
        await issuePass({ orm: tx, scope, user, now }, body.passMethod ?? 'none', body.accessCard, {
          guestName: visit.guestName,
          visitPhone: visit.visitPhone,
          residentialId: visit.residentialId,
          buildingId: visit.buildingId,
          expectedLeaveAt: visit.expectedLeaveAt,
        }),
      );
      Object.assign(set, {
        inTime: now,
        temperature: body.temperature ?? visit.temperature,
        catchImage: body.catchImage ?? visit.catchImage,
      });
    }
    if (action === 'signOut') {
      if (visit.inTime && leaveTime < visit.inTime)
        throw new AppError('VISIT_LEAVE_BEFORE_ARRIVAL', { data: { fields: [{ field: 'leaveTime', message: 'beforeArrival' }] } });
      if (leaveTime.getTime() > now.getTime() + 5 * 60_000)
        throw new AppError('VALIDATION_FAILED', { data: { fields: [{ field: 'leaveTime', message: 'future' }] } });
      set.leaveTime = leaveTime;
      // A QR pass ends with the visit.
      if (visit.qrValidUntil && visit.qrValidUntil > leaveTime) set.qrValidUntil = leaveTime;
    }
    const [row] = await tx.update(visits).set(set).where(eq(visits.id, id)).returning();
    return row!;
  });
  if (action === 'arrive' && updated.cardId !== null) await doors.writeCard(updated.cardId);
  // A QR pass opens the visited building's doors from the arrival and leaves them at sign-out.
  if ((action === 'arrive' || action === 'signOut') && updated.qrToken !== null) await doors.writePass(id, action === 'signOut');
  if (action === 'signOut' && updated.cardId !== null) {
    const [card] = await orm.select({ status: cards.status }).from(cards).where(eq(cards.id, updated.cardId));
    if (card && card.status !== CARD_RETURNED) await doors.returnCard(updated.cardId);
  }
  const elements = new Set(await grantedElementCodes(orm, user.id));
  return { id, appointmentStatus: updated.appointmentStatus, actions: allowedVisitActions(updated.appointmentStatus, elements) };
}
