#!/usr/bin/env node
// Door-module data at scale for performance work: the demo installation plus N generated communities with the
// demo seed's shapes (regions, buildings, floors, houses numbered 301, 302…, owners, families and tenants with
// valid mobiles and ID numbers, campus companies and employees, property staff, cards, passage records with a
// daily rhythm). Same generators as the demo seed (dist/modules/door/seed.js), so build the API first.
//
//   pnpm --filter @cvap/api build
//   node apps/api/scripts/generate-door-data.mjs --url postgres://postgres@127.0.0.1:5432/gen_door \
//     --communities 50 --apartments 200000 --open-records 1000000
//
// Options (defaults in brackets): --url or DATABASE_URL (PostgreSQL only), --communities [50], --apartments
// [200000] (over the residential communities), --open-records [1000000] (over all generated communities),
// --days [28] of passage records, --campus-every [5] (every 5th generated community is an office campus),
// --concurrency [3] communities written at once, --seed [1] (another seed gives other names).
// A missing database whose name starts with gen_ is created. The target must be empty (no tenant yet): the
// script refuses otherwise, so it never mixes into data it did not make. It migrates and loads the demo seed
// (so the demo logins work), then adds communities 2001, 2002, … under the demo tenant.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadDemo, prepareTarget } from './target-database.mjs';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    communities: { type: 'string', default: '50' },
    apartments: { type: 'string', default: '200000' },
    'open-records': { type: 'string', default: '1000000' },
    days: { type: 'string', default: '28' },
    'campus-every': { type: 'string', default: '5' },
    concurrency: { type: 'string', default: '3' },
    seed: { type: 'string', default: '1' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (args.help) {
  console.log(
    'node apps/api/scripts/generate-door-data.mjs --url postgres://…/gen_x --communities 50 --apartments 200000 --open-records 1000000 [--days 28] [--campus-every 5] [--concurrency 3] [--seed 1]',
  );
  process.exit(0);
}

const url = args.url ?? process.env.DATABASE_URL;
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error('Give a PostgreSQL database: --url postgres://user@host:5432/gen_name (or DATABASE_URL).');
  process.exit(2);
}
const int = (name, min) => {
  const value = Number(args[name]);
  if (!Number.isInteger(value) || value < min) {
    console.error(`--${name} must be an integer ≥ ${min}`);
    process.exit(2);
  }
  return value;
};
const COMMUNITIES = int('communities', 1);
const APARTMENTS = int('apartments', 0);
const OPEN_RECORDS = int('open-records', 0);
const DAYS = int('days', 1);
const CAMPUS_EVERY = int('campus-every', 0);
const CONCURRENCY = int('concurrency', 1);
const SEED = int('seed', 0);

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const say = (line) => console.log(`[${elapsed().padStart(7)}] ${line}`);
const n = (value) => value.toLocaleString('en-US');

// ---------------------------------------------------------------- the target database
const { dbName, tenants } = await prepareTarget(url, say);
if (tenants > 0) {
  console.error(`Refused: ${dbName} already has data (${tenants} tenant row). Use an empty database (drop it, or name a new gen_* one).`);
  process.exit(3);
}

const { API_MODULES } = await import('../dist/modules/index.js');
// The platform's tables and the modules' own (docs/decisions/0026): door's, household's and access's are written here.
const schema = { ...(await import('../dist/db/schema/index.js')), ...Object.assign({}, ...API_MODULES.map((m) => m.schema)) };
const door = await import('../dist/modules/door/seed.js');
const { createRng, pick, randInt } = await import('../dist/db/seed/people-data.js');

await loadDemo(url, say);
// Our own pool: generating a community holds the event loop for seconds, longer than the API pool's connect timeout.
const { drizzle } = await import('drizzle-orm/node-postgres');
const pool = new pg.Pool({
  connectionString: url,
  max: CONCURRENCY + 1,
  connectionTimeoutMillis: 120_000,
  idleTimeoutMillis: 0,
  application_name: 'cvap-generate-door-data',
});
const orm = drizzle({ client: pool, schema });
const query = async (text) => (await orm.execute(text)).rows;

