import { and, eq, inArray } from 'drizzle-orm';
import type { VisitCompanion } from './schema.js';
import type { Orm } from '../../engine/index.js';
import { buildings, residentials } from '../../db/schema/index.js';
import { companies } from '../door/schema.js';
import { persons } from '../household/schema.js';
import { visitorWatchlist, visitorWatchlistEvents, visits } from './schema.js';
import {
  birthDate,
  cardNumber,
  chance,
  companyName,
  createRng,
  givenName,
  idCardNumber,
  licencePlate,
  mobile,
  pick,
  randInt,
  surname,
  type Rng,
} from '../../db/seed/people-data.js';

const DAY_MS = 86_400_000;
const CHINA_MS = 8 * 3_600_000;
/** Weeks of visits before the seed's day. */
const WEEKS = 5;

type Weights = readonly [string, number][];

/** How visits go in one kind of community: who comes, why, when and how they register. */
interface VisitProfile {
  guestTypes: Weights;
  reasons: Record<string, readonly string[]>;
  /** Visits on a day of the past (or today), by weekend. */
  perDay: (rng: Rng, weekend: boolean) => number;
  /** Arrival minutes after midnight, China time. */
  arrival: readonly [number, number];
  registerWays: Weights;
}

/** Office campuses: partners, candidates and couriers, on weekdays in business hours, mostly through the kiosk. */
const CAMPUS: VisitProfile = {
  guestTypes: [
    ['business', 40],
    ['interview', 12],
    ['delivery', 22],
    ['maintenance', 10],
    ['personal', 8],
    ['official', 3],
    ['other', 5],
  ],
  reasons: {
    business: ['商务洽谈', '项目对接会议', '合同签署', '产品演示', '年度合作回顾'],
    interview: ['应聘面试', '二面', '实习生面试'],
    delivery: ['快递派送', '外卖送餐', '文件递送', '办公用品配送'],
    maintenance: ['空调维修', '网络布线', '办公室装修', '饮水机保养'],
    personal: ['探访亲友', '接孩子', '送东西'],
    official: ['消防检查', '市场监管检查', '社区走访'],
    other: ['参观', '其他事务'],
  },
  perDay: (rng, weekend) => (weekend ? randInt(rng, 0, 3) : randInt(rng, 8, 16)),
  arrival: [8 * 60 + 30, 17 * 60 + 30],
  registerWays: [
    ['kiosk', 50],
    ['guard', 20],
    ['appointment', 30],
  ],
};

/** Residential communities: family, couriers and tradesmen calling on a household, into the evening, busier at weekends. */
const RESIDENTIAL: VisitProfile = {
  guestTypes: [
    ['personal', 45],
    ['delivery', 30],
    ['maintenance', 15],
    ['business', 4],
    ['official', 2],
    ['other', 4],
  ],
  reasons: {
    personal: ['探访亲友', '看望父母', '朋友聚会', '接送孩子'],
    delivery: ['快递送货上门', '外卖送餐', '家具配送', '生鲜配送'],
    maintenance: ['燃气灶维修', '空调安装', '家电维修', '水管疏通', '装修施工'],
    business: ['房屋中介带看', '保险上门服务'],
    official: ['社区人口普查', '燃气安全检查'],
    other: ['其他事务'],
  },
  perDay: (rng, weekend) => (weekend ? randInt(rng, 10, 18) : randInt(rng, 5, 11)),
  arrival: [8 * 60, 21 * 60],
  registerWays: [
    ['guard', 60],
    ['appointment', 30],
    ['kiosk', 10],
  ],
};

function weighted<T>(rng: Rng, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let r = rng() * total;
  for (const [item, w] of items) if ((r -= w) < 0) return item;
  return items[items.length - 1]![0];
}

/** The UTC instant of `minutes` after China-time midnight of the day `dayStart` (China midnight, as UTC ms). */
const at = (dayStart: number, minutes: number) => new Date(dayStart + minutes * 60_000);

