/**
 * The door module's demo data: houses, residents, company employees, property staff, access cards and door
 * passage records. Row generation is pure (a seeded PRNG per community, explicit ids), so the demo seed and the
 * scale generator (apps/api/scripts/generate-door-data.mjs, which imports this file from dist/) make the same
 * shapes; only how rows reach the database differs.
 */
import { ReviewStatus } from '@cvap/contracts';
import { sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Orm } from '../../engine/index.js';
import { cardRecords, cards } from '../access/schema.js';
import { apartments, companies, openRecords } from './schema.js';
import { persons, staffMembers } from '../household/schema.js';
import { DEMO_SHOWCASE_ROOM, DEMO_USERS } from '../../db/seed/demo-data.js';
import {
  birthDate,
  cardNumber,
  chance,
  companyName,
  createRng,
  givenName,
  idCardNumber,
  landline,
  licencePlate,
  mobile,
  pick,
  randInt,
  REJECT_REASONS,
  STAFF_REJECT_REASONS,
  surname,
  type Rng,
} from '../../db/seed/people-data.js';
import type { ResidentialRef } from '../../db/seed/demo-context.js';

export type ApartmentRow = typeof apartments.$inferInsert & { id: number };
export type CompanyRow = typeof companies.$inferInsert & { id: number };
export type PersonRow = typeof persons.$inferInsert & { id: number };
export type CardRow = typeof cards.$inferInsert & { id: number };
export type OpenRecordRow = typeof openRecords.$inferInsert;
export type StaffRow = typeof staffMembers.$inferInsert & { id: number };

/** A person with what passage records need. */
interface Mover {
  id: number;
  name: string;
  apartmentId: number | null;
  buildingName: string;
  cardNo: string | null;
  age: number;
  /** Chance of going out (residential) or coming to work (campus) on a given day. */
  weight: number;
  /** One of the showcase room's people: passes nearly every day. */
  fixed: boolean;
  gate: string;
}

export interface ResidentialDoorRows {
  apartments: ApartmentRow[];
  companies: CompanyRow[];
  persons: PersonRow[];
  cards: CardRow[];
  /** Without ids: they are given in time order once every community's records are known. */
  openRecords: OpenRecordRow[];
}

/** Counters for explicit ids (the caller moves the sequences past them afterwards). */
export class IdCounters {
  constructor(
    public apartment = 0,
    public company = 0,
    public person = 0,
    public card = 0,
    public staff = 0,
  ) {}
}

export interface GenerateOptions {
  now: Date;
  /** Days of passage records, ending now. */
  days: number;
  /** About how many passage records this community gets. */
  openRecords: number;
  /** Mobile numbers already given out (shared by every community, so each number is one person's). */
  phones: Set<string>;
  /** Fixed people for one room (the demo's showcase), by building name and room number. */
  showcase?: { building: string; roomNo: string; people: readonly ShowcasePerson[] };
  /** A number mixed into the community's PRNG seed. */
  salt?: number;
}

