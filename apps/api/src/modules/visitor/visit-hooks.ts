import { labelIn, visitorWatchlistResource } from '@cvap/contracts';
import { sql } from 'drizzle-orm';
import { visits } from './schema.js';
import { AppError, byLanguage, type ResourceHooks, valueAfterWrite } from '../../engine/index.js';
import { householdPlace, visitedPlace } from './services/host.js';
import { newAppointmentNumber, startOfChinaDay } from './services/pass.js';
import { logWatchlistEvent, visitPeople, watchlistHit } from './services/watchlist.js';

/** The companions' names, joined (the list itself, with ID numbers, stays on the server). */
export const visitComputed = {
  companionNames: sql<string>`(select string_agg(c->>'name', '、') from jsonb_array_elements(${visits.companions}) c)`,
};

/**
 * An appointment made on /visitorManager/visitorMng: to a company (campus) or, without one, to a resident's
 * household (40987 when neither); the company and host must be of the acting community (40986; the host's name
 * and mobile come from the picked employee or resident), neither expected time before today (40988), the
 * expected leave not before the expected arrival (40985); it starts pending with its number. A barred visitor is refused (40980, logged); an escort one
 * is flagged. State and pass belong to the transitions, never the form.
 */
export const visitorHooks: ResourceHooks = {
  computed: visitComputed,
  async beforeWrite(ctx, values, _input, existing) {
    if (existing) return;
    const companyId = values.companyId as number | null | undefined;
    const personId = values.personId as number | null | undefined;
    const place =
      companyId === undefined || companyId === null ? await householdPlace(ctx, personId) : await visitedPlace(ctx, companyId, personId);
    const expectedAt = values.expectedAt as Date | null | undefined;
    const expectedLeaveAt = values.expectedLeaveAt as Date | null | undefined;
    const today = startOfChinaDay(ctx.now);
    for (const [field, at] of [
      ['expectedAt', expectedAt],
      ['expectedLeaveAt', expectedLeaveAt],
    ] as const)
      if (at && at < today) throw new AppError('VISIT_EXPECTED_IN_PAST', { data: { fields: [{ field, message: 'beforeToday' }] } });
    if (expectedAt && expectedLeaveAt && expectedLeaveAt < expectedAt)
      throw new AppError('VISIT_LEAVE_BEFORE_ARRIVAL', { data: { fields: [{ field: 'expectedLeaveAt', message: 'beforeArrival' }] } });
    const people = visitPeople(String(values.guestName), values.idNumber as string | null, values.visitPhone as string | null, []);
    const hit = await watchlistHit(ctx.orm, ctx.scope.tenantId, place.residentialId, people);
    if (hit?.level === 'barred') {
      const refusal = {
        tenantId: ctx.scope.tenantId,
        residentialId: place.residentialId,
        person: people,
        user: ctx.user,
        registerWay: 'appointment' as const,
        hit,
        visitId: null,
      };
      // Logged once the write's transaction, which the refusal rolls back, is over.
      throw new AppError('VISITOR_BARRED', { afterRollback: (pool) => logWatchlistEvent(pool, refusal) });
    }
    Object.assign(values, {
      residentialId: place.residentialId,
      companyName: place.companyName,
      buildingId: place.buildingId,
      buildingName: place.buildingName,
      personId: place.personId,
      personName: place.personName ?? values.personName,
      personMobile: place.personMobile ?? values.personMobile,
      appointmentNumber: newAppointmentNumber(ctx.now),
      appointmentStatus: 'pending',
      registerWay: 'appointment',
      passMethod: 'manual',
      watchlistLevel: hit?.level ?? null,
      creatorId: ctx.user.id,
    });
  },
};

/** A watchlist entry names its person by ID number or phone (or both); the security manager who kept it is stamped. */
export const watchlistHooks: ResourceHooks = {
  beforeWrite(ctx, values, _input, existing) {
    if (!existing) values.creatorId = ctx.user.id;
    if (!valueAfterWrite(values, existing, 'idNumber') && !valueAfterWrite(values, existing, 'phone')) {
      const label = labelIn(visitorWatchlistResource.fields.idNumber!.label, ctx.request.language);
      const reason = byLanguage(ctx, '身份证号和手机号至少填写一项', 'give the ID number, the mobile, or both');
      throw new AppError('VALIDATION_FAILED', {
        detail: `${label}: ${reason}`,
        data: { fields: [{ field: 'idNumber', message: reason }] },
      });
    }
  },
};