interface Host {
  id: number;
  name: string;
  phone: string;
}

/** Where a visitor goes: a company of a campus (its employees host), or a household (the resident hosts). */
interface Place {
  companyId: number | null;
  companyName: string | null;
  buildingId: number;
  buildingName: string;
  hosts: Host[] | undefined;
}

/** The companies of the tenant's campuses, by community, each with its employees. */
async function campusPlaces(orm: Orm, tenantId: number): Promise<Map<number, Place[]>> {
  const rows = await orm
    .select({
      residentialId: companies.residentialId,
      companyId: companies.id,
      companyName: companies.companyName,
      buildingId: companies.buildingId,
      buildingName: buildings.name,
    })
    .from(companies)
    .innerJoin(buildings, eq(buildings.id, companies.buildingId))
    .innerJoin(residentials, eq(residentials.id, companies.residentialId))
    .where(eq(residentials.tenantId, tenantId));
  const hostRows = rows.length
    ? await orm
        .select({ id: persons.id, name: persons.name, phone: persons.phone, companyId: persons.companyId })
        .from(persons)
        .where(
          and(
            eq(persons.personType, 4),
            inArray(
              persons.companyId,
              rows.map((p) => p.companyId),
            ),
          ),
        )
    : [];
  const hostsOf = new Map<number, Host[]>();
  for (const h of hostRows) hostsOf.set(h.companyId!, [...(hostsOf.get(h.companyId!) ?? []), h]);
  const byResidential = new Map<number, Place[]>();
  for (const { residentialId, ...place } of rows) {
    byResidential.set(residentialId, [...(byResidential.get(residentialId) ?? []), { ...place, hosts: hostsOf.get(place.companyId) }]);
  }
  return byResidential;
}

/** The households of the tenant's other communities, by community: each approved owner or tenant hosts at home. */
async function householdPlaces(orm: Orm, tenantId: number, campuses: ReadonlySet<number>): Promise<Map<number, Place[]>> {
  const rows = await orm
    .select({
      residentialId: persons.residentialId,
      id: persons.id,
      name: persons.name,
      phone: persons.phone,
      buildingId: buildings.id,
      buildingName: buildings.name,
    })
    .from(persons)
    .innerJoin(buildings, eq(buildings.id, persons.buildingId))
    .innerJoin(residentials, eq(residentials.id, persons.residentialId))
    .where(and(eq(residentials.tenantId, tenantId), inArray(persons.personType, [1, 3]), eq(persons.reviewStatus, 1)))
    .orderBy(persons.id);
  const byResidential = new Map<number, Place[]>();
  for (const { residentialId, buildingId, buildingName, ...host } of rows) {
    if (campuses.has(residentialId)) continue;
    const place: Place = { companyId: null, companyName: null, buildingId, buildingName, hosts: [host] };
    byResidential.set(residentialId, [...(byResidential.get(residentialId) ?? []), place]);
  }
  return byResidential;
}

/**
 * Weeks of visits for every demo community. Campuses: mostly weekdays in business hours, arrivals at the kiosk,
 * the guard desk or by appointment. Residential communities: households' guests into the evening, busier at
 * weekends, mostly registered by the guard. A few lent cards and QR passes, some with companions; today's still
 * in, some appointments ahead. Two watchlist entries and the events they caused.
 */