export interface ShowcasePerson {
  name: string;
  personType: number;
  gender: number;
  phone: string;
  idCard: string;
  plate: string | null;
  card: string | null;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** The communities are in China: local days and hours are UTC+8. */
const LOCAL_OFFSET_MS = 8 * HOUR_MS;

function seedOf(text: string, salt = 0): number {
  let h = 2_166_136_261 ^ salt;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16_777_619);
  return h >>> 0;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

function ageAt(birth: Date, now: Date): number {
  return Math.floor((now.getTime() - birth.getTime()) / (365.25 * DAY_MS));
}

/** Review outcome and the times around it: most passed, some waiting (registered lately), a few rejected. */
function reviewOf(rng: Rng, now: Date, reviewerId: number, reasons: readonly string[], pending = 0.08, rejected = 0.04) {
  const r = rng();
  if (r < pending) {
    const createdAt = new Date(now.getTime() - randInt(rng, 2 * HOUR_MS, 9 * DAY_MS));
    return { reviewStatus: ReviewStatus.pending, rejectReason: null, reviewerId: null, reviewedAt: null, createdAt, updatedAt: createdAt };
  }
  const createdAt = new Date(now.getTime() - randInt(rng, 12 * DAY_MS, 900 * DAY_MS));
  const reviewedAt = new Date(createdAt.getTime() + randInt(rng, 20 * MINUTE_MS, 3 * DAY_MS));
  if (r < pending + rejected) {
    return {
      reviewStatus: ReviewStatus.rejected,
      rejectReason: pick(rng, reasons),
      reviewerId,
      reviewedAt,
      createdAt,
      updatedAt: reviewedAt,
    };
  }
  return { reviewStatus: ReviewStatus.passed, rejectReason: null, reviewerId, reviewedAt, createdAt, updatedAt: reviewedAt };
}

interface NewPerson {
  name: string;
  gender: 1 | 2;
  birth: Date;
  personType: 1 | 2 | 3 | 4;
}

function newAdult(rng: Rng, personType: 1 | 2 | 3 | 4, fromYear: number, toYear: number, family?: string): NewPerson {
  const gender = chance(rng, 0.5) ? 1 : 2;
  return { name: (family ?? surname(rng)) + givenName(rng, gender), gender, birth: birthDate(rng, fromYear, toYear), personType };
}

/** Who is registered for one flat or shop, by its status: owner families, tenants, owners living elsewhere. */
function householdOf(rng: Rng, status: number, shop: boolean): { people: NewPerson[]; living: boolean[] } {
  const people: NewPerson[] = [];
  const living: boolean[] = [];
  const add = (p: NewPerson, lives: boolean) => {
    people.push(p);
    living.push(lives);
  };
  const owner = newAdult(rng, 1, 1952, 1992);
  if (shop) {
    if (chance(rng, 0.5)) add(owner, false);
    if (status === 4) add(newAdult(rng, 3, 1965, 1998), true);
    return { people, living };
  }
  if (status === 2) {
    if (chance(rng, 0.4)) add(owner, false);
  } else if (status === 3) {
    add(owner, false);
  } else if (status === 4) {
    if (chance(rng, 0.6)) add(owner, false);
    const tenant = newAdult(rng, 3, 1975, 2002);
    add(tenant, true);
    const more = randInt(rng, 0, 2);
    for (let i = 0; i < more; i++)
      add(chance(rng, 0.5) ? newAdult(rng, 3, 1975, 2003) : { ...newAdult(rng, 3, 2008, 2020, tenant.name.slice(0, 1)) }, true);
  } else {
    const family =
      owner.name.startsWith('欧阳') || owner.name.startsWith('诸葛') || owner.name.startsWith('司马')
        ? owner.name.slice(0, 2)
        : owner.name.slice(0, 1);
    add(owner, true);
    const ownerYear = owner.birth.getUTCFullYear();
    if (chance(rng, 0.75)) {
      const gender: 1 | 2 = owner.gender === 1 ? 2 : 1;
      add(
        {
          name: surname(rng) + givenName(rng, gender),
          gender,
          birth: birthDate(rng, ownerYear - 3, Math.min(ownerYear + 4, 1994)),
          personType: 2,
        },
        true,
      );
    }
    const children = ownerYear > 1968 ? randInt(rng, 0, 2) : randInt(rng, 0, 1);
    for (let i = 0; i < children; i++) {
      const gender: 1 | 2 = chance(rng, 0.5) ? 1 : 2;
      const from = Math.max(ownerYear + 22, 1980);
      add({ name: family + givenName(rng, gender), gender, birth: birthDate(rng, from, Math.min(from + 16, 2020)), personType: 2 }, true);
    }
    if (ownerYear > 1975 && chance(rng, 0.15)) {
      const gender: 1 | 2 = chance(rng, 0.5) ? 1 : 2;
      add({ name: family + givenName(rng, gender), gender, birth: birthDate(rng, ownerYear - 32, ownerYear - 24), personType: 2 }, true);
    }
  }
  return { people, living };
}

function apartmentStatus(rng: Rng, shop: boolean): number {
  const r = rng();
  if (shop) return r < 0.75 ? 4 : 2;
  if (r < 0.7) return 1;
  if (r < 0.82) return 4;
  if (r < 0.95) return 2;
  return 3;
}

/** Built-up area: end units are the big ones. */
function apartmentArea(rng: Rng, room: number, rooms: number, shop: boolean): { builtArea: number; innerArea: number } {
  const built = shop
    ? randInt(rng, 4500, 12_000) / 100
    : room === 1 || room === rooms
      ? randInt(rng, 12_500, 14_500) / 100
      : randInt(rng, 8_600, 11_200) / 100;
  return { builtArea: round2(built), innerArea: round2(built * (0.76 + rng() * 0.06)) };
}

const OWNER_REMARKS = ['精装修交付', '南北通透', '带车位', '顶层复式', '已办理产权证', null, null, null, null, null, null, null];

const CARD_DESK = '物业服务中心';

/**
 * The card records (卡片记录) of the seeded cards: each issued at the desk when it became valid, and a lost or
 * returned card reported so halfway between then and now. Times come from the cards alone (no draw from the
 * generators, so every other record stays as it was).
 */
export function cardHistory(issued: readonly CardRow[], now: Date): (typeof cardRecords.$inferInsert)[] {
  return issued.flatMap((card) => {
    const at = card.validFrom as Date;
    if (at > now) return [];
    const base = {
      residentialId: card.residentialId,
      cardId: card.id,
      cardNo: card.cardNo,
      holderName: card.holderName,
      operator: CARD_DESK,
    };
    const issue = { ...base, event: 'issue', createdAt: at };
    const later = card.status === 2 ? 'lost' : card.status === 3 ? 'return' : null;
    if (!later) return [issue];
    return [issue, { ...base, event: later, createdAt: new Date((at.getTime() + now.getTime()) / 2) }];
  });
}

/** Persons (rows and movers) plus their cards, for people of one apartment or company. */
function registerPeople(
  rng: Rng,
  residential: ResidentialRef,
  ids: IdCounters,
  opts: GenerateOptions,
  cardNos: Set<string>,
  out: ResidentialDoorRows,
  movers: Mover[],
  where: { apartmentId: number | null; companyId: number | null; buildingId: number; buildingName: string; gate: string },
  people: { person: NewPerson; living: boolean; fixed?: ShowcasePerson }[],
): void {
  for (const { person, living, fixed } of people) {
    const id = ++ids.person;
    const review = fixed
      ? reviewOf(createRng(id), opts.now, residential.reviewerId, REJECT_REASONS, 0, 0)
      : reviewOf(rng, opts.now, residential.reviewerId, REJECT_REASONS);
    const age = ageAt(person.birth, opts.now);
    const phone = fixed ? fixed.phone : mobile(rng, opts.phones);
    if (fixed) opts.phones.add(fixed.phone);
    out.persons.push({
      id,
      residentialId: residential.residentialId,
      name: person.name,
      personType: person.personType,
      phone,
      gender: person.gender,
      idCard: fixed ? fixed.idCard : chance(rng, 0.93) ? idCardNumber(rng, person.birth, person.gender) : null,
      apartmentId: where.apartmentId,
      buildingId: where.buildingId,
      companyId: where.companyId,
      licencePlate: fixed
        ? fixed.plate
        : age >= 24 && age <= 70 && chance(rng, person.personType === 1 ? 0.45 : 0.2)
          ? licencePlate(rng)
          : null,
      ...review,
    });
    if (review.reviewStatus !== ReviewStatus.passed) continue;
    let cardNo: string | null = null;
    const wantsCard = fixed ? fixed.card !== null : age >= 10 && chance(rng, where.companyId ? 0.75 : 0.62);
    if (wantsCard) {
      cardNo = fixed?.card ?? cardNumber(rng, cardNos);
      if (fixed?.card) cardNos.add(fixed.card);
      const s = fixed ? 0.5 : rng();
      const status = s < 0.94 ? 1 : s < 0.97 ? 2 : 3;
      const validFrom = new Date(review.reviewedAt!.getTime() + randInt(rng, HOUR_MS, 5 * DAY_MS));
      out.cards.push({
        id: ++ids.card,
        residentialId: residential.residentialId,
        cardNo,
        cardType: chance(rng, 0.8) ? 1 : 2,
        holderName: person.name,
        personId: id,
        apartmentId: where.apartmentId,
        status,
        validFrom,
        validUntil: new Date(validFrom.getTime() + pick(rng, [1, 2, 3, 3, 5]) * 365 * DAY_MS),
        createdAt: validFrom,
      });
      if (status !== 1) cardNo = null;
    }
    if (!living) continue;
    const weight = fixed ? 0.95 : age < 6 ? 0 : age > 80 ? 0.3 : 1;
    if (weight > 0)
      movers.push({
        id,
        name: person.name,
        apartmentId: where.apartmentId,
        buildingName: where.buildingName,
        cardNo,
        age,
        weight,
        fixed: Boolean(fixed),
        gate: where.gate,
      });
  }
}

/** Houses, residents and cards of a residential community, and its passage records. */
export function generateResidential(residential: ResidentialRef, ids: IdCounters, opts: GenerateOptions): ResidentialDoorRows {
  const rng = createRng(seedOf(residential.companyId + residential.name, opts.salt));
  const out: ResidentialDoorRows = { apartments: [], companies: [], persons: [], cards: [], openRecords: [] };
  const movers: Mover[] = [];
  const cardNos = new Set<string>();
  for (const building of residential.buildings) {
    for (const floor of building.floors) {
      const shop = floor.floorNo === 1 && building.shops > 0;
      const rooms = shop ? building.shops : building.rooms;
      for (let room = 1; room <= rooms; room++) {
        const roomNo = `${floor.floorNo}${String(room).padStart(2, '0')}`;
        const id = ++ids.apartment;
        const fixed =
          opts.showcase && opts.showcase.building === building.name && opts.showcase.roomNo === roomNo ? opts.showcase.people : null;
        const status = fixed ? 1 : apartmentStatus(rng, shop);
        out.apartments.push({
          id,
          residentialId: residential.residentialId,
          buildingId: building.id,
          floorId: floor.id,
          roomNo,
          houseType: shop ? 2 : 1,
          status,
          ...apartmentArea(rng, room, rooms, shop),
          remark: shop ? (status === 4 ? pick(rng, ['便利店', '洗衣店', '快递驿站', '水果店', '理发店']) : null) : pick(rng, OWNER_REMARKS),
        });
        const gate = chance(rng, 0.75) ? residential.gates[0]! : pick(rng, residential.gates);
        const where = { apartmentId: id, companyId: null, buildingId: building.id, buildingName: building.name, gate };
        if (fixed) {
          const people = fixed.map((p) => ({
            person: { name: p.name, gender: p.gender as 1 | 2, birth: birthFromIdCard(p.idCard), personType: p.personType as 1 | 2 },
            living: true,
            fixed: p,
          }));
          registerPeople(rng, residential, ids, opts, cardNos, out, movers, where, people);
        } else {
          const household = householdOf(rng, status, shop);
          registerPeople(
            rng,
            residential,
            ids,
            opts,
            cardNos,
            out,
            movers,
            where,
            household.people.map((person, i) => ({ person, living: household.living[i]! })),
          );
        }
      }
    }
  }
  out.openRecords = generateOpenRecords(rng, residential, movers, opts, 'residential', cardNos);
  return out;
}

function birthFromIdCard(idCard: string): Date {
  return new Date(Date.UTC(Number(idCard.slice(6, 10)), Number(idCard.slice(10, 12)) - 1, Number(idCard.slice(12, 14))));
}

/** Companies on the floors of a campus's buildings (none on the ground floor), their employees and cards. */
export function generateCampus(
  residential: ResidentialRef,
  ids: IdCounters,
  opts: GenerateOptions & { companiesPerFloor?: [number, number] },
): ResidentialDoorRows {
  const rng = createRng(seedOf(residential.companyId + residential.name, opts.salt));
  const out: ResidentialDoorRows = { apartments: [], companies: [], persons: [], cards: [], openRecords: [] };
  const movers: Mover[] = [];
  const cardNos = new Set<string>();
  const names = new Set<string>();
  const [minPerFloor, maxPerFloor] = opts.companiesPerFloor ?? [0, 2];
  for (const building of residential.buildings) {
    for (const floor of building.floors) {
      if (floor.floorNo === 1) continue;
      const count = randInt(rng, minPerFloor, maxPerFloor);
      for (let i = 0; i < count; i++) {
        const id = ++ids.company;
        const r = rng();
        const level = r < 0.15 ? 1 : r < 0.45 ? 2 : 3;
        const contact = newAdult(rng, 4, 1970, 1995);
        out.companies.push({
          id,
          residentialId: residential.residentialId,
          buildingId: building.id,
          floorId: floor.id,
          companyName: companyName(rng, names),
          level,
          address: `${residential.name}${building.name}${floor.floorNo}${String(i + 1).padStart(2, '0')}室`,
          contact: contact.name,
          contactPhone: mobile(rng, opts.phones),
          companyPhone: landline(rng),
          createdAt: new Date(opts.now.getTime() - randInt(rng, 60, 1500) * DAY_MS),
        });
        const staff = level === 1 ? randInt(rng, 18, 30) : level === 2 ? randInt(rng, 8, 15) : randInt(rng, 3, 8);
        const people = Array.from({ length: staff }, () => ({ person: newAdult(rng, 4, 1966, 2002), living: true }));
        const gate = chance(rng, 0.7) ? residential.gates[0]! : pick(rng, residential.gates);
        registerPeople(
          rng,
          residential,
          ids,
          opts,
          cardNos,
          out,
          movers,
          { apartmentId: null, companyId: id, buildingId: building.id, buildingName: building.name, gate },
          people,
        );
      }
    }
  }
  out.openRecords = generateOpenRecords(rng, residential, movers, opts, 'campus', cardNos);
  return out;
}

const METHOD_CARD = 1;
const METHOD_FACE = 2;
const METHOD_QR = 3;
const IN = 1;
const OUT = 2;

/** A time of day in minutes, roughly normal around a centre (sum of three uniforms). */
function around(rng: Rng, centre: number, spread: number): number {
  return centre + ((rng() + rng() + rng()) / 1.5 - 1) * spread;
}

/**
 * A few weeks of door passages: residents go out in the morning and come back in the evening (later and
 * looser at weekends), campus employees the other way round on working days. Card, face or QR; some refusals
 * (an unrecognised face, a lost card) followed by a retry, and a few strangers turned away. Sorted by time.
 */
function generateOpenRecords(
  rng: Rng,
  residential: ResidentialRef,
  movers: Mover[],
  opts: GenerateOptions,
  kind: 'residential' | 'campus',
  cardNos: Set<string>,
): OpenRecordRow[] {
  const records: OpenRecordRow[] = [];
  const nowMs = opts.now.getTime();
  const todayLocal = Math.floor((nowMs + LOCAL_OFFSET_MS) / DAY_MS) * DAY_MS - LOCAL_OFFSET_MS;
  const strangersPerDay = 1.2;
  const perTrip = 2.06;
  const weightSum = movers.reduce((sum, m) => sum + (m.fixed ? 0 : m.weight), 0);
  const fixedTrips = movers.filter((m) => m.fixed).length * opts.days * 0.95;
  const workdayShare = kind === 'campus' ? 5 / 7 + (2 / 7) * 0.08 : 1;
  const budget = Math.max(0, opts.openRecords / perTrip - fixedTrips - (strangersPerDay * opts.days) / perTrip);
  // Aim a little high, then drop records at random down to the asked number (never the showcase room's).
  const p = weightSum > 0 ? Math.min(0.95, (1.08 * budget) / (weightSum * opts.days * workdayShare)) : 0;

  const device = (door: string, direction: number) => `${door}门禁机-${direction === IN ? '进' : '出'}`;
  const push = (m: Mover | null, at: number, direction: number, method: number, result: 0 | 1, door: string, cardNo: string | null) => {
    if (at > nowMs) return;
    records.push({
      residentialId: residential.residentialId,
      apartmentId: m?.apartmentId ?? null,
      personId: m?.id ?? null,
      personName: m?.name ?? (method === METHOD_CARD ? '未登记卡' : '未识别人员'),
      cardNo: method === METHOD_CARD ? cardNo : null,
      deviceName: device(door, direction),
      doorName: door,
      openType: method,
      direction,
      result,
      openedAt: new Date(at),
    });
  };
  const pass = (m: Mover, at: number, direction: number, door: string) => {
    const r = rng();
    const method = m.cardNo ? (r < 0.5 ? METHOD_CARD : r < 0.9 ? METHOD_FACE : METHOD_QR) : r < 0.72 ? METHOD_FACE : METHOD_QR;
    if (chance(rng, 0.025)) {
      push(m, at - randInt(rng, 4_000, 40_000), direction, method, 0, door, m.cardNo);
      push(m, at, direction, method === METHOD_FACE ? METHOD_QR : METHOD_FACE, 1, door, null);
      return;
    }
    push(m, at, direction, method, 1, door, m.cardNo);
  };

  for (let d = opts.days - 1; d >= 0; d--) {
    const day = todayLocal - d * DAY_MS;
    const weekday = new Date(day + LOCAL_OFFSET_MS).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    for (const m of movers) {
      let chanceToday = m.fixed ? 0.95 : p * m.weight;
      if (kind === 'campus' && weekend) chanceToday *= 0.08;
      if (!chance(rng, chanceToday)) continue;
      const door =
        kind === 'campus'
          ? chance(rng, 0.6)
            ? `${m.buildingName}闸机`
            : m.gate
          : chance(rng, 0.85)
            ? m.gate
            : pick(rng, residential.gates);
      let first: number;
      let second: number;
      if (kind === 'campus') {
        first = around(rng, 9 * 60, 55);
        second = chance(rng, 0.25) ? around(rng, 20 * 60 + 30, 70) : around(rng, 18 * 60, 40);
      } else if (weekend) {
        first = around(rng, 10 * 60, 100);
        second = first + around(rng, 5 * 60, 200);
      } else if (m.age < 18) {
        first = around(rng, 7 * 60 + 10, 20);
        second = around(rng, 17 * 60 + 10, 50);
      } else if (m.age > 62) {
        first = around(rng, 8 * 60 + 40, 60);
        second = first + around(rng, 3 * 60, 100);
      } else {
        first = around(rng, 7 * 60 + 50, 45);
        second = chance(rng, 0.2) ? around(rng, 21 * 60, 60) : around(rng, 18 * 60 + 30, 45);
      }
      second = Math.min(Math.max(second, first + 30), 23 * 60 + 50);
      const at = (minutes: number) => day + Math.round(minutes * MINUTE_MS + rng() * MINUTE_MS);
      const [firstDirection, secondDirection] = kind === 'campus' ? [IN, OUT] : [OUT, IN];
      pass(m, at(first), firstDirection, door);
      pass(m, at(second), secondDirection, chance(rng, 0.8) ? door : pick(rng, residential.gates));
    }
    const strangers = randInt(rng, 0, Math.round(strangersPerDay * 2));
    for (let i = 0; i < strangers; i++) {
      const door = pick(rng, residential.gates);
      const minutes = randInt(rng, 7 * 60, 22 * 60);
      if (chance(rng, 0.4)) {
        const unknown = String(Math.floor(rng() * 4_294_967_296)).padStart(10, '0');
        if (!cardNos.has(unknown)) push(null, day + minutes * MINUTE_MS, IN, METHOD_CARD, 0, door, unknown);
      } else {
        push(null, day + minutes * MINUTE_MS, IN, METHOD_FACE, 0, door, null);
      }
    }
  }
  records.sort((a, b) => (a.openedAt as Date).getTime() - (b.openedAt as Date).getTime());
  return trimTo(rng, records, opts.openRecords, new Set(movers.filter((m) => m.fixed).map((m) => m.id)));
}

/** Drops records at random (keeping the order and the protected people's records) until `target` are left. */
function trimTo(rng: Rng, records: OpenRecordRow[], target: number, protectedPeople: Set<number>): OpenRecordRow[] {
  const droppable = records.flatMap((r, i) => (r.personId != null && protectedPeople.has(r.personId) ? [] : [i]));
  let excess = records.length - target;
  if (excess <= 0) return records;
  const drop = new Uint8Array(records.length);
  for (let k = 0; k < droppable.length && excess > 0; k++) {
    const j = k + Math.floor(rng() * (droppable.length - k));
    [droppable[k], droppable[j]] = [droppable[j]!, droppable[k]!];
    drop[droppable[k]!] = 1;
    excess--;
  }
  return records.filter((_, i) => drop[i] === 0);
}

interface StaffSource {
  name: string;
  phone: string;
  gender: 1 | 2;
  staffType: number;
  departmentId: number;
  isContact?: boolean;
}

const STAFF_PLAN: [staffType: number, count: number][] = [
  [3, 6],
  [4, 4],
  [5, 2],
  [6, 2],
];

/**
 * Property staff registrations: the named people given (demo users who work on site) and a generated crew of
 * security, cleaning, engineering and landscaping staff for a community (residentialId null: head office).
 */
export function generateStaff(
  rng: Rng,
  tenantId: number,
  residential: { residentialId: number | null; prefix: string; departmentId: number; reviewerId: number; crew: boolean },
  named: StaffSource[],
  ids: IdCounters,
  opts: { now: Date; phones: Set<string> },
): StaffRow[] {
  const rows: StaffRow[] = [];
  const sources: StaffSource[] = [...named];
  if (residential.crew) {
    for (const [staffType, count] of STAFF_PLAN) {
      for (let i = 0; i < count; i++) {
        const gender: 1 | 2 = staffType === 3 || staffType === 5 ? (chance(rng, 0.9) ? 1 : 2) : chance(rng, 0.3) ? 1 : 2;
        sources.push({
          name: surname(rng) + givenName(rng, gender),
          phone: mobile(rng, opts.phones),
          gender,
          staffType,
          departmentId: residential.departmentId,
        });
      }
    }
  }
  const cardNos = new Set<string>();
  sources.forEach((s, index) => {
    opts.phones.add(s.phone);
    const birth = birthDate(rng, 1965, 2001);
    // Named people (those who log in) are registered and passed; of the crew, the last two wait and one was rejected.
    const fromEnd = sources.length - index;
    const review =
      index < named.length
        ? reviewOf(rng, opts.now, residential.reviewerId, STAFF_REJECT_REASONS, 0, 0)
        : reviewOf(rng, opts.now, residential.reviewerId, STAFF_REJECT_REASONS, fromEnd <= 2 ? 1 : 0, fromEnd === 3 ? 1 : 0);
    rows.push({
      id: ++ids.staff,
      tenantId,
      residentialId: residential.residentialId,
      name: s.name,
      staffNo: `${residential.prefix}${String(index + 1).padStart(3, '0')}`,
      cardSn: chance(rng, 0.75) ? cardNumber(rng, cardNos) : null,
      phone: s.phone,
      staffType: s.staffType,
      isContact: s.isContact ?? false,
      departmentId: s.departmentId,
      idCard: chance(rng, 0.92) ? idCardNumber(rng, birth, s.gender) : null,
      gender: s.gender,
      licencePlate: chance(rng, 0.3) ? licencePlate(rng) : null,
      ...review,
    });
  });
  return rows;
}

/**
 * Inserts rows with one statement per chunk that takes each column as one array parameter
 * (`insert … select * from unnest($1::int[], $2::varchar[], …)`): one parameter per column instead of one per
 * value, which both PGlite and PostgreSQL parse and plan in a moment. Columns are those of the first row.
 */
export async function insertRows(orm: Orm, table: PgTable, rows: readonly object[], chunk = 5000): Promise<void> {
  if (rows.length === 0) return;
  const config = getTableConfig(table);
  const keys = Object.keys(rows[0]!);
  const columns = keys.map((key) => {
    const column = (table as unknown as Record<string, PgColumn>)[key];
    if (!column) throw new Error(`${config.name} has no column ${key}`);
    return column;
  });
  const columnList = sql.raw(columns.map((c) => `"${c.name}"`).join(', '));
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk) as Record<string, unknown>[];
    const arrays = keys.map((key, k) => {
      const values = part.map((row) => {
        const value = row[key];
        return value instanceof Date ? value.toISOString() : (value ?? null);
      });
      return sql`${sql.param(values)}::${sql.raw(arrayType(columns[k]!))}`;
    });
    await orm.execute(sql`insert into ${table} (${columnList}) select * from unnest(${sql.join(arrays, sql`, `)})`);
  }
}

