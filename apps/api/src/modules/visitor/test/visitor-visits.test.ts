import {
  refusedVisitPairs,
  VISIT_TRANSITIONS,
  VisitorEndpoints,
  type KioskHousehold,
  type PageResult,
  type SiteRegisterResult,
  type VisitAction,
} from '@cvap/contracts';
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quartzJobs } from '../../../db/schema/index.js';
import { cards } from '../../access/schema.js';
import { visitorWatchlist, visitorWatchlistEvents, visits } from '../schema.js';
import { formatDateTime } from '../../../engine/values.js';
import {
  badCheckDigit,
  buildPlace,
  idNumber,
  mobile,
  personBody,
  uploadFile,
  uploadJpeg,
  type Place,
} from '../../../../test/helpers/door-people.fixtures.js';
import { call, login, startTestApp, type CallOptions, type TestApp } from '../../../../test/helpers/app.js';
import { SAMPLE } from '../../../../test/helpers/multipart.js';

type Row = Record<string, unknown> & { id: number };

let t: TestApp;
let lihua: string;
let admin: string;
let kiosk: string;
let sunny: Place;
let lake: Place;
let gate: Place;
let hostId: number;
let gateHostId: number;
let otherHostId: number;
let personId: number;
let otherPersonId: number;
let jpg: string;
let kioskJpg: string;
let png: string;

const as = <T = unknown>(method: 'GET' | 'POST', url: string, options: CallOptions = {}) =>
  call<T>(t.app, method, url, { token: lihua, companyId: '1001', language: 'en', ...options });
const atKiosk = <T = unknown>(method: 'GET' | 'POST', url: string, options: CallOptions = {}) =>
  call<T>(t.app, method, url, { token: kiosk, companyId: '1003', language: 'en', ...options });

const hours = (n: number) => formatDateTime(new Date(Date.now() + n * 3_600_000));

function appointment(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    guestName: '周来访',
    guestType: 'business',
    visitPhone: mobile(),
    idNumber: idNumber(7),
    companyId: sunny.companyIdOfTenant,
    personId: hostId,
    personName: '接待人',
    personMobile: '13800000000',
    expectedAt: hours(1),
    expectedLeaveAt: hours(3),
    visitWay: 'walk',
    ...overrides,
  };
}

function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    clientRequestId: randomUUID(),
    guestName: '吴现场',
    idNumber: idNumber(11),
    visitPhone: mobile(),
    visitGender: 1,
    guestType: 'delivery',
    companyId: gate.companyIdOfTenant,
    personId: gateHostId,
    personName: '门岗接待',
    temperature: 36.5,
    catchImage: kioskJpg,
    companions: [{ name: '随行甲', phone: mobile() }],
    passMethod: 'none',
    visitWay: 'car',
    licensePlateNumber: '沪A12345',
    ...overrides,
  };
}

async function newAppointment(overrides: Record<string, unknown> = {}): Promise<number> {
  const created = await as<Row>('POST', '/api/property/visitor', { body: appointment(overrides) });
  expect(created.status, created.message).toBe(200);
  return created.data.id;
}

const step = (id: number, action: VisitAction, body: unknown = {}) =>
  as<{ appointmentStatus: string; actions: string[] }>('POST', VisitorEndpoints.steps[action].path.replace('{id}', String(id)), { body });

