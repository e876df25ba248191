import { isValidIdCard, isValidMobile } from '@cvap/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildingFloors, buildings, opLogs, regions, residentials, roles, users } from '../src/db/schema/index.js';
import { repairOrders } from '../src/modules/repair/schema.js';
import { DEMO_SHOWCASE_ROOM } from '../src/db/seed/demo-data.js';
import { prepareDatabase } from '../src/db/migrate.js';
import { call, startTestApp, type TestApp } from './helpers/app.js';
import { API_MODULES, TEST_SEED } from './setup/seed-options.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('the demo seed', () => {
  it('has three communities, each with buildings and every floor of each building', async () => {
    const orm = t.database.db.orm;
    const residentialRows = await orm.select().from(residentials).orderBy(residentials.companyId);
    expect(residentialRows.map((c) => [c.companyId, c.residentialName, c.kind])).toEqual([
      ['1001', '阳光花园', 'residential'],
      ['1002', '翠湖苑', 'residential'],
      ['1003', '星河科创园', 'campus'],
    ]);
    for (const residential of residentialRows) {
      const blocks = await orm.select().from(buildings).where(eq(buildings.residentialId, residential.id));
      expect(blocks.length).toBeGreaterThanOrEqual(2);
      for (const block of blocks) {
        const [floors] = await orm.select({ n: count() }).from(buildingFloors).where(eq(buildingFloors.buildingId, block.id));
        expect(floors!.n).toBe(block.floorCount);
      }
    }
  });

  it('gives every user a Chinese name, a valid mobile number and at least one role', async () => {
    const all = await t.database.db.orm
      .select({
        name: users.name,
        phone: users.phone,
        roles: sql<number>`(select count(*) from user_roles ur where ur.user_id = ${users.id})`.mapWith(Number),
      })
      .from(users);
    expect(all.length).toBeGreaterThanOrEqual(10);
    for (const user of all) {
      expect(user.name).toMatch(/[\u4e00-\u9fa5]/);
      expect(isValidMobile(user.phone ?? ''), `${user.name} ${user.phone}`).toBe(true);
      expect(user.roles).toBeGreaterThan(0);
    }
  });

  it('has the named roles and repair orders in every status', async () => {
    const names = (await t.database.db.orm.select({ name: roles.name }).from(roles)).map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['系统管理员', '社区经理', '维修工', '访客机']));
    const statuses = new Set((await t.database.db.orm.select({ status: repairOrders.status }).from(repairOrders)).map((r) => r.status));
    expect([...statuses].sort()).toEqual(['checking', 'closed', 'completed', 'pending', 'processing', 'visiting']);
  });

  it('names each repair order’s location as a whole place, never a cut of its title (地库, not 地库排水泵故)', async () => {
    const orders = await t.database.db.orm.select({ title: repairOrders.title, address: repairOrders.address }).from(repairOrders);
    const cut = orders.filter(
      ({ title, address }) =>
        address !== '公共区域' && !(address && title.startsWith(address) && /(栋|座|楼[A-Z]?|门|区|亭|库|室|层)$/.test(address)),
    );
    expect(cut).toEqual([]);
  });

  it('runs only on an empty database', async () => {
    const before = await t.database.db.orm.select({ n: count() }).from(users);
    expect((await prepareDatabase(t.database.db, TEST_SEED, API_MODULES)).seeded).toBe('existing');
    expect(await t.database.db.orm.select({ n: count() }).from(users)).toEqual(before);
  });
});