const [{ tenant_id: tenantId }] = await query('select id as tenant_id from tenants order by id limit 1');
const [{ admin_id: reviewerId }] = await query("select id as admin_id from users where username = 'admin'");
const maxOf = async (table) => Number((await query(`select coalesce(max(id), 0) as m from ${table}`))[0].m);
const ids = new door.IdCounters(
  await maxOf('apartments'),
  await maxOf('companies'),
  await maxOf('persons'),
  await maxOf('cards'),
  await maxOf('staff_members'),
);
let buildingId = await maxOf('buildings');
let floorId = await maxOf('building_floors');
let residentialId = await maxOf('residentials');
let departmentId = await maxOf('departments');
const phones = new Set(
  (
    await query('select phone from persons union select phone from staff_members union select phone from users where phone is not null')
  ).map((r) => r.phone),
);

// ---------------------------------------------------------------- the plan
const PLACES = [
  '金桂',
  '碧水',
  '翡翠',
  '锦绣',
  '紫荆',
  '香樟',
  '枫林',
  '御景',
  '滨江',
  '望湖',
  '青山',
  '云栖',
  '桃源',
  '梧桐',
  '春晓',
  '海棠',
  '龙湖',
  '绿城',
  '东方',
  '明月',
];
const ESTATES = ['花园', '苑', '府', '家园', '名邸', '新村', '公寓', '雅苑'];
const PARKS = ['科技园', '产业园', '创新园', '软件园', '智造园'];
const CITIES = ['杭州市西湖区', '杭州市拱墅区', '杭州市滨江区', '杭州市余杭区', '宁波市鄞州区', '绍兴市越城区'];

const plans = [];
for (let i = 0; i < COMMUNITIES; i++) {
  const campus = CAMPUS_EVERY > 0 && (i + 1) % CAMPUS_EVERY === 0;
  plans.push({ index: i, companyId: String(2001 + i), campus });
}
const residentialPlans = plans.filter((p) => !p.campus);
if (residentialPlans.length === 0 && APARTMENTS > 0) {
  console.error('Every community is a campus (--campus-every 1): houses need residential communities.');
  process.exit(2);
}
const housesPer = (index) => Math.floor(APARTMENTS / residentialPlans.length) + (index < APARTMENTS % residentialPlans.length ? 1 : 0);
residentialPlans.forEach((plan, index) => (plan.houses = housesPer(index)));
const recordsPer = Math.floor(OPEN_RECORDS / COMMUNITIES);

/** Communities, regions, buildings and floors (few rows: written one community at a time). */
async function structure(plan) {
  const rng = createRng(SEED * 7919 + plan.index);
  const name = plan.campus
    ? `${pick(rng, PLACES)}${pick(rng, PARKS)}${plan.index + 1}期`
    : `${pick(rng, PLACES)}${pick(rng, ESTATES)}${plan.index + 1}号`;
  const residential = {
    id: ++residentialId,
    tenantId,
    companyId: plan.companyId,
    residentialName: name,
    kind: plan.campus ? 'campus' : 'residential',
    address: `${pick(rng, CITIES)}${pick(rng, PLACES)}路 ${randInt(rng, 1, 999)} 号`,
  };
  const centre = { id: ++departmentId, tenantId, residentialId: residential.id, name: `${name}服务中心`, sortNo: 100 + residential.id };
  const buildings = [];
  const floors = [];
  const refs = [];
  const regionSize = 6;
  let capacity = 0;
  let b = 0;
  const wanted = plan.campus ? randInt(rng, 3, 6) : Infinity;
  while (plan.campus ? b < wanted : capacity < plan.houses) {
    const floorCount = plan.campus ? randInt(rng, 6, 20) : pick(rng, [6, 11, 18, 18, 26, 33]);
    const rooms = plan.campus ? 0 : pick(rng, [2, 4, 4, 6, 8]);
    const shops = plan.campus || rng() < 0.7 ? 0 : randInt(rng, 2, 4);
    const remaining = plan.houses - capacity;
    const usedFloors = plan.campus ? floorCount : Math.min(floorCount, Math.max(2, Math.ceil(remaining / rooms) + (shops ? 1 : 0)));
    if (!plan.campus && b % regionSize === 0 && plan.houses > 600) {
      const k = b / regionSize;
      buildings.push({
        id: ++buildingId,
        residentialId: residential.id,
        type: 1,
        parentId: null,
        name: k < 10 ? `${'一二三四五六七八九十'[k]}区` : `${k + 1}区`,
        floorCount: 0,
        sortNo: b * 10,
      });
    }
    const region = buildings.findLast((x) => x.type === 1);
    const building = {
      id: ++buildingId,
      residentialId: residential.id,
      type: 2,
      parentId: region?.id ?? null,
      name: plan.campus ? `${'ABCDEFGH'[b]}栋` : `${b + 1}栋`,
      floorCount: usedFloors,
      sortNo: b * 10 + 5,
    };
    buildings.push(building);
    const ref = { id: building.id, name: building.name, floors: [], rooms, shops };
    for (let f = 1; f <= usedFloors; f++) {
      const floor = { id: ++floorId, buildingId: building.id, residentialId: residential.id, floorNo: f, name: `${f}层` };
      floors.push(floor);
      ref.floors.push({ id: floor.id, floorNo: f });
    }
    refs.push(ref);
    capacity += shops ? (usedFloors - 1) * rooms + shops : usedFloors * rooms;
    b++;
  }
  return {
    residential,
    centre,
    buildings,
    floors,
    ref: {
      residentialId: residential.id,
      companyId: plan.companyId,
      name,
      kind: residential.kind,
      buildings: refs,
      gates: plan.campus ? ['南门', '东门'] : ['正门', '北门', '地库入口'],
      reviewerId,
      serviceDepartmentId: centre.id,
    },
  };
}