beforeAll(async () => {
  t = await startTestApp({ config: { logLevel: 'error' } });
  admin = await login(t.app, 'admin');
  lihua = await login(t.app, 'lihua');
  kiosk = await login(t.app, 'kiosk01');
  sunny = await buildPlace(t.app, lihua, '1001');
  gate = await buildPlace(t.app, admin, '1003');
  lake = await buildPlace(t.app, admin, '1002');
  const host = async (place: Place, token: string, companyId: string) => {
    const r = await call<Row>(t.app, 'POST', '/api/door/person', {
      token,
      companyId,
      body: personBody(place, { personType: 4, companyId: place.companyIdOfTenant, apartmentId: undefined }),
    });
    expect(r.status, r.message).toBe(200);
    return r.data.id;
  };
  hostId = await host(sunny, lihua, '1001');
  gateHostId = await host(gate, admin, '1003');
  otherHostId = await host(lake, admin, '1002');
  const person = async (place: Place, token: string, companyId: string) => {
    const r = await call<Row>(t.app, 'POST', '/api/door/person', { token, companyId, body: personBody(place) });
    expect(r.status, r.message).toBe(200);
    return r.data.id;
  };
  personId = await person(sunny, lihua, '1001');
  otherPersonId = await person(lake, admin, '1002');
  jpg = await uploadJpeg(t.app, lihua, '1001');
  kioskJpg = await uploadJpeg(t.app, kiosk, '1003');
  png = await uploadFile(t.app, kiosk, 'photo.png', SAMPLE.png, '1003');
});
afterAll(async () => {
  await t?.close();
});

describe('appointments: the state machine', () => {
  it('takes an appointment from pending through approved and arrived to left, offering only the allowed actions', async () => {
    const id = await newAppointment();
    const made = await as<Row>('GET', `/api/property/visitor/${id}`);
    expect(made.data).toMatchObject({ appointmentStatus: 'pending', registerWay: 'appointment', companyName: expect.any(String) });
    expect(made.data.appointmentNumber).toMatch(/^FK\d{20}$/);
    expect((await step(id, 'approve')).data).toMatchObject({ appointmentStatus: 'approved', actions: ['cancel', 'arrive'] });
    const arrived = await step(id, 'arrive', { passMethod: 'qr', temperature: 36.6, catchImage: jpg });
    expect(arrived.data).toMatchObject({ appointmentStatus: 'arrived', actions: ['signOut'] });
    const record = await as<Row>('GET', `/api/property/visitRecord/${id}`);
    expect(record.status, record.message).toBe(200);
    expect(record.data).toMatchObject({ passMethod: 'qr', temperature: 36.6, catchImage: jpg, leaveTime: null });
    expect((await step(id, 'signOut')).data).toMatchObject({ appointmentStatus: 'left', actions: [] });
    expect((await as<Row>('GET', `/api/property/visitRecord/${id}`)).data.leaveTime).toEqual(expect.any(String));
  });

  it('makes an appointment to a household without a company: the resident hosts and the visit takes their building', async () => {
    const id = await newAppointment({ companyId: undefined, personId: personId });
    const visit = (await as<Row>('GET', `/api/property/visitor/${id}`)).data;
    expect(visit).toMatchObject({ companyId: null, companyName: null, buildingId: sunny.buildingId, personId: personId });
    expect(visit.personName).toMatch(/^张测试/);
    expect((await step(id, 'approve')).data.appointmentStatus).toBe('approved');
    expect((await step(id, 'arrive')).data.appointmentStatus).toBe('arrived');
  });

  it('rejects with a reason and cancels from pending or approved', async () => {
    const rejected = await newAppointment();
    expect((await step(rejected, 'reject', {})).status).toBe(40001);
    expect((await step(rejected, 'reject', { reason: '当天无人接待' })).data.appointmentStatus).toBe('rejected');
    const cancelled = await newAppointment();
    await step(cancelled, 'approve');
    expect((await step(cancelled, 'cancel', { reason: '行程变更' })).data.appointmentStatus).toBe('cancelled');
  });

  it('refuses every transition the machine does not allow from each state (40981), changing nothing', async () => {
    const inState: Record<string, number> = {};
    inState.pending = await newAppointment();
    inState.approved = await newAppointment();
    await step(inState.approved, 'approve');
    inState.rejected = await newAppointment();
    await step(inState.rejected, 'reject', { reason: '不接待' });
    inState.cancelled = await newAppointment();
    await step(inState.cancelled, 'cancel');
    inState.arrived = await newAppointment();
    await step(inState.arrived, 'approve');
    await step(inState.arrived, 'arrive');
    inState.left = await newAppointment();
    await step(inState.left, 'approve');
    await step(inState.left, 'arrive');
    await step(inState.left, 'signOut');
    // Expected two days ago (a new one may not be: moved back in the table): the day is over, so the server expires
    // it before any step.
    inState.expired = await newAppointment();
    const twoDaysAgo = (n: number) => new Date(Date.now() - n * 3_600_000);
    await t.database.db.orm
      .update(visits)
      .set({ expectedAt: twoDaysAgo(50), expectedLeaveAt: twoDaysAgo(49) })
      .where(eq(visits.id, inState.expired));
    for (const { status, action } of refusedVisitPairs()) {
      const refused = await step(inState[status]!, action, action === 'reject' ? { reason: 'x' } : {});
      expect(refused.status, `${status} → ${action}`).toBe(40981);
      expect((await as<Row>('GET', `/api/property/visitor/${inState[status]}`)).data.appointmentStatus).toBe(status);
    }
  });

  it('refuses a step to someone without its element (a member of staff may add but not approve)', async () => {
    const id = await newAppointment();
    const refused = await call(t.app, 'POST', VisitorEndpoints.steps.approve.path.replace('{id}', String(id)), {
      token: kiosk,
      companyId: '1003',
      body: {},
    });
    expect(refused.http).toBe(403);
    expect(VISIT_TRANSITIONS.approve.element.code).toBe('property:visitor:approve');
  });
});

