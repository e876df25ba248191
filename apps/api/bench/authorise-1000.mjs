#!/usr/bin/env node
// Authorisation benchmark (issue 14): 1 000 people authorised to 50 devices as one batchDevice task; its time and
// the largest gap between two progress pushes (goal: gaps ≤ 2 s). Run by hand, never as a timed test:
//
//   pnpm --filter @cvap/contracts build && pnpm --filter @cvap/door-sim build && pnpm --filter @cvap/api build \
//     && node apps/api/bench/authorise-1000.mjs
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_SIM_PORT=9602 BENCH_PEOPLE=1000 BENCH_DEVICES=50
//   BENCH_DELAY_MS=5 (the simulated device's answer delay per command, min = max)
//
// The built API on a throw-away PostgreSQL database with the demo seed, listening; the door simulator
// (apps/door-sim/dist/main.js) as its own process reporting to it. A new community gets BENCH_DEVICES devices
// (no building: every resident passes them) and BENCH_PEOPLE residents written straight to the table (the review
// is not what is measured); once every device is online, the admin authorises them all in one request and the
// task's pushes are read from the task WebSocket.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { benchConfig, createDatabase, dropDatabase, openDemoDatabase, watchTasks } from './bench-support.mjs';

const SIM_PORT = Number(process.env.BENCH_SIM_PORT ?? 9602);
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 1000);
const DEVICES = Number(process.env.BENCH_DEVICES ?? 50);
const DELAY_MS = Number(process.env.BENCH_DELAY_MS ?? 5);
const TOKEN = 'bench-gateway-token-0123456789';

const name = await createDatabase('perf_auth_');
let sim;
try {
  const { db, buildApp } = await openDemoDatabase(name);
  const { sql } = await import('drizzle-orm');
  const { config, removeDataDir } = benchConfig(name);
  const app = await buildApp({
    config: {
      ...config,
      ralidUrl: 'http://127.0.0.1:65531/platform/ralid',
      doorDriver: 'simulator',
      doorSimUrl: `http://127.0.0.1:${SIM_PORT}`,
      doorGatewayToken: TOKEN,
    },
    db,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${app.server.address().port}`;
  const token = (
    await app.inject({ method: 'POST', url: '/api/auth/jwt/token', payload: { username: 'admin', password: 'Admin@2026' } })
  ).json().data;
  const as = (method, url, payload) =>
    app
      .inject({ method, url, payload, headers: { authorization: token, companyid: '1001', 'accept-language': 'en' } })
      .then((r) => r.json());

  sim = spawn(process.execPath, [fileURLToPath(new URL('../../door-sim/dist/main.js', import.meta.url))], {
    env: {
      ...process.env,
      DOOR_SIM_PORT: String(SIM_PORT),
      DOOR_GATEWAY_TOKEN: TOKEN,
      DOOR_SIM_API_URL: baseUrl,
      DOOR_SIM_HEARTBEAT_MS: '1000',
      DOOR_SIM_RESYNC_MS: '1000',
      DOOR_SIM_DELAY_MIN_MS: String(DELAY_MS),
      DOOR_SIM_DELAY_MAX_MS: String(DELAY_MS),
      DOOR_SIM_FAILURE_RATE: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  // Devices and people in community 1001 (its demo devices count too: they are in everyone's access level).
  const modelId = (await as('POST', '/api/property/deviceModel/query/page', {})).data.rows[0].id;
  const ids = [];
  for (let i = 1; i <= DEVICES; i++) {
    const created = await as('POST', '/api/property/device', {
      code: `BENCH-${i}`,
      name: `压测门禁${i}`,
      ip: `10.96.${Math.floor(i / 250)}.${(i % 250) + 1}`,
      modelId,
      doorName: '压测门',
      platformAccount: 'admin',
      platformPassword: 'Door@2026',
      authKey: 'bench-auth-key',
    });
    ids.push(created.data.id);
  }
  const community = (await db.orm.execute(sql`select id from residentials where company_id = '1001'`)).rows[0].id;
  const inserted = await db.orm.execute(sql`insert into persons (residential_id, name, person_type, phone, review_status)
      select ${community}, '压测住户' || g, 1, '139' || lpad(g::text, 8, '0'), 1 from generate_series(1, ${PEOPLE}) g returning id`);
  const personIds = inserted.rows.map((r) => r.id);
  for (;;) {
    const online = (
      await db.orm.execute(
        sql`select count(*)::int as n from devices where code like 'BENCH-%' and last_heartbeat_at > now() - interval '10 seconds'`,
      )
    ).rows[0].n;
    if (online >= DEVICES) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  const watcher = await watchTasks(baseUrl, token);
  const started = performance.now();
  const response = await as('POST', '/api/access/auth/authorise', { subject: 'person', ids: personIds });
  const taskId = response.data.taskId;
  const task = await watcher.ended(taskId);
  const ended = performance.now();
  watcher.close();
  const { ours, largest } = watcher.gaps(taskId);
  const stats = (
    await db.orm.execute(
      sql`select devices, succeeded, failed, (select count(*)::int from auth_results r where r.task_id = t.task_id) as writes from auth_tasks t where task_id = ${taskId}`,
    )
  ).rows[0];
  console.log(`\nauthorise ${PEOPLE} people to the devices of community 1001 (${DEVICES} bench devices; device answer ${DELAY_MS} ms)\n`);
  console.log(`devices ${stats.devices}, credential writes ${stats.writes}, devices succeeded ${stats.succeeded}, failed ${stats.failed}`);
  console.log(`task: ${task.status} "${task.message}"`);
  console.log(
    `time ${((ended - started) / 1000).toFixed(2)} s, progress pushes ${ours.length}, largest gap ${Math.round(largest)} ms (goal ≤ 2000 ms)`,
  );
  await app.close();
  removeDataDir();
} finally {
  sim?.kill('SIGTERM');
  await dropDatabase(name);
}
