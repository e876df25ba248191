import { Cron } from 'croner';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TaskStatus } from '@cvap/contracts';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.js';
import { tasks, users } from '../src/db/schema/index.js';
import { API_MODULES } from '../src/modules/index.js';
import { defaultJobs } from '../src/scheduler/defaults.js';
import { call, login, startTestApp, type TestApp } from './helpers/app.js';
import { openSeededDatabase, type TestDatabase } from './helpers/database.js';
import { createOwnPostgres, type OwnPostgres } from './helpers/own-postgres.js';
import { request, startServerProcess, type Answer, type ServerProcess } from './helpers/server-process.js';

/** Polls `condition` (every 100 ms, for at most 10 s) until it gives a truthy value, and returns it. */
async function until<T>(condition: () => T | Promise<T>, what: string): Promise<NonNullable<T>> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
    const value = await condition();
    if (value) return value;
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A TCP hop in front of PostgreSQL that the test can cut and restore, as if the server went down and came back. */
class CuttableProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async up(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  async down(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }
}

describe.runIf(inject('dbKind') === 'postgres')('PostgreSQL going away and coming back', () => {
  let seeded: TestDatabase;
  let proxy: CuttableProxy;
  let t: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    seeded = await openSeededDatabase();
    const direct = new URL(seeded.url!);
    proxy = new CuttableProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    await proxy.up();
    const viaProxy = new URL(seeded.url!);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    const db = await openDatabase({ kind: 'postgres', url: viaProxy.toString(), poolSize: 4 });
    t = await startTestApp({
      database: { db, dispose: () => db.close() },
      config: { logLevel: 'warn' },
      logStream: { write: (line: string) => void logLines.push(line) },
    });
  });
  afterAll(async () => {
    await t?.close();
    await t?.database.dispose();
    await proxy?.down();
    await seeded?.dispose();
  });

  it('fails requests fast with 50301 while it is down, and serves again within 5 s of its return', async () => {
    const token = await login(t.app, 'admin');
    expect((await call(t.app, 'GET', '/api/admin/user/front/info', { token })).status).toBe(200);

    await proxy.down();
    for (const path of ['/api/health', '/api/admin/user/front/info']) {
      const started = Date.now();
      const response = await call(t.app, 'GET', path, { token, language: 'en' });
      expect(response).toMatchObject({
        http: 503,
        status: 50301,
        message: 'The database is temporarily unavailable, please try again later',
      });
      expect(Date.now() - started).toBeLessThan(3000);
    }
    // Each refusal is one short warning: no stack and no SQL in the log for every request of an outage.
    const refusals = logLines.map((line) => JSON.parse(line) as { level: number; msg: string; err?: unknown; code?: string });
    expect(refusals.filter((entry) => entry.msg === 'database unavailable').map((entry) => [entry.level, entry.code, entry.err])).toEqual([
      [40, 'DATABASE_UNAVAILABLE', undefined],
      [40, 'DATABASE_UNAVAILABLE', undefined],
    ]);
    expect(refusals.filter((entry) => entry.msg === 'request failed')).toEqual([]);

    await proxy.up();
    const back = Date.now();
    let status = 0;
    while (status !== 200 && Date.now() - back < 5000) {
      status = (await call(t.app, 'GET', '/api/admin/user/front/info', { token })).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(200);
  });

  it('ends a background task cut by the outage as failed, saying so, within seconds of the return', async () => {
    const [admin] = await seeded.db.orm.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    let outage!: () => void;
    const cut = new Promise<void>((resolve) => (outage = resolve));
    const task = await t.app.tasks.start(
      { userId: admin!.id, language: 'en', type: 'test', source: 'test', title: 'Cut by an outage' },
      async () => {
        await cut;
        await t.app.db.orm.select({ id: tasks.id }).from(tasks).limit(1);
        return { message: 'done', result: null };
      },
    );
    await proxy.down();
    outage();
    // The task has failed and could not write it (PostgreSQL is away): it logged about itself.
    await until(() => logLines.some((line) => line.includes(task.id)), 'the task to fail');
    await proxy.up();
    const back = Date.now();
    const ended = await until(async () => {
      const [row] = await seeded.db.orm.select().from(tasks).where(eq(tasks.id, task.id));
      return row!.status !== TaskStatus.RUNNING && row;
    }, 'the task to end');
    expect(Date.now() - back).toBeLessThan(5000);
    expect(ended).toMatchObject({ status: TaskStatus.FAILED, message: 'Interrupted: the database became unavailable; please try again' });
  });
});