describe('the demo seed of the door module', () => {
  async function rows<T>(query: string): Promise<T[]> {
    const result = (await t.database.db.orm.execute(sql.raw(query))) as unknown as { rows: T[] };
    return result.rows;
  }

  it('groups 阳光花园’s buildings under two regions, which have no floors', async () => {
    const tree = await rows<{ name: string; type: number; parent: string | null; floors: number }>(
      `select b.name, b.type, p.name parent, (select count(*)::int from building_floors f where f.building_id = b.id) floors
       from buildings b join residentials r on r.id = b.residential_id left join buildings p on p.id = b.parent_id
       where r.company_id = '1001' order by b.type, b.name`,
    );
    expect(tree).toEqual([
      { name: '一期', type: 1, parent: null, floors: 0 },
      { name: '二期', type: 1, parent: null, floors: 0 },
      { name: '1栋', type: 2, parent: '一期', floors: 18 },
      { name: '2栋', type: 2, parent: '一期', floors: 18 },
      { name: '3栋', type: 2, parent: '二期', floors: 11 },
    ]);
  });

  it('gives each residential community a few hundred houses numbered floor then room (301, 302) on its own floors', async () => {
    const perResidential = await rows<{ company_id: string; n: number }>(
      `select r.company_id, count(a.id)::int n from residentials r left join apartments a on a.residential_id = r.id group by 1 order by 1`,
    );
    expect(perResidential.find((c) => c.company_id === '1001')!.n).toBeGreaterThanOrEqual(200);
    expect(perResidential.find((c) => c.company_id === '1002')!.n).toBeGreaterThanOrEqual(200);
    const misfits = await rows<{ id: number }>(
      `select a.id from apartments a join building_floors f on f.id = a.floor_id
       where f.building_id <> a.building_id or f.residential_id <> a.residential_id
          or a.room_no !~ ('^' || f.floor_no || '[0-9]{2}$') or a.inner_area >= a.built_area`,
    );
    expect(misfits).toEqual([]);
    const kinds = await rows<{ house_type: number; status: number }>('select distinct house_type, status from apartments');
    expect(new Set(kinds.map((k) => k.house_type))).toEqual(new Set([1, 2]));
    expect(new Set(kinds.map((k) => k.status))).toEqual(new Set([1, 2, 3, 4]));
  });

  it('registers residents with Chinese names, valid mobile numbers and ID numbers of seeded cities with a right check digit', async () => {
    const people = await rows<{ name: string; phone: string; id_card: string | null; gender: number }>(
      'select name, phone, id_card, gender from persons',
    );
    expect(people.length).toBeGreaterThan(1000);
    const cities = new Set((await t.database.db.orm.select({ code: regions.code }).from(regions)).map((r) => r.code));
    for (const person of people) {
      expect(person.name).toMatch(/^[\u4e00-\u9fa5]{2,4}$/);
      expect(isValidMobile(person.phone), person.phone).toBe(true);
      if (person.id_card === null) continue;
      expect(isValidIdCard(person.id_card), person.id_card).toBe(true);
      expect(cities.has(`${person.id_card.slice(0, 4)}00`), person.id_card).toBe(true);
      expect(Number(person.id_card[16]) % 2 === 1 ? 1 : 2, person.id_card).toBe(person.gender);
      const birthYear = Number(person.id_card.slice(6, 10));
      expect(birthYear).toBeGreaterThanOrEqual(1930);
      expect(birthYear).toBeLessThanOrEqual(new Date().getFullYear());
    }
    expect(new Set(people.map((p) => p.phone)).size).toBe(people.length);
  });

  it('has most registrations passed, some pending and a few rejected with a reason and a reviewer', async () => {
    const byStatus = await rows<{ review_status: number; n: number; reasons: number; reviewers: number }>(
      `select review_status, count(*)::int n, count(reject_reason)::int reasons, count(reviewer_id)::int reviewers from persons group by 1 order by 1`,
    );
    const [pending, passed, rejected] = byStatus;
    const total = byStatus.reduce((sum, s) => sum + s.n, 0);
    expect(passed!.n / total).toBeGreaterThan(0.8);
    expect(pending!.n).toBeGreaterThan(20);
    expect(pending!.reviewers).toBe(0);
    expect(rejected!.n).toBeGreaterThan(5);
    expect(rejected!.reasons).toBe(rejected!.n);
    expect(passed!.reviewers).toBe(passed!.n);
    const types = await rows<{ person_type: number }>('select distinct person_type from persons order by 1');
    expect(types.map((r) => r.person_type)).toEqual([1, 2, 3, 4]);
  });

  it('puts companies of every level on the campus’s upper floors, with employees that belong to them', async () => {
    const companies = await rows<{ company_id: string; level: number; floor_no: number; employees: number }>(
      `select r.company_id, c.level, f.floor_no, (select count(*)::int from persons p where p.company_id = c.id and p.person_type = 4) employees
       from companies c join residentials r on r.id = c.residential_id join building_floors f on f.id = c.floor_id`,
    );
    expect(companies.length).toBeGreaterThanOrEqual(15);
    expect(new Set(companies.map((c) => c.company_id))).toEqual(new Set(['1003']));
    expect(new Set(companies.map((c) => c.level))).toEqual(new Set([1, 2, 3]));
    for (const company of companies) {
      expect(company.floor_no).toBeGreaterThan(1);
      expect(company.employees).toBeGreaterThanOrEqual(3);
    }
  });

  it('registers property staff in their community’s service centre or a head-office department, with unique staff numbers', async () => {
    const staff = await rows<{
      name: string;
      staff_no: string;
      phone: string;
      staff_type: number;
      community: string | null;
      department_community: string | null;
      review_status: number;
    }>(
      `select s.name, s.staff_no, s.phone, s.staff_type, r.company_id community, dr.company_id department_community, s.review_status
       from staff_members s left join residentials r on r.id = s.residential_id join departments d on d.id = s.department_id left join residentials dr on dr.id = d.residential_id`,
    );
    expect(staff.length).toBeGreaterThanOrEqual(40);
    for (const member of staff) {
      expect(member.department_community).toBe(member.community);
      expect(isValidMobile(member.phone)).toBe(true);
    }
    expect(new Set(staff.map((s) => s.staff_no)).size).toBe(staff.length);
    expect(new Set(staff.map((s) => s.staff_type))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(staff.find((s) => s.name === '李华')).toMatchObject({ community: '1001', staff_type: 1, review_status: 1 });
    expect(new Set(staff.map((s) => s.review_status))).toEqual(new Set([0, 1, 2]));
  });

  it('records each seeded card’s issue in 卡片记录, and the loss or return of the lost and cancelled ones', async () => {
    const [missing] = await rows<{ unrecorded: number; lost: number; returned: number; records: number }>(
      `select count(*) filter (where not exists (select 1 from card_records r where r.card_id = c.id and r.event = 'issue'))::int as unrecorded,
              count(*) filter (where c.status = 2 and not exists (select 1 from card_records r where r.card_id = c.id and r.event = 'lost'))::int as lost,
              count(*) filter (where c.status = 3 and not exists (select 1 from card_records r where r.card_id = c.id and r.event = 'return'))::int as returned,
              (select count(*)::int from card_records) as records
       from cards c where c.valid_from <= now()`,
    );
    expect(missing).toMatchObject({ unrecorded: 0, lost: 0, returned: 0 });
    expect(missing!.records).toBeGreaterThan(300);
    const [future] = await rows<{ n: number }>(`select count(*)::int as n from card_records where created_at > now()`);
    expect(future!.n).toBe(0);
  });

  it('issues 10-digit access cards, unique in their community, to passed residents of that community', async () => {
    const cards = await rows<{ card_no: string; same_community: boolean; holder_matches: boolean; review_status: number }>(
      `select c.card_no, p.residential_id = c.residential_id same_community, p.name = c.holder_name holder_matches, p.review_status
       from cards c join persons p on p.id = c.person_id`,
    );
    expect(cards.length).toBeGreaterThan(500);
    for (const card of cards) {
      expect(card.card_no).toMatch(/^\d{10}$/);
      expect(card).toMatchObject({ same_community: true, holder_matches: true, review_status: 1 });
    }
    const duplicates = await rows('select residential_id, card_no from cards group by 1, 2 having count(*) > 1');
    expect(duplicates).toEqual([]);
  });

  it('has a few thousand passage records per community over three weeks: out in the morning, in in the evening, a few refused', async () => {
    const perResidential = await rows<{ company_id: string; n: number; days: number; refused: number; methods: number }>(
      `select r.company_id, count(*)::int n, count(distinct date(o.opened_at at time zone 'Asia/Shanghai'))::int days,
              count(*) filter (where o.result = 0)::int refused, count(distinct o.open_type)::int methods
       from open_records o join residentials r on r.id = o.residential_id group by 1 order by 1`,
    );
    expect(perResidential.map((c) => c.company_id)).toEqual(['1001', '1002', '1003']);
    for (const residential of perResidential) {
      expect(residential.n).toBeGreaterThan(2000);
      expect(residential.n).toBeLessThan(6000);
      expect(residential.days).toBeGreaterThanOrEqual(20);
      expect(residential.refused).toBeGreaterThan(10);
      expect(residential.refused / residential.n).toBeLessThan(0.08);
      expect(residential.methods).toBe(3);
    }
    const rhythm = await rows<{ morning_out: number; morning_in: number; evening_out: number; evening_in: number }>(
      `select count(*) filter (where h between 6 and 9 and direction = 2)::int morning_out, count(*) filter (where h between 6 and 9 and direction = 1)::int morning_in,
              count(*) filter (where h between 17 and 21 and direction = 2)::int evening_out, count(*) filter (where h between 17 and 21 and direction = 1)::int evening_in
       from (select extract(hour from opened_at at time zone 'Asia/Shanghai') h, direction from open_records o join residentials r on r.id = o.residential_id
             where r.company_id = '1001' and o.person_id is not null) x`,
    );
    // The residents' rhythm (the staff's passages through the staff door follow their shifts: the attendance seed).
    expect(rhythm[0]!.morning_out).toBeGreaterThan(5 * rhythm[0]!.morning_in);
    expect(rhythm[0]!.evening_in).toBeGreaterThan(5 * rhythm[0]!.evening_out);
    const [order] = await rows<{ out_of_order: number; future: number }>(
      `select count(*) filter (where opened_at < previous)::int out_of_order, count(*) filter (where opened_at > now())::int future
       from (select opened_at, lag(opened_at) over (order by id) previous from open_records) x`,
    );
    expect(order).toEqual({ out_of_order: 0, future: 0 });
  });

  it('keeps the showcase room 1栋 301 of 阳光花园 with its fixed family, their cards and a hundred or more passages', async () => {
    const [room] = await rows<{ id: number }>(
      `select a.id from apartments a join buildings b on b.id = a.building_id join residentials r on r.id = a.residential_id
       where r.company_id = '${DEMO_SHOWCASE_ROOM.companyId}' and b.name = '${DEMO_SHOWCASE_ROOM.building}' and a.room_no = '${DEMO_SHOWCASE_ROOM.roomNo}'`,
    );
    const people = await rows<{ name: string; person_type: number; phone: string; review_status: number }>(
      `select name, person_type, phone, review_status from persons where apartment_id = ${room!.id} order by id`,
    );
    expect(people).toEqual(
      DEMO_SHOWCASE_ROOM.people.map((p) => ({ name: p.name, person_type: p.personType, phone: p.phone, review_status: 1 })),
    );
    const cards = await rows<{ card_no: string }>(`select card_no from cards where apartment_id = ${room!.id} order by card_no`);
    expect(cards.map((c) => c.card_no)).toEqual(DEMO_SHOWCASE_ROOM.people.flatMap((p) => (p.card ? [p.card] : [])));
    const [records] = await rows<{ n: number }>(`select count(*)::int n from open_records where apartment_id = ${room!.id}`);
    expect(records!.n).toBeGreaterThanOrEqual(100);
  });
});

describe('the operation log', () => {
  it('encodes newlines in what it records', async () => {
    await call(t.app, 'POST', '/api/auth/jwt/token', { body: { username: 'admin\n2026-01-01 INFO admin logged in', password: 'x' } });
    await new Promise((r) => setTimeout(r, 100));
    const rows = await t.database.db.orm.select().from(opLogs).where(eq(opLogs.action, 'login'));
    const row = rows.find((r) => r.username?.startsWith('admin\\n'));
    expect(row?.username).toBe('admin\\n2026-01-01 info admin logged in'.slice(0, 64));
    expect(JSON.stringify(row?.detail)).not.toContain('\n');
  });
});
