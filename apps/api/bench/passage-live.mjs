#!/usr/bin/env node
// Passage records while the devices write (issue 14): on PostgreSQL, the passage-record list's latency (one
// community's page 1 of the last 7 days, as the console asks for it every 3 s) idle, then while the door-device
// simulator (apps/door-sim, a real process) posts 50 passages a second through the device gateway. Goal: p99
// under writes at most 2× the idle p99. Creates and drops its own database. Needs the API and door-sim built.
//
//   pnpm turbo build --filter=@cvap/api --filter=@cvap/door-sim && node apps/api/bench/passage-live.mjs
//   BENCH_PG_URL, BENCH_SECONDS (10), BENCH_READERS (concurrent list readers, 4), BENCH_ROWS (extra records,
//   300 000), BENCH_RATE (passages a second, 50), BENCH_SIM_PORT (9601)
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { answerParent, benchConfig, listenWithAdmin, openDemoDatabase, SECONDS, withServers } from './bench-support.mjs';

const READERS = Number(process.env.BENCH_READERS ?? 4);
const ROWS = Number(process.env.BENCH_ROWS ?? 300_000);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const SIM_PORT = Number(process.env.BENCH_SIM_PORT ?? 9601);
const TOKEN_HEADER = 'x-door-gateway-token';
const DAY_MS = 86_400_000;
const chinaDay = (daysAgo) => new Date(Date.now() + 8 * 3_600_000 - daysAgo * DAY_MS).toISOString().slice(0, 10);

// ---------------------------------------------------------------- child: the API
async function serve(name, token) {
  const { db, buildApp } = await openDemoDatabase(name);
  // A busy estate's recent history: one record every 2 s over the three communities, ids growing with time.
  await db.orm.execute(`
    insert into open_records (residential_id, person_name, card_no, device_name, door_name, open_type, direction, result, opened_at)
    select r.ids[1 + g % 3], (array['张建华','李秀英','王伟','刘洋','陈静','杨帆','赵磊','黄敏'])[1 + g % 8], lpad((g % 99991)::text, 10, '0'),
           '东门门禁机-进', '东门', 1 + g % 3, 1 + g % 2, 1, now() - ((${ROWS} - g) * interval '2 seconds')
    from generate_series(1, ${ROWS}) g, (select array_agg(id order by id) as ids from residentials) r`);
  await db.orm.execute('vacuum analyze open_records');
  const { config, removeDataDir } = benchConfig(name);
  Object.assign(config, {
    doorDriver: 'simulator',
    doorSimUrl: `http://127.0.0.1:${SIM_PORT}`,
    doorGatewayToken: token,
    doorGatewayUrl: 'http://127.0.0.1:65531',
  });
  const app = await buildApp({ config, db });
  const served = await listenWithAdmin(app);
  config.doorGatewayUrl = served.url;
  const community = (await db.orm.execute('select id, company_id from residentials order by id limit 1')).rows[0];
  process.send({ app: served.url, token: served.token, companyId: community.company_id, residentialId: community.id });
  answerParent(db, name, async () => {
    await app.close();
    await db.close();
    removeDataDir();
  });
}

// ---------------------------------------------------------------- parent: the load
function readList(url, headers) {
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url: `${url}/api/door/openRecord/query/page`,
        method: 'POST',
        connections: READERS,
        duration: SECONDS,
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ page: 1, limit: 20, openedAt: [`${chinaDay(6)} 00:00:00`, `${chinaDay(0)} 23:59:59`] }),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
}

/** Has the simulator's devices pass their doors RATE times a second (each posted by the simulator to the API). */
function writeOpenRecords(devices, token) {
  let sent = 0;
  let failed = 0;
  const methods = ['card', 'face', 'qr', 'password'];
  const timer = setInterval(() => {
    for (let i = 0; i < RATE / 10; i++) {
      const device = devices[(sent + i) % devices.length];
      sent += 1;
      fetch(`http://127.0.0.1:${SIM_PORT}/sim/devices/${device}/passage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token },
        body: JSON.stringify({ method: methods[sent % methods.length], value: String(1_000_000_000 + sent), personName: '王建华' }),
      }).then(
        (r) => (r.ok ? r.arrayBuffer() : (failed += 1)),
        () => (failed += 1),
      );
    }
  }, 100);
  return { stop: () => clearInterval(timer), counts: () => ({ sent, failed }) };
}

async function main() {
  const token = randomBytes(24).toString('base64url');
  process.env.BENCH_GATEWAY_TOKEN = token;
  await withServers(import.meta.url, 'bench_passage_', async (_child, ready) => {
    const sim = spawn(process.execPath, [fileURLToPath(new URL('../../door-sim/dist/main.js', import.meta.url))], {
      env: {
        ...process.env,
        DOOR_SIM_PORT: String(SIM_PORT),
        DOOR_SIM_API_URL: ready.app,
        DOOR_GATEWAY_TOKEN: token,
        DOOR_SIM_RESYNC_MS: '1000',
        DOOR_SIM_DEMO_PEAK_PER_MINUTE: '0',
      },
      stdio: 'ignore',
    });
    try {
      const headers = { authorization: ready.token, companyid: ready.companyId, [TOKEN_HEADER]: token };
      let devices = [];
      for (let tries = 0; devices.length === 0 && tries < 60; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        const listed = await fetch(`http://127.0.0.1:${SIM_PORT}/devices`, { headers }).then(
          (r) => r.json(),
          () => [],
        );
        devices = Array.isArray(listed) ? listed.filter((d) => d.state === 'online').map((d) => d.id) : [];
      }
      if (devices.length === 0) throw new Error('the simulator has no online device');
      const idle = await readList(ready.app, headers);
      const writer = writeOpenRecords(devices, token);
      const busy = await readList(ready.app, headers);
      writer.stop();
      const { sent, failed } = writer.counts();
      const row = (title, r) => ({
        scenario: title,
        'req/s': Math.round(r.requests.average),
        'p50 ms': r.latency.p50,
        'p99 ms': r.latency.p99,
        errors: r.errors + r.non2xx,
      });
      console.table([row('list idle', idle), row(`list while ${RATE} passages/s`, busy)]);
      console.log(
        `passages sent ${sent} (${(sent / SECONDS).toFixed(1)}/s), failed ${failed}; readers ${READERS}, ${SECONDS} s each, ${ROWS} extra records`,
      );
      console.log(`p99 ratio (writing / idle): ${(busy.latency.p99 / Math.max(1, idle.latency.p99)).toFixed(2)} (goal ≤ 2)`);
    } finally {
      sim.kill('SIGTERM');
    }
  });
}

if (process.argv[2] === 'serve') await serve(process.argv[3], process.env.BENCH_GATEWAY_TOKEN);
else await main();
