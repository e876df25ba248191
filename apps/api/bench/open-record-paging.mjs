#!/usr/bin/env node
// Door passage-record paging benchmark (docs/decisions/0006): on PostgreSQL, 1 million open_records rows over the
// demo's three communities (the last 21 days, ids growing with time, as devices write them), the list's own
// request (the last 7 days, as the console sends it by default) through the real route, and a bare Fastify route
// in the same run for the ratio. The passage records are the quality bar's other list over a million rows; unlike
// the operation log they are scoped by community, so they take the general path (a capped count and the page),
// not the dense one. Creates and drops its own database. Needs the API built (dist/).
//
//   pnpm --filter @cvap/api build && node apps/api/bench/open-record-paging.mjs
//   BENCH_PG_URL, BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_ROWS, BENCH_ONLY, BENCH_CPU_PROFILE as in oplog-paging.mjs
//
// Scenarios: the head office's page 1 (every community of the tenant), one community's page 1 (CompanyId
// header), that community's page at depth 50 000 reached by the keyset cursor the console sends when it pages
// forward, and the same community filtered by a person's name (a LIKE over the range).
import { sql } from 'drizzle-orm';
import {
  answerParent,
  benchConfig,
  CONNECTIONS,
  listenBare,
  listenWithAdmin,
  load,
  measured,
  ONLY,
  openDemoDatabase,
  postChecked,
  resultRow,
  SECONDS,
  withServers,
} from './bench-support.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const LIMIT = 20;
/** Depth of the cursor page inside one community's last 7 days (about 100 000 rows). */
const DEPTH = 50_000;
const DAY_MS = 86_400_000;

/** yyyy-MM-dd of China's day `daysAgo` days before today. */
const chinaDay = (daysAgo) => new Date(Date.now() + 8 * 3_600_000 - daysAgo * DAY_MS).toISOString().slice(0, 10);

// ---------------------------------------------------------------- child: the servers
async function serve(name) {
  const { db, buildApp } = await openDemoDatabase(name);
  const started = Date.now();
  // Three communities in turn, one record every 1.8 s over 21 days: about 330 000 a community, 100 000 of them in
  // the last 7 days.
  await db.orm.execute(`
    insert into open_records (residential_id, apartment_id, person_id, person_name, card_no, device_name, door_name, open_type, direction, result, opened_at)
    select r.ids[1 + g % 3], null, null, (array['张建华','李秀英','王伟','刘洋','陈静','杨帆','赵磊','黄敏'])[1 + g % 8], lpad((g % 99991)::text, 10, '0'),
           '1栋门禁', '1栋大门', 1 + g % 3, g % 2, case when g % 33 = 0 then 2 else 1 end, now() - ((${ROWS} - g) * interval '1.8 seconds')
    from generate_series(1, ${ROWS}) g, (select array_agg(id order by id) as ids from residentials) r`);
  await db.orm.execute('vacuum analyze open_records');
  const generatedMs = Date.now() - started;
  const community = (await db.orm.execute('select id, company_id from residentials order by id limit 1')).rows[0];
  const range = [`${chinaDay(6)} 00:00:00`, `${chinaDay(0)} 23:59:59`];
  // The cursor the console would hold at depth DEPTH of the community's range: the id there, encoded as the API does.
  const { encodeCursor } = await import('../dist/engine/cursor.js');
  const [from, to] = range.map((text) => new Date(`${text.replace(' ', 'T')}+08:00`));
  const at = (
    await db.orm.execute(
      sql`select id from open_records where residential_id = ${community.id} and opened_at between ${from} and ${to} order by id desc offset ${DEPTH - 1} limit 1`,
    )
  ).rows[0];
  if (!at) throw new Error(`community ${community.company_id} has fewer than ${DEPTH} records in ${range.join(' – ')}`);
  const deepCursor = encodeCursor({ field: 'id', order: 'desc', value: Number(at.id), id: Number(at.id) });

  const { config, removeDataDir } = benchConfig(name);
  const app = await buildApp({ config, db, logger: false });
  const served = await listenWithAdmin(app);
  const { bare, url: bareUrl } = await listenBare(async (request) => ({
    status: 200,
    message: 'ok',
    data: { rows: [], echo: request.body },
  }));
  process.send({ app: served.url, bare: bareUrl, token: served.token, companyId: community.company_id, range, deepCursor, generatedMs });
  answerParent(db, name, async () => {
    await bare.close();
    await app.close();
    await db.close();
    removeDataDir();
  });
}

// ---------------------------------------------------------------- parent: the load

async function main() {
  if (process.argv[2] === 'serve') return serve(process.argv[3]);
  await withServers(import.meta.url, 'perf_open_', async (child, ready) => {
    const pageUrl = `${ready.app}/api/door/openRecord/query/page`;
    const headOffice = { authorization: ready.token };
    const community = { ...headOffice, companyid: String(ready.companyId) };
    const week = { page: 1, limit: LIMIT, openedAt: ready.range };
    const deep = { ...week, page: DEPTH / LIMIT + 1, cursor: ready.deepCursor };
    const scenarios = [
      ['bare Fastify POST', `${ready.bare}/bare`, {}, { page: 1, limit: LIMIT }],
      ['head office, page 1, last 7 days', pageUrl, headOffice, week],
      ['community, page 1, last 7 days', pageUrl, community, week],
      [`community, page ${deep.page} by cursor`, pageUrl, community, deep],
      ['community, person name contains 建华', pageUrl, community, { ...week, personName: '建华' }],
    ];
    const first = await postChecked(pageUrl, community, week);
    const deeper = await postChecked(pageUrl, community, deep);
    console.log(
      `\n${ROWS} open_records rows generated in ${ready.generatedMs} ms; community ${ready.companyId} page 1: total ${first.total} (exact: ${first.totalExact}), first id ${first.rows[0]?.id}; cursor page first id ${deeper.rows[0]?.id}`,
    );
    console.log(`${SECONDS} s per scenario, ${CONNECTIONS} connections, PostgreSQL, Node ${process.version}\n`);
    const results = [];
    for (const [index, [title, url, headers, body]] of scenarios.entries()) {
      if (ONLY && !ONLY.includes(index) && index !== 0) continue;
      results.push(await measured(child, () => load(title, url, headers, body)));
    }
    const bare = results[0].result.requests.average;
    console.table(results.map((outcome) => resultRow(outcome, bare)));
  });
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
