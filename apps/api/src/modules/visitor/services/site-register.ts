import type { SiteRegisterRequest, SiteRegisterResult, VisitRegisterWay } from '@cvap/contracts';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { AppError, formatDateTime, inTransaction, type Orm, pgError, type ServiceContext } from '../../../engine/index.js';
import { persons } from '../../household/schema.js';
import { visits } from '../schema.js';
import { residentialCondition } from '../../door/index.js';
import { apartmentHost, visitedPlace } from './host.js';
import { issuePass, newAppointmentNumber } from './pass.js';
import { checkJpg } from './photos.js';
import { expireAppointments, type VisitDoors } from './transitions.js';
import { logWatchlistEvent, visitPeople, watchlistHit } from './watchlist.js';

/** An offline registration may be sent up to this long after it was made (the kiosk's store keeps a week). */
const OFFLINE_MAX_MS = 7 * 24 * 3_600_000;
/** An approved appointment expected up to this long after the arrival is the one the visitor came for. */
const APPOINTMENT_AHEAD_MS = 12 * 3_600_000;

type StoredVisit = typeof visits.$inferSelect;

function resultOf(visit: StoredVisit, duplicate: boolean): SiteRegisterResult {
  return {
    id: visit.id,
    appointmentNumber: visit.appointmentNumber,
    passMethod: visit.passMethod === 'card' || visit.passMethod === 'qr' ? visit.passMethod : 'manual',
    ...(visit.qrToken ? { qrCode: visit.qrToken } : {}),
    ...(visit.qrValidUntil ? { qrValidUntil: formatDateTime(visit.qrValidUntil) } : {}),
    watchlist: visit.watchlistLevel === 'escort' ? 'escort' : null,
    duplicate,
  };
}

async function byClientRequest(orm: Orm, tenantId: number, clientRequestId: string): Promise<StoredVisit | undefined> {
  const [visit] = await orm.select().from(visits).where(eq(visits.clientRequestId, clientRequestId)).limit(1);
  if (visit && visit.tenantId !== tenantId) throw new AppError('CONFLICT');
  return visit;
}

/** How many times this person (by ID number, else phone) has visited the community, this visit included. */
async function visitCount(orm: Orm, residentialId: number, idNumber: string | undefined, phone: string): Promise<number> {
  const [row] = await orm
    .select({ n: sql<number>`count(*)::int` })
    .from(visits)
    .where(
      and(
        eq(visits.residentialId, residentialId),
        idNumber ? or(eq(visits.idNumber, idNumber), eq(visits.visitPhone, phone)) : eq(visits.visitPhone, phone),
      ),
    );
  return (row?.n ?? 0) + 1;
}

/**
 * The approved appointment (not expired) of this person, by ID number or phone, at the visited company (or with a
 * resident of the visited house as its host), expected by 12 hours after the arrival: the visitor registering at
 * the kiosk is its arrival, not a second visit.
 */
async function awaitedAppointment(
  tx: Orm,
  place: { residentialId: number; companyId: number | null; apartmentId?: number },
  idNumber: string | undefined,
  phone: string,
  arrival: Date,
): Promise<StoredVisit | undefined> {
  const [appointment] = await tx
    .select()
    .from(visits)
    .where(
      and(
        eq(visits.residentialId, place.residentialId),
        place.companyId !== null
          ? eq(visits.companyId, place.companyId)
          : inArray(visits.personId, tx.select({ id: persons.id }).from(persons).where(eq(persons.apartmentId, place.apartmentId!))),
        eq(visits.appointmentStatus, 'approved'),
        lte(visits.expectedAt, new Date(arrival.getTime() + APPOINTMENT_AHEAD_MS)),
        idNumber ? or(eq(visits.idNumber, idNumber), eq(visits.visitPhone, phone)) : eq(visits.visitPhone, phone),
      ),
    )
    .orderBy(asc(visits.expectedAt))
    .limit(1)
    .for('update');
  return appointment;
}

/**
 * On-site registration (the kiosk, or a guard at the same screen): a repeated clientRequestId answers the visit
 * registered the first time; the guest must have a name (40984), a captured JPG photo (40983, 40982), a company
 * and host, or a house with a resident, of the acting community (40986). A barred watchlisted person is refused
 * (40980) and the event logged; an escort one is registered, flagged and logged. The pass (card or QR) is issued
 * in the same transaction; a card is written to the doors once it has committed. A visitor with an approved
 * appointment arrives on it.
 */