function arrayType(column: PgColumn): string {
  const type = column.getSQLType();
  if (type === 'serial') return 'integer[]';
  if (type === 'bigserial') return 'bigint[]';
  return `${type}[]`;
}

/** Moves each door table's id sequence past the explicit ids the seed gave. */
export async function advanceDoorSequences(orm: Orm): Promise<void> {
  for (const table of ['apartments', 'companies', 'persons', 'cards', 'staff_members', 'open_records']) {
    await orm.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1), (select count(*) > 0 from ${table}))`,
      ),
    );
  }
}

/**
 * Gives the passage log its ids in time order again after passages were added for earlier times (the demo's staff
 * passages, written after this seed): the log's readers page, and the attendance ingest resumes, by id as by time.
 * Nothing may reference a passage id yet.
 */
export async function renumberOpenRecordsByTime(orm: Orm): Promise<void> {
  await orm.execute(sql`update open_records set id = -id`);
  // Negated, the old order by id is `id desc`: equal times keep the order they were written in.
  await orm.execute(sql`update open_records r set id = o.seq
    from (select id, row_number() over (order by opened_at, id desc) as seq from open_records) o where r.id = o.id`);
  await advanceDoorSequences(orm);
}

export { seedOf };

export interface DoorDemoInput {
  tenantId: number;
  now: Date;
  communities: ResidentialRef[];
  /** Head-office departments by name, service centres by 'service:<companyId>'. */
  departmentIds: Map<string, number>;
  userIds: Map<string, number>;
}

export interface DoorDemoCounts {
  apartments: number;
  companies: number;
  persons: number;
  cards: number;
  staff: number;
  openRecords: number;
}

/** Passage records per community in the demo: a few thousand, so a fresh start stays quick. */
export const DEMO_OPEN_RECORDS = { residential: 3600, campus: 3000 } as const;
export const DEMO_RECORD_DAYS = 21;

/** The door module's demo data for the demo communities (tables empty: first start). */
export async function seedDoorDemo(orm: Orm, input: DoorDemoInput): Promise<DoorDemoCounts> {
  const { now, tenantId } = input;
  const ids = new IdCounters();
  const phones = new Set(DEMO_USERS.map((u) => u.phone));
  const admin = input.userIds.get('admin')!;
  const all: ResidentialDoorRows = { apartments: [], companies: [], persons: [], cards: [], openRecords: [] };
  for (const residential of input.communities) {
    // lihua reviews her own community's registrations; head office the others'.
    residential.reviewerId = residential.companyId === '1001' ? (input.userIds.get('lihua') ?? admin) : admin;
    const showcase =
      residential.companyId === DEMO_SHOWCASE_ROOM.companyId
        ? { building: DEMO_SHOWCASE_ROOM.building, roomNo: DEMO_SHOWCASE_ROOM.roomNo, people: DEMO_SHOWCASE_ROOM.people }
        : undefined;
    const opts = { now, days: DEMO_RECORD_DAYS, openRecords: DEMO_OPEN_RECORDS[residential.kind], phones, showcase };
    const rows = residential.kind === 'campus' ? generateCampus(residential, ids, opts) : generateResidential(residential, ids, opts);
    for (const key of Object.keys(all) as (keyof ResidentialDoorRows)[]) (all[key] as object[]).push(...rows[key]);
  }

  const staff: StaffRow[] = [];
  const onSite = (user: (typeof DEMO_USERS)[number]) => !user.kiosk && user.username !== 'admin';
  const typeOf = (user: (typeof DEMO_USERS)[number]) =>
    user.roles.includes('communityManager') || user.roles.includes('sysOperator')
      ? 1
      : user.roles.includes('repairWorker')
        ? 5
        : user.roles.includes('guard')
          ? 3
          : 2;
  const named = (department: string) =>
    DEMO_USERS.filter((u) => onSite(u) && u.department === department).map((u, i) => ({
      name: u.name,
      phone: u.phone,
      gender: u.gender,
      staffType: typeOf(u),
      departmentId: input.departmentIds.get(u.department)!,
      isContact: i === 0,
    }));
  for (const residential of input.communities) {
    const rng = createRng(seedOf(`staff:${residential.companyId}`));
    const department = `service:${residential.companyId}`;
    const prefix = `HT${residential.companyId}`;
    staff.push(
      ...generateStaff(
        rng,
        tenantId,
        {
          residentialId: residential.residentialId,
          prefix,
          departmentId: residential.serviceDepartmentId,
          reviewerId: residential.reviewerId,
          crew: true,
        },
        named(department),
        ids,
        { now, phones },
      ),
    );
  }
  const headOffice = [...input.departmentIds.keys()].filter((k) => !k.startsWith('service:')).flatMap((department) => named(department));
  staff.push(
    ...generateStaff(
      createRng(seedOf('staff:head-office')),
      tenantId,
      { residentialId: null, prefix: 'HT0000', departmentId: 0, reviewerId: admin, crew: false },
      headOffice,
      ids,
      { now, phones },
    ),
  );

  await insertRows(orm, apartments, all.apartments);
  await insertRows(orm, companies, all.companies);
  await insertRows(orm, persons, all.persons);
  await insertRows(orm, cards, all.cards);
  await insertRows(orm, cardRecords, cardHistory(all.cards, now));
  await insertRows(orm, staffMembers, staff);
  // Ids of passage records grow with time, as the devices append them.
  all.openRecords.sort((a, b) => (a.openedAt as Date).getTime() - (b.openedAt as Date).getTime());
  await insertRows(orm, openRecords, all.openRecords);
  await advanceDoorSequences(orm);
  return {
    apartments: all.apartments.length,
    companies: all.companies.length,
    persons: all.persons.length,
    cards: all.cards.length,
    staff: staff.length,
    openRecords: all.openRecords.length,
  };
}