describe.runIf(inject('dbKind') === 'postgres')('the request rate limit while PostgreSQL is away', () => {
  it('goes on counting per instance: requests are answered and counted, the exchange fails quietly and recovers', async () => {
    const seeded = await openSeededDatabase();
    const direct = new URL(seeded.url!);
    const hop = new CuttableProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    await hop.up();
    const viaHop = new URL(seeded.url!);
    viaHop.host = `127.0.0.1:${hop.port}`;
    const db = await openDatabase({ kind: 'postgres', url: viaHop.toString(), poolSize: 4 });
    const lines: string[] = [];
    const limited = await startTestApp({
      database: { db, dispose: () => db.close() },
      config: { logLevel: 'info', rateLimitPerMinute: 10 },
      logStream: { write: (line: string) => void lines.push(line) },
    });
    try {
      await hop.down();
      const answers = [];
      for (let i = 0; i < 11; i++) {
        answers.push(await call(limited.app, 'GET', '/api/health', { language: 'en' }));
        await limited.app.requestCounts!.flush();
      }
      // The health check itself needs the database (50301); the limit still counts and refuses the eleventh.
      expect(answers.map((answer) => answer.status)).toEqual([...Array<number>(10).fill(50301), 42901]);
      const messages = lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
      expect(messages.filter((msg) => msg.startsWith('request counts cannot be shared'))).toHaveLength(1);
      await hop.up();
      await expect
        .poll(
          async () => (await limited.app.requestCounts!.flush(), lines.some((line) => line.includes('request counts are shared again'))),
          {
            timeout: 10_000,
            interval: 200,
          },
        )
        .toBe(true);
    } finally {
      await limited.close();
      await limited.database.dispose();
      await hop.down();
      await seeded.dispose();
    }
  });
});

/** The moment the second scheduled job fire after `from` has had time to happen (default jobs, as seeded). */
function afterTwoJobTicks(from: Date): number {
  const fires = defaultJobs(API_MODULES)
    .flatMap((job) => {
      const cron = new Cron(job.cronExpression, { paused: true });
      const next = cron.nextRuns(2, from);
      cron.stop();
      return next.map((d) => d.getTime());
    })
    .sort((a, b) => a - b);
  return fires[1]! + 1500;
}

describe.runIf(inject('dbKind') === 'postgres')('the API process through an outage of its own PostgreSQL server', () => {
  let cluster: OwnPostgres | null = null;
  let server: ServerProcess | null = null;
  const dataDir = mkdtempSync(join(tmpdir(), 'cvap-outage-'));
  afterAll(async () => {
    server?.kill('SIGKILL');
    await cluster?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lives through the server being stopped across two job ticks: fast 50301s meanwhile, serving within 5 s of its return', async () => {
    cluster = await createOwnPostgres();
    await cluster.start();
    server = startServerProcess({
      DATABASE_URL: cluster.url,
      CVAP_MODE: 'demo',
      SEED: 'none',
      ADMIN_INITIAL_PASSWORD: 'Outage@2026',
      DATA_DIR: dataDir,
      HW_BRIDGE_URL: 'http://127.0.0.1:65533',
      DOOR_SIM_URL: 'http://127.0.0.1:65532',
    });
    const base = await server.listening(90_000);
    const signIn = await request(base, 'POST', '/api/auth/jwt/token', { body: { username: 'admin', password: 'Outage@2026' } });
    expect(signIn.status).toBe(200);
    const token = signIn.data as string;
    const health = () => request(base, 'GET', '/api/health');
    const list = () => request(base, 'POST', '/api/admin/role/query/page', { token, body: { page: 1, limit: 20 } });

    // A bounded load all along: a health check and a list page every 200 ms.
    type Sample = Answer & { path: string; sentAt: number };
    const samples: Sample[] = [];
    let loading = true;
    const load = (async () => {
      while (loading) {
        const sentAt = Date.now();
        const [h, l] = await Promise.all([health(), list()]);
        samples.push({ ...h, path: 'health', sentAt }, { ...l, path: 'list', sentAt });
        await new Promise((r) => setTimeout(r, 200));
      }
    })();

    expect((await list()).status).toBe(200);
    await cluster.stop();
    const downAt = Date.now();
    const until = afterTwoJobTicks(new Date(downAt));
    while (Date.now() < until) {
      expect(server.exitCode(), server.output().slice(-4000)).toBe('running');
      await new Promise((r) => setTimeout(r, 250));
    }
    const upCalledAt = Date.now();
    await cluster.start();
    const upAt = Date.now();
    let back: number | null = null;
    while (back === null && Date.now() - upAt < 5000) {
      const [h, l] = await Promise.all([health(), list()]);
      if (h.http === 200 && l.http === 200) back = Date.now() - upAt;
      else await new Promise((r) => setTimeout(r, 100));
    }
    loading = false;
    await load;

    expect(server.exitCode(), server.output().slice(-4000)).toBe('running');
    expect(back, 'serving again within 5 s of the database being back').not.toBeNull();
    const during = samples.filter((s) => s.sentAt > downAt && s.sentAt + s.ms < upCalledAt);
    expect(during.length).toBeGreaterThan(10);
    for (const sample of during) {
      expect({ path: sample.path, http: sample.http, status: sample.status }).toEqual({ path: sample.path, http: 503, status: 50301 });
      expect(sample.ms).toBeLessThan(3000);
    }
    // Every tick in the outage was skipped, and said so once, not once per tick.
    expect(server.output().match(/scheduled job ticks are skipped/g)).toHaveLength(1);
    // The next tick after the return runs (restartDevices fires every 10 s) and says the database is back.
    await expect
      .poll(() => /database is back: scheduled jobs run again/.test(server!.output()), { timeout: 15_000, interval: 250 })
      .toBe(true);
    const after = await health();
    expect(after.data).toMatchObject({ db: 'up', unhandledRejections: 0 });

    server.kill('SIGTERM');
    expect((await server.exited).code, server.output().slice(-4000)).toBe(0);
  }, 120_000);
});