describe('appointments: the expiry job', () => {
  it('expires pending and approved appointments whose day is over, from the scheduler, and leaves today’s and arrived ones', async () => {
    const orm = t.database.db.orm;
    const yesterday = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000);
    const stale = await newAppointment();
    const staleApproved = await newAppointment();
    await step(staleApproved, 'approve');
    const arrived = await newAppointment();
    await step(arrived, 'approve');
    await step(arrived, 'arrive', { passMethod: 'none', catchImage: jpg });
    const today = await newAppointment();
    for (const id of [stale, staleApproved, arrived])
      await orm
        .update(visits)
        .set({ expectedAt: yesterday(30), expectedLeaveAt: yesterday(28) })
        .where(eq(visits.id, id));

    const [job] = await orm.select().from(quartzJobs).where(eq(quartzJobs.code, 'expireAppointments'));
    expect(t.app.scheduler.isScheduled(job!.id)).toBe(true);
    const run = await t.app.scheduler.runNow(job!);
    expect(run.ok).toBe(true);
    expect(JSON.parse(run.result!).expired).toBeGreaterThanOrEqual(2);
    const statusOf = async (id: number) => (await orm.select().from(visits).where(eq(visits.id, id)))[0]!.appointmentStatus;
    expect(await statusOf(stale)).toBe('expired');
    expect(await statusOf(staleApproved)).toBe('expired');
    expect(await statusOf(arrived)).toBe('arrived');
    expect(await statusOf(today)).toBe('pending');
  });
});