// ---------------------------------------------------------------- generate and write
const totals = { houses: 0, companies: 0, people: 0, cards: 0, staff: 0, records: 0 };
const now = new Date();
let done = 0;
const inFlight = new Set();

for (const plan of plans) {
  const s = await structure(plan);
  const opts = { now, days: DAYS, openRecords: recordsPer, phones, salt: SEED, companiesPerFloor: [1, 3] };
  const rows = plan.campus ? door.generateCampus(s.ref, ids, opts) : door.generateResidential(s.ref, ids, opts);
  const staff = door.generateStaff(
    createRng(SEED * 104_729 + plan.index),
    tenantId,
    { residentialId: s.residential.id, prefix: `HT${plan.companyId}`, departmentId: s.centre.id, reviewerId, crew: true },
    [],
    ids,
    { now, phones },
  );
  const write = (async () => {
    await door.insertRows(orm, schema.residentials, [s.residential]);
    await door.insertRows(orm, schema.departments, [s.centre]);
    await door.insertRows(orm, schema.buildings, s.buildings);
    await door.insertRows(orm, schema.buildingFloors, s.floors);
    await door.insertRows(orm, schema.apartments, rows.apartments);
    await door.insertRows(orm, schema.companies, rows.companies);
    await door.insertRows(orm, schema.persons, rows.persons);
    await door.insertRows(orm, schema.cards, rows.cards);
    await door.insertRows(orm, schema.staffMembers, staff);
    await door.insertRows(orm, schema.openRecords, rows.openRecords, 20_000);
    totals.houses += rows.apartments.length;
    totals.companies += rows.companies.length;
    totals.people += rows.persons.length;
    totals.cards += rows.cards.length;
    totals.staff += staff.length;
    totals.records += rows.openRecords.length;
    done++;
    say(
      `[${done}/${plans.length}] ${s.ref.companyId} ${s.ref.name} (${s.ref.kind}): ${n(rows.apartments.length)} houses, ${n(rows.companies.length)} companies, ${n(rows.persons.length)} people, ${n(rows.cards.length)} cards, ${n(rows.openRecords.length)} passage records`,
    );
  })();
  inFlight.add(write);
  write.finally(() => inFlight.delete(write));
  // Let the statements go out before generating the next community (generation holds the event loop).
  await new Promise((resolve) => setImmediate(resolve));
  if (inFlight.size >= CONCURRENCY) await Promise.race(inFlight);
}
await Promise.all(inFlight);

for (const [table] of [['residentials'], ['departments'], ['buildings'], ['building_floors']]) {
  await orm.execute(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
}
await door.advanceDoorSequences(orm);
say('sequences moved past the generated ids; analysing');
await orm.execute('analyze');
await pool.end();
say(
  `done: ${plans.length} communities (${plans.filter((p) => p.campus).length} campuses), ${n(totals.houses)} houses, ${n(totals.companies)} companies, ${n(totals.people)} people, ${n(totals.cards)} cards, ${n(totals.staff)} staff, ${n(totals.records)} passage records in ${dbName}`,
);