export async function seedVisitorDemo(orm: Orm, opts: { tenantId: number; now: Date; userIds: Map<string, number> }): Promise<void> {
  const rng = createRng(20261127);
  const { tenantId, now } = opts;
  const creatorId = opts.userIds.get('lihua') ?? null;
  const kioskId = opts.userIds.get('kiosk01') ?? null;
  const campuses = await campusPlaces(orm, tenantId);
  const households = await householdPlaces(orm, tenantId, new Set(campuses.keys()));
  if (campuses.size === 0 && households.size === 0) return;
  const residentialRows: [number, Place[], VisitProfile][] = [
    ...[...campuses].map(([id, places]): [number, Place[], VisitProfile] => [id, places, CAMPUS]),
    ...[...households].map(([id, places]): [number, Place[], VisitProfile] => [id, places, RESIDENTIAL]),
  ];
  const phones = new Set<string>();
  const cardsTaken = new Set<string>();
  const guestCompanies = new Set<string>();
  // A pool of returning visitors (couriers and partners come back).
  const pool = Array.from({ length: 160 }, () => {
    const gender = chance(rng, 0.6) ? 1 : 2;
    return {
      name: surname(rng) + givenName(rng, gender),
      gender,
      idNumber: idCardNumber(rng, birthDate(rng, 1965, 2003), gender),
      phone: mobile(rng, phones),
      company: companyName(rng, guestCompanies),
      plate: chance(rng, 0.35) ? licencePlate(rng) : null,
    };
  });
  const timesSeen = new Map<string, number>();
  const todayStart = Math.floor((now.getTime() + CHINA_MS) / DAY_MS) * DAY_MS - CHINA_MS;
  const rows: (typeof visits.$inferInsert)[] = [];
  let serial = 0;
  const number = (d: Date) =>
    `FK${new Date(d.getTime() + CHINA_MS).toISOString().slice(0, 19).replace(/\D/g, '')}${String(++serial % 1_000_000).padStart(6, '0')}`;

  for (const [residentialId, residentialPlaces, profile] of residentialRows) {
    for (let back = WEEKS * 7; back >= -3; back--) {
      const dayStart = todayStart - back * DAY_MS;
      const weekday = new Date(dayStart + CHINA_MS).getUTCDay();
      const weekend = weekday === 0 || weekday === 6;
      const count = back < 0 ? randInt(rng, 1, 3) : profile.perDay(rng, weekend);
      for (let i = 0; i < count; i++) {
        const place = pick(rng, residentialPlaces);
        const host = pick(rng, place.hosts ?? [{ id: 0, name: `${place.companyName?.slice(0, 2) ?? ''}前台`, phone: mobile(rng, phones) }]);
        const guest = pick(rng, pool);
        const guestType = weighted(rng, profile.guestTypes);
        const minutes = randInt(rng, ...profile.arrival);
        const inTime = at(dayStart, minutes);
        const future = back < 0 || inTime.getTime() > now.getTime();
        const registerWay = future ? 'appointment' : weighted(rng, profile.registerWays);
        let status = 'left';
        if (future) status = pick(rng, ['pending', 'pending', 'approved', 'approved', 'cancelled']);
        else if (registerWay === 'appointment' && chance(rng, 0.08)) status = pick(rng, ['rejected', 'cancelled', 'expired']);
        else if (back === 0 && chance(rng, 0.5)) status = 'arrived';
        const arrived = status === 'arrived' || status === 'left';
        const passMethod = arrived
          ? weighted(rng, [
              ['manual', 55],
              ['qr', 25],
              ['card', status === 'arrived' ? 0 : 15],
              ['face', 5],
            ] as [string, number][])
          : 'manual';
        const stay = guestType === 'delivery' ? randInt(rng, 5, 25) : randInt(rng, 30, 240);
        const leave = status === 'left' ? new Date(Math.min(inTime.getTime() + stay * 60_000, now.getTime())) : null;
        const companions: VisitCompanion[] =
          guestType === 'business' || guestType === 'maintenance'
            ? Array.from({ length: chance(rng, 0.3) ? randInt(rng, 1, 3) : 0 }, () => ({
                name: surname(rng) + givenName(rng, chance(rng, 0.6) ? 1 : 2),
              }))
            : [];
        const seen = (timesSeen.get(guest.idNumber) ?? 0) + (arrived ? 1 : 0);
        timesSeen.set(guest.idNumber, seen);
        const byCar = guest.plate !== null && chance(rng, 0.7);
        const crtTime = registerWay === 'appointment' ? new Date(inTime.getTime() - randInt(rng, 2, 72) * 3_600_000) : inTime;
        rows.push({
          tenantId,
          residentialId,
          appointmentNumber: number(crtTime),
          appointmentStatus: status,
          appointmentReason: pick(rng, profile.reasons[guestType]!),
          statusReason: status === 'rejected' ? '被访人当天不在公司' : status === 'cancelled' ? '访客行程变更' : null,
          guestName: guest.name,
          guestType,
          idNumber: guest.idNumber,
          visitPhone: guest.phone,
          visitCompanyName: guestType === 'personal' ? null : guest.company,
          visitGender: guest.gender,
          personId: host.id || null,
          personName: host.name,
          personMobile: host.phone,
          companyId: place.companyId,
          companyName: place.companyName,
          buildingId: place.buildingId,
          buildingName: place.buildingName,
          expectedAt: registerWay === 'appointment' ? inTime : null,
          expectedLeaveAt: registerWay === 'appointment' ? new Date(inTime.getTime() + 3 * 3_600_000) : null,
          inTime: arrived ? inTime : null,
          leaveTime: leave,
          crtTime,
          visitTimes: Math.max(seen, 1),
          isCall: arrived && chance(rng, 0.6) ? 1 : 0,
          licensePlateNumber: byCar ? guest.plate : null,
          deposit: passMethod === 'card' ? 5000 : 0,
          passMethod,
          accessCard: passMethod === 'card' ? cardNumber(rng, cardsTaken) : null,
          qrToken: passMethod === 'qr' ? `demo-${residentialId}-${serial}-${randInt(rng, 100_000, 999_999)}` : null,
          qrValidUntil: passMethod === 'qr' ? at(dayStart, 23 * 60 + 59) : null,
          temperature: arrived ? Math.round((36 + rng() * 1.1) * 10) / 10 : null,
          registerWay,
          visitWay: byCar
            ? 'car'
            : weighted(rng, [
                ['walk', 60],
                ['bike', 20],
                ['taxi', 15],
                ['other', 5],
              ] as [string, number][]),
          companions,
          creatorId: registerWay === 'kiosk' ? kioskId : creatorId,
        });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 500) await orm.insert(visits).values(rows.slice(i, i + 500));

  const [first] = [...campuses.keys(), ...households.keys()];
  const barred = pool[0]!;
  const escort = pool[1]!;
  const listed = await orm
    .insert(visitorWatchlist)
    .values([
      {
        tenantId,
        residentialId: null,
        name: barred.name,
        idNumber: barred.idNumber,
        level: 'barred',
        reason: '曾在园区内滋事，保安部列入禁止来访名单',
        creatorId,
      },
      {
        tenantId,
        residentialId: first!,
        name: escort.name,
        phone: escort.phone,
        level: 'escort',
        reason: '施工安全培训未完成，需安保人员陪同',
        creatorId,
      },
    ])
    .returning({ id: visitorWatchlist.id });
  await orm.insert(visitorWatchlistEvents).values([
    {
      tenantId,
      residentialId: first!,
      watchlistId: listed[0]!.id,
      level: 'barred',
      outcome: 'refused',
      guestName: barred.name,
      idNumber: barred.idNumber,
      userId: kioskId,
      userName: '访客机01',
      registerWay: 'kiosk',
      createdAt: new Date(now.getTime() - 3 * DAY_MS),
    },
    {
      tenantId,
      residentialId: first!,
      watchlistId: listed[1]!.id,
      level: 'escort',
      outcome: 'flagged',
      guestName: escort.name,
      phone: escort.phone,
      userId: creatorId,
      userName: '李华',
      registerWay: 'guard',
      createdAt: new Date(now.getTime() - DAY_MS),
    },
  ]);
}