export async function siteRegister(ctx: ServiceContext, doors: VisitDoors, body: SiteRegisterRequest): Promise<SiteRegisterResult> {
  const { orm, scope, user, now } = ctx;
  const existing = await byClientRequest(orm, scope.tenantId, body.clientRequestId);
  if (existing) return resultOf(existing, true);
  await expireAppointments(orm, residentialCondition({ orm, scope }, visits.residentialId), now);

  if (!body.guestName) throw new AppError('VISIT_NO_VISITOR', { data: { fields: [{ field: 'guestName', message: 'required' }] } });
  if (!body.catchImage) throw new AppError('VISIT_PHOTO_REQUIRED', { data: { fields: [{ field: 'catchImage', message: 'required' }] } });
  const inTime = body.registeredAt ? new Date(body.registeredAt) : now;
  if (inTime.getTime() > now.getTime() + 5 * 60_000 || inTime.getTime() < now.getTime() - OFFLINE_MAX_MS)
    throw new AppError('VALIDATION_FAILED', { data: { fields: [{ field: 'registeredAt', message: 'range' }] } });
  const place =
    body.companyId !== undefined
      ? await visitedPlace({ orm, scope }, body.companyId, body.personId)
      : await apartmentHost({ orm, scope }, body.apartmentId!);
  await checkJpg(orm, scope.tenantId, body.catchImage, 'catchImage');
  if (body.idImage) await checkJpg(orm, scope.tenantId, body.idImage, 'idImage');

  const registerWay: VisitRegisterWay = user.kiosk ? 'kiosk' : 'guard';
  const people = visitPeople(body.guestName, body.idNumber, body.visitPhone, body.companions);
  const hit = await watchlistHit(orm, scope.tenantId, place.residentialId, people);
  const facts = { tenantId: scope.tenantId, residentialId: place.residentialId, person: people, user, registerWay };
  if (hit?.level === 'barred') {
    await logWatchlistEvent(orm, { ...facts, hit, visitId: null });
    throw new AppError('VISITOR_BARRED');
  }

  let visit: StoredVisit;
  try {
    visit = await inTransaction(orm, async (tx) => {
      const appointment = await awaitedAppointment(tx, { ...place, apartmentId: body.apartmentId }, body.idNumber, body.visitPhone, inTime);
      const pass = await issuePass({ orm: tx, scope, user, now }, body.passMethod, body.accessCard, {
        guestName: body.guestName,
        visitPhone: body.visitPhone,
        residentialId: place.residentialId,
        buildingId: place.buildingId,
        expectedLeaveAt: appointment?.expectedLeaveAt ?? null,
      });
      // The appointment is already among the person's visits.
      const visitTimes = (await visitCount(tx, place.residentialId, body.idNumber, body.visitPhone)) - (appointment ? 1 : 0);
      const arrival = {
        appointmentStatus: 'arrived' as const,
        guestName: body.guestName,
        guestType: body.guestType,
        guestPicUrl: body.catchImage,
        idNumber: body.idNumber ?? appointment?.idNumber ?? null,
        visitPhone: body.visitPhone,
        visitCompanyName: body.visitCompanyName || null,
        visitGender: body.visitGender ?? null,
        personId: place.personId,
        personName: place.personName ?? body.personName!,
        personMobile: place.personMobile ?? body.personMobile!,
        companyId: place.companyId,
        companyName: place.companyName,
        buildingId: place.buildingId,
        buildingName: place.buildingName,
        inTime,
        visitTimes,
        licensePlateNumber: body.licensePlateNumber || appointment?.licensePlateNumber || null,
        temperature: body.temperature ?? null,
        catchImage: body.catchImage,
        idImage: body.idImage ?? null,
        visitWay: body.visitWay,
        companions: body.companions.length > 0 || !appointment ? body.companions : appointment.companions,
        watchlistLevel: hit?.level ?? null,
        clientRequestId: body.clientRequestId,
        ...pass,
      };
      const [row] = appointment
        ? await tx.update(visits).set(arrival).where(eq(visits.id, appointment.id)).returning()
        : await tx
            .insert(visits)
            .values({
              ...arrival,
              tenantId: scope.tenantId,
              residentialId: place.residentialId,
              appointmentNumber: newAppointmentNumber(inTime),
              crtTime: now,
              registerWay,
              creatorId: user.id,
            })
            .returning();
      if (hit) await logWatchlistEvent(tx, { ...facts, hit, visitId: row!.id });
      return row!;
    });
  } catch (error) {
    // The same registration sent twice at once: the second answers the first.
    if (pgError(error)?.constraint === 'visits_client_request_uq') {
      const first = await byClientRequest(orm, scope.tenantId, body.clientRequestId);
      if (first) return resultOf(first, true);
    }
    throw error;
  }
  if (visit.cardId !== null) await doors.writeCard(visit.cardId);
  if (visit.qrToken !== null) await doors.writePass(visit.id);
  return resultOf(visit, false);
}