describe('appointments: bad input', () => {
  it('refuses an ID number with a wrong check digit and a phone outside the pattern', async () => {
    const badId = await as('POST', '/api/property/visitor', { body: appointment({ idNumber: badCheckDigit(idNumber(3)) }) });
    expect(badId.status).toBe(40001);
    expect(badId.message).toMatch(/check digit/);
    const badPhone = await as('POST', '/api/property/visitor', { body: appointment({ visitPhone: '12345678901' }) });
    expect(badPhone.status).toBe(40001);
  });

  it('refuses an expected leave before the expected arrival (40985)', async () => {
    const refused = await as('POST', '/api/property/visitor', { body: appointment({ expectedAt: hours(3), expectedLeaveAt: hours(1) }) });
    expect(refused.status).toBe(40985);
  });

  it('refuses an expected arrival or leave before today, China time (40988), and saves nothing', async () => {
    const before = (await as<{ total: number }>('POST', '/api/property/visitor/query/page', { body: {} })).data.total;
    // 26 hours back is yesterday in China whatever the hour the test runs at.
    const arrival = await as('POST', '/api/property/visitor', { body: appointment({ expectedAt: hours(-26), expectedLeaveAt: hours(1) }) });
    expect(arrival.status).toBe(40988);
    expect(arrival.message).toBe('The expected arrival cannot be before today');
    expect(arrival.data).toEqual({ fields: [{ field: 'expectedAt', message: 'beforeToday' }] });
    const leave = await as('POST', '/api/property/visitor', { body: appointment({ expectedAt: hours(1), expectedLeaveAt: hours(-30) }) });
    expect(leave.status).toBe(40988);
    expect((await as<{ total: number }>('POST', '/api/property/visitor/query/page', { body: {} })).data.total).toBe(before);
  });

  it('refuses a host or company of another community (40986)', async () => {
    expect((await as('POST', '/api/property/visitor', { body: appointment({ personId: otherHostId }) })).status).toBe(40986);
    expect(
      (await as('POST', '/api/property/visitor', { body: appointment({ companyId: gate.companyIdOfTenant, personId: undefined }) })).status,
    ).toBe(40986);
  });

  it('refuses an appointment naming neither a company nor a host (40987), and a company employee or a refused resident as a household host (40986)', async () => {
    const nowhere = await as('POST', '/api/property/visitor', { body: appointment({ companyId: undefined, personId: undefined }) });
    expect([nowhere.status, nowhere.message]).toEqual([
      40987,
      'Pick the company visited, or a resident (owner, family member or tenant) as the host',
    ]);
    expect((await as('POST', '/api/property/visitor', { body: appointment({ companyId: undefined }) })).status).toBe(40986);
    expect((await as('POST', '/api/property/visitor', { body: appointment({ companyId: null, personId: otherPersonId }) })).status).toBe(
      40986,
    );
    // A resident whose registration the property refused hosts no one.
    const refused = await call<Row>(t.app, 'POST', '/api/door/person', { token: lihua, companyId: '1001', body: personBody(sunny) });
    const verdict = await as('POST', '/api/door/person/review', { body: { ids: [refused.data.id], verdict: 'reject', reason: '已搬离' } });
    expect(verdict.status, verdict.message).toBe(200);
    const byRefused = await as('POST', '/api/property/visitor', { body: appointment({ companyId: undefined, personId: refused.data.id }) });
    expect(byRefused.status).toBe(40986);
  });

  it('refuses a sign-out time before the arrival (40985) and keeps the visit arrived', async () => {
    const id = await newAppointment();
    await step(id, 'approve');
    await step(id, 'arrive');
    const refused = await step(id, 'signOut', { leaveTime: new Date(Date.now() - 3_600_000).toISOString() });
    expect(refused.status).toBe(40985);
    expect(refused.message).toBe('The leave time cannot be before the arrival time');
    expect((await as<Row>('GET', `/api/property/visitor/${id}`)).data.appointmentStatus).toBe('arrived');
  });
});

