#!/usr/bin/env node
// Equipment maintenance and patrol history at scale for performance work (issue 24): into one community of a
// PostgreSQL database, a history of plan-made work with the shapes the overview pages read (scripts/work-history.mjs:
// equipment with daily maintenance plans and their records, failures, daily patrol plans with tasks, checked and
// missed points, problems). Build the API first.
//
//   pnpm --filter @cvap/api build
//   node apps/api/scripts/generate-work-data.mjs --url postgres://postgres@127.0.0.1:5432/gen_work \
//     --equipment 5000 --patrol-plans 500 --days 365
//
// Options (defaults in brackets): --url or DATABASE_URL (PostgreSQL only), --equipment [5000], --patrol-plans [500],
// --days [365] ending yesterday (China time), --community [1001] (the company id of the community written into),
// --tag [GEN] (in the generated codes and names; a community that already holds the tag's work is refused).
// A missing database whose name starts with gen_ is created; an empty one is migrated and given the demo seed first
// (the demo logins work). A database made by generate-door-data.mjs works too (--community 2001, …).
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { loadDemo, prepareTarget } from './target-database.mjs';
import { hasWorkHistory, historyStart, writeWorkHistory } from './work-history.mjs';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    equipment: { type: 'string', default: '5000' },
    'patrol-plans': { type: 'string', default: '500' },
    days: { type: 'string', default: '365' },
    community: { type: 'string', default: '1001' },
    tag: { type: 'string', default: 'GEN' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (args.help) {
  console.log(
    'node apps/api/scripts/generate-work-data.mjs --url postgres://…/gen_x [--equipment 5000] [--patrol-plans 500] [--days 365] [--community 1001] [--tag GEN]',
  );
  process.exit(0);
}
const url = args.url ?? process.env.DATABASE_URL;
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error('Give a PostgreSQL database: --url postgres://user@host:5432/gen_name (or DATABASE_URL).');
  process.exit(2);
}
const int = (name, min, max) => {
  const value = Number(args[name]);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`--${name} must be an integer from ${min} to ${max}`);
    process.exit(2);
  }
  return value;
};
const EQUIPMENT = int('equipment', 0, 1_000_000);
const PATROL_PLANS = int('patrol-plans', 0, 100_000);
const DAYS = int('days', 1, 3650);
if (!/^[A-Z][A-Z0-9]{0,7}$/.test(args.tag)) {
  console.error('--tag must be 1 to 8 capital letters or digits, starting with a letter');
  process.exit(2);
}

const started = performance.now();
const say = (line) => console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(7)} s] ${line}`);

const { dbName, tenants } = await prepareTarget(url, say);
if (tenants === 0) await loadDemo(url, say);

const { sql } = await import('drizzle-orm');
const { openDatabase } = await import('../dist/db/client.js');
const db = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
try {
  const orm = db.orm;
  const [community] = (await orm.execute(sql`select id, residential_name as name from residentials where company_id = ${args.community}`))
    .rows;
  if (!community) {
    console.error(`No community with company id ${args.community} in ${dbName}.`);
    process.exit(2);
  }
  if (await hasWorkHistory(orm, { residentialId: community.id, tag: args.tag })) {
    console.error(`Refused: ${community.name} already holds work tagged ${args.tag} (give another --tag, or another database).`);
    process.exit(3);
  }
  const [routes] = (await orm.execute(sql`select count(*)::int as n from patrol_routes where residential_id = ${community.id}`)).rows;
  if (PATROL_PLANS > 0 && routes.n === 0) {
    console.error(`${community.name} has no patrol route to plan on; add one, or give --patrol-plans 0.`);
    process.exit(2);
  }
  // Plans are assigned to the community's engineering staff member of the demo when there, else to the admin.
  const [assignee] = (
    await orm.execute(sql`select id from users where username in ('wangqiang', 'admin') order by username = 'wangqiang' desc limit 1`)
  ).rows;
  const from = historyStart(DAYS);
  say(`writing ${EQUIPMENT} pieces of equipment and ${PATROL_PLANS} patrol plans into ${community.name}, ${DAYS} days from ${from}`);
  await writeWorkHistory(orm, {
    residentialId: community.id,
    userId: assignee.id,
    from,
    days: DAYS,
    equipment: EQUIPMENT,
    patrolPlans: PATROL_PLANS,
    tag: args.tag,
    log: say,
  });
  const [counts] = (
    await orm.execute(sql`select (select count(*) from maintain_records where residential_id = ${community.id})::int as "maintainRecords",
      (select count(*) from equipment_failures where residential_id = ${community.id})::int as failures,
      (select count(*) from patrol_tasks where residential_id = ${community.id})::int as "patrolTasks",
      (select count(*) from patrol_records where residential_id = ${community.id})::int as "patrolRecords",
      (select count(*) from patrol_problems where residential_id = ${community.id})::int as "patrolProblems"`)
  ).rows;
  say(`done in ${dbName}, ${community.name}: ${JSON.stringify(counts)}`);
} finally {
  await db.close();
}