describe('the kiosk: on-site registration', () => {
  it('registers a walk-up visitor with companions, and answers a repeated clientRequestId with the same visit', async () => {
    const body = registration();
    const first = await atKiosk<SiteRegisterResult>('POST', VisitorEndpoints.siteRegister.path, { body });
    expect(first.status, first.message).toBe(200);
    expect(first.data).toMatchObject({ passMethod: 'manual', watchlist: null, duplicate: false });
    const again = await atKiosk<SiteRegisterResult>('POST', VisitorEndpoints.siteRegister.path, { body });
    expect(again.data).toMatchObject({ id: first.data.id, appointmentNumber: first.data.appointmentNumber, duplicate: true });
    const records = await call<PageResult<Row>>(t.app, 'POST', '/api/property/visitRecord/query/page', {
      token: admin,
      companyId: '1003',
      body: { appointmentNumber: first.data.appointmentNumber },
    });
    expect(records.data.total).toBe(1);
    expect(records.data.rows[0]).toMatchObject({ registerWay: 'kiosk', appointmentStatus: 'arrived', companionNames: '随行甲' });
  });

  it('at a residential gate lists the houses with their host masked, and registers a visitor to a house: its resident hosts', async () => {
    const households = await as<KioskHousehold[]>('GET', VisitorEndpoints.kioskHouseholds.path);
    expect(households.status, households.message).toBe(200);
    const apartment = households.data.find((h) => h.apartmentId === sunny.apartmentIds[0]);
    expect(apartment?.hostMasked).toMatch(/^张\*+$/);
    expect(households.data.some((h) => h.apartmentId === lake.apartmentIds[0])).toBe(false);

    const toApartment = {
      companyId: undefined,
      personId: undefined,
      personName: undefined,
      apartmentId: sunny.apartmentIds[0],
      catchImage: jpg,
    };
    const registered = await as<SiteRegisterResult>('POST', VisitorEndpoints.siteRegister.path, { body: registration(toApartment) });
    expect(registered.status, registered.message).toBe(200);
    const visit = (await as<Row>('GET', `/api/property/visitRecord/${registered.data.id}`)).data;
    expect(visit).toMatchObject({ companyId: null, buildingId: sunny.buildingId, registerWay: 'guard', appointmentStatus: 'arrived' });
    expect(String(visit.personName)).toMatch(/^张测试/);

    // A visitor with an approved appointment to a resident of that house arrives on it.
    const phone = mobile();
    const id = await newAppointment({ companyId: undefined, personId: personId, visitPhone: phone });
    await step(id, 'approve');
    const arrived = await as<SiteRegisterResult>('POST', VisitorEndpoints.siteRegister.path, {
      body: registration({ ...toApartment, visitPhone: phone }),
    });
    expect(arrived.data.id).toBe(id);
  });

  it('refuses a house of another community (40986), and a registration naming both or neither a company and a house (40001)', async () => {
    const toApartment = { companyId: undefined, personId: undefined, personName: undefined, catchImage: jpg };
    const elsewhere = await as('POST', VisitorEndpoints.siteRegister.path, {
      body: registration({ ...toApartment, apartmentId: lake.apartmentIds[0] }),
    });
    expect(elsewhere.status).toBe(40986);
    const both = await as('POST', VisitorEndpoints.siteRegister.path, {
      body: registration({ ...toApartment, companyId: sunny.companyIdOfTenant, apartmentId: sunny.apartmentIds[0] }),
    });
    expect(both.status).toBe(40001);
    expect((await as('POST', VisitorEndpoints.siteRegister.path, { body: registration(toApartment) })).status).toBe(40001);
  });

  it('arrives on the approved appointment the visitor came for (same phone, same company) instead of making a second visit', async () => {
    const phone = mobile();
    const made = await call<Row>(t.app, 'POST', '/api/property/visitor', {
      token: admin,
      companyId: '1003',
      body: appointment({ visitPhone: phone, companyId: gate.companyIdOfTenant, personId: gateHostId }),
    });
    expect(made.status, made.message).toBe(200);
    const approved = await call<Row>(t.app, 'POST', VisitorEndpoints.steps.approve.path.replace('{id}', String(made.data.id)), {
      token: admin,
      companyId: '1003',
      body: {},
    });
    expect(approved.status, approved.message).toBe(200);

    const arrived = await atKiosk<SiteRegisterResult>('POST', VisitorEndpoints.siteRegister.path, {
      body: registration({ visitPhone: phone, companions: [], passMethod: 'qr' }),
    });
    expect(arrived.status, arrived.message).toBe(200);
    const visit = await call<Row>(t.app, 'GET', `/api/property/visitRecord/${made.data.id}`, { token: admin, companyId: '1003' });
    expect(arrived.data).toMatchObject({ id: made.data.id, appointmentNumber: visit.data.appointmentNumber, passMethod: 'qr' });
    expect(visit.data).toMatchObject({
      appointmentStatus: 'arrived',
      registerWay: 'appointment',
      catchImage: kioskJpg,
      temperature: 36.5,
    });
    // The appointment's expected leave bounds the QR pass.
    expect(arrived.data.qrValidUntil).toBe(visit.data.expectedLeaveAt);
    const same = await call<PageResult<Row>>(t.app, 'POST', '/api/property/visitRecord/query/page', {
      token: admin,
      companyId: '1003',
      body: { visitPhone: phone },
    });
    expect(same.data.total).toBe(1);

    // A pending appointment is not one the visitor may arrive on: the kiosk registers a visit of its own.
    const pendingPhone = mobile();
    const pending = await call<Row>(t.app, 'POST', '/api/property/visitor', {
      token: admin,
      companyId: '1003',
      body: appointment({ visitPhone: pendingPhone, companyId: gate.companyIdOfTenant, personId: gateHostId }),
    });
    const walkUp = await atKiosk<SiteRegisterResult>('POST', VisitorEndpoints.siteRegister.path, {
      body: registration({ visitPhone: pendingPhone }),
    });
    expect(walkUp.data.id).not.toBe(pending.data.id);
  });

  it('issues a QR pass valid until the end of the day', async () => {
    const r = await atKiosk<SiteRegisterResult>('POST', VisitorEndpoints.siteRegister.path, { body: registration({ passMethod: 'qr' }) });
    expect(r.data.passMethod).toBe('qr');
    expect(r.data.qrCode).toMatch(/^[\w-]{32}$/);
    expect(r.data.qrValidUntil).toMatch(/ 23:59:59$/);
  });

  it('refuses a non-JPG photo (40982), a missing photo (40983), a guest without a name (40984) and a host of another community (40986)', async () => {
    expect((await atKiosk('POST', VisitorEndpoints.siteRegister.path, { body: registration({ catchImage: png }) })).status).toBe(40982);
    const missing = await atKiosk('POST', VisitorEndpoints.siteRegister.path, { body: registration({ catchImage: '' }) });
    expect([missing.status, missing.message]).toEqual([40983, 'Captured image is required']);
    const nobody = await atKiosk('POST', VisitorEndpoints.siteRegister.path, { body: registration({ guestName: ' ' }) });
    expect([nobody.status, nobody.message]).toEqual([40984, 'At least one visitor']);
    expect(
      (
        await atKiosk('POST', VisitorEndpoints.siteRegister.path, {
          body: registration({ companyId: sunny.companyIdOfTenant, personId: undefined, personMobile: mobile() }),
        })
      ).status,
    ).toBe(40986);
    expect((await atKiosk('POST', VisitorEndpoints.siteRegister.path, { body: registration({ personId: hostId }) })).status).toBe(40986);
    expect(
      (await atKiosk('POST', VisitorEndpoints.siteRegister.path, { body: registration({ idNumber: badCheckDigit(idNumber(5)) }) })).status,
    ).toBe(40001);
    expect((await atKiosk('POST', VisitorEndpoints.siteRegister.path, { body: registration({ visitPhone: '1390000' }) })).status).toBe(
      40001,
    );
  });

  it('refuses a card number already issued to someone else (40951), then lends a free one and takes it back at sign-out', async () => {
    const person = await call<Row>(t.app, 'POST', '/api/door/person', { token: admin, companyId: '1003', body: personBody(gate) });
    const issued = await call<Row>(t.app, 'POST', '/api/door/card', {
      token: admin,
      companyId: '1003',
      body: {
        cardNo: '4000000001',
        cardType: 1,
        holderType: 1,
        personId: person.data.id,
        holderName: '住户',
        validUntil: '2030-12-31 23:59:59',
      },
    });
    expect(issued.status, issued.message).toBe(200);
    const taken = await atKiosk('POST', VisitorEndpoints.siteRegister.path, {
      body: registration({ passMethod: 'card', accessCard: '4000000001' }),
    });
    expect(taken.status).toBe(40951);

    const lent = await atKiosk<SiteRegisterResult>('POST', VisitorEndpoints.siteRegister.path, {
      body: registration({ passMethod: 'card', accessCard: '4000000002' }),
    });
    expect(lent.data.passMethod).toBe('card');
    const [card] = await t.database.db.orm.select().from(cards).where(eq(cards.cardNo, '4000000002'));
    expect(card).toMatchObject({ status: 1, holderType: 3, buildingId: gate.buildingId });
    // A second visitor cannot take the card while the first has it.
    expect(
      (await atKiosk('POST', VisitorEndpoints.siteRegister.path, { body: registration({ passMethod: 'card', accessCard: '4000000002' }) }))
        .status,
    ).toBe(40951);

    const out = await call<{ appointmentStatus: string }>(
      t.app,
      'POST',
      VisitorEndpoints.steps.signOut.path.replace('{id}', String(lent.data.id)),
      {
        token: admin,
        companyId: '1003',
        body: {},
      },
    );
    expect(out.data.appointmentStatus).toBe('left');
    const [returned] = await t.database.db.orm.select().from(cards).where(eq(cards.id, card!.id));
    expect(returned!.status).toBe(3);
    const cardRecords = await call<PageResult<Row>>(t.app, 'POST', '/api/door/cardRecord/query/page', {
      token: admin,
      companyId: '1003',
      body: { cardNo: '4000000002' },
    });
    expect(cardRecords.data.rows.map((r) => r.event).sort()).toEqual(['issue', 'return']);
  });

  it('stops a barred watchlisted visitor (40980) and flags an escort one, logging both', async () => {
    const barredId = idNumber(21);
    const escortPhone = mobile();
    const listed = async (body: Record<string, unknown>) => {
      const r = await call<Row>(t.app, 'POST', '/api/property/visitorWatchlist', { token: admin, companyId: '1003', body });
      expect(r.status, r.message).toBe(200);
    };
    await listed({ name: '禁入者', idNumber: barredId, level: 'barred', reason: '多次滋事' });
    await listed({ name: '陪同者', phone: escortPhone, level: 'escort', reason: '需陪同进入' });
    const noKey = await call(t.app, 'POST', '/api/property/visitorWatchlist', {
      token: admin,
      companyId: '1003',
      language: 'en',
      body: { name: '无证件', level: 'escort', reason: 'x' },
    });
    expect(noKey.status).toBe(40001);

    const barred = await atKiosk('POST', VisitorEndpoints.siteRegister.path, { body: registration({ idNumber: barredId }) });
    expect([barred.status, barred.message]).toEqual([
      40980,
      'This visitor is barred by the watchlist and cannot be registered; contact security',
    ]);
    // A companion on the list stops the registration too.
    const companion = await atKiosk('POST', VisitorEndpoints.siteRegister.path, {
      body: registration({ companions: [{ name: '同行', idNumber: barredId }] }),
    });
    expect(companion.status).toBe(40980);
    const escort = await atKiosk<SiteRegisterResult>('POST', VisitorEndpoints.siteRegister.path, {
      body: registration({ visitPhone: escortPhone }),
    });
    expect(escort.data.watchlist).toBe('escort');

    const events = await t.database.db.orm.select().from(visitorWatchlistEvents);
    expect(events.filter((e) => e.idNumber === barredId).map((e) => [e.outcome, e.userName, e.registerWay])).toEqual([
      ['refused', '访客机01', 'kiosk'],
      ['refused', '访客机01', 'kiosk'],
    ]);
    expect(events.filter((e) => e.phone === escortPhone).map((e) => [e.outcome, e.visitId])).toEqual([['flagged', escort.data.id]]);
    const page = await call<PageResult<Row>>(t.app, 'POST', '/api/property/visitorWatchlistEvent/query/page', {
      token: admin,
      companyId: '1003',
      body: {},
    });
    expect(page.data.total).toBeGreaterThanOrEqual(3);
  });

  it('gives the kiosk a 256-bit key that stays the same, and its directory of companies and hosts (mobiles masked)', async () => {
    const key = await atKiosk<{ key: string }>('GET', VisitorEndpoints.kioskKey.path);
    expect(Buffer.from(key.data.key, 'base64')).toHaveLength(32);
    expect((await atKiosk<{ key: string }>('GET', VisitorEndpoints.kioskKey.path)).data.key).toBe(key.data.key);
    const companies = await atKiosk<{ id: number; buildingId: number }[]>('GET', VisitorEndpoints.kioskCompanies.path);
    expect(companies.data.find((c) => c.id === gate.companyIdOfTenant)).toMatchObject({ buildingId: gate.buildingId });
    expect(companies.data.some((c) => c.id === sunny.companyIdOfTenant)).toBe(false);
    const hosts = await atKiosk<{ personId: number; mobileMasked: string }[]>('GET', VisitorEndpoints.kioskHosts.path, {
      query: `companyId=${gate.companyIdOfTenant}`,
    });
    expect(hosts.data).toEqual([
      expect.objectContaining({ personId: gateHostId, mobileMasked: expect.stringMatching(/^1\d{2}\*{4}\d{4}$/) }),
    ]);
    expect((await atKiosk('GET', VisitorEndpoints.kioskHosts.path, { query: `companyId=${sunny.companyIdOfTenant}` })).status).toBe(40986);
  });

  it('refuses the kiosk account on every non-kiosk visitor route', async () => {
    for (const [method, url] of [
      ['POST', '/api/property/visitor/query/page'],
      ['POST', '/api/property/visitor'],
      ['POST', '/api/property/visitRecord/query/page'],
      ['POST', '/api/property/visitorWatchlist/query/page'],
      ['POST', VisitorEndpoints.steps.signOut.path.replace('{id}', '1')],
    ] as const) {
      const refused = await atKiosk(method, url, { body: {} });
      expect(refused.http, url).toBe(403);
    }
  });
});

/** The start of today, China time: the demo's own visits are the ones before it. */
const BEFORE_TODAY = `(date_trunc('day', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai')`;

describe('the demo seed', () => {
  it('gives the campus weeks of visits, mostly on weekdays in business hours, and a watchlist', async () => {
    // Before today: the visits the tests above register arrive now, at whatever hour the run is.
    const rows = await t.database.db.orm
      .select({ inTime: visits.inTime, passMethod: visits.passMethod })
      .from(visits)
      .where(and(isNotNull(visits.companyId), lt(visits.inTime, sql.raw(BEFORE_TODAY))));
    const arrived = rows.filter((r) => r.inTime !== null);
    expect(arrived.length).toBeGreaterThan(200);
    const china = arrived.map((r) => new Date(r.inTime!.getTime() + 8 * 3_600_000));
    const weekdays = china.filter((d) => d.getUTCDay() !== 0 && d.getUTCDay() !== 6).length;
    expect(weekdays / china.length).toBeGreaterThan(0.8);
    expect(china.every((d) => d.getUTCHours() >= 8 && d.getUTCHours() < 18)).toBe(true);
    expect(new Set(arrived.map((r) => r.passMethod))).toEqual(new Set(['manual', 'qr', 'card', 'face']));
    expect((await t.database.db.orm.select().from(visitorWatchlist)).length).toBeGreaterThanOrEqual(2);
  });

  it('gives every residential community visits to its households, into the evening and busier at weekends', async () => {
    const statement = `
      select r.company_id as community, count(*)::int as total,
        count(*) filter (where extract(isodow from v.in_time at time zone 'Asia/Shanghai') >= 6)::int as weekend,
        count(*) filter (where extract(hour from v.in_time at time zone 'Asia/Shanghai') not between 8 and 21)::int as off_hours,
        count(*) filter (where p.residential_id is distinct from v.residential_id or p.building_id is distinct from v.building_id
          or p.person_type not in (1, 3))::int as not_a_household
      from visits v join residentials r on r.id = v.residential_id left join persons p on p.id = v.person_id
      where v.company_id is null and v.in_time < ${BEFORE_TODAY} group by 1 order by 1`;
    const counts = ((await t.database.db.orm.execute(statement)) as unknown as { rows: Record<string, number | string>[] }).rows;
    expect(counts.map((c) => c.community)).toEqual(['1001', '1002']);
    for (const c of counts) {
      expect(Number(c.total), String(c.community)).toBeGreaterThan(200);
      // Two days of seven, but more than two sevenths of the visits.
      expect(Number(c.weekend) / Number(c.total), String(c.community)).toBeGreaterThan(2 / 7);
      expect(c.off_hours).toBe(0);
      expect(c.not_a_household).toBe(0);
    }
  });
});
