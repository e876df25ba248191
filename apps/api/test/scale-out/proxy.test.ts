import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { jobRuns, quartzJobLogs, quartzJobs } from '../../src/db/schema/index.js';
import { API_MODULES } from '../../src/modules/index.js';
import { defaultJobs, ensureDefaultJobs } from '../../src/scheduler/defaults.js';
import { PASSWORDS } from '../helpers/app.js';
import { openSeededDatabase, type TestDatabase } from '../helpers/database.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { multipartBody } from '../helpers/multipart.js';
import { startS3Server, type S3Server } from '../helpers/s3-server.js';
import { isTaskMessage, openTaskSocket, type TestSocket } from '../helpers/socket.js';
import { send, sendBytes, type ProxiedAnswer } from './client.js';
import { startNginx, type NginxProcess } from './nginx.js';
import { awayFromWindowEnd } from '../helpers/rate-window.js';

/**
 * Issue 27: the shipped nginx configuration (deploy/nginx/cvap.conf.template) in front of two real API processes
 * on one PostgreSQL database, everything through the proxy. Each test speaks from its own loopback address
 * (client.ts), so the per-address limits of one do not touch another.
 */
const RATE_LIMIT = 40;
const EVERY_SECOND_JOB = 'expireFinishedTasks';

let database: TestDatabase;
const dataDirs: string[] = [];
const apis: ServerProcess[] = [];
let upstreams: [string, string];
let proxy: NginxProcess;
let objects: S3Server;

function startApi(jwtSecret: string): ServerProcess {
  const dataDir = mkdtempSync(join(tmpdir(), 'cvap-scale-'));
  dataDirs.push(dataDir);
  return startServerProcess({
    DATABASE_URL: database.url!,
    JWT_SECRET: jwtSecret,
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    CVAP_MODE: 'demo',
    DATA_DIR: dataDir,
    HW_BRIDGE_URL: 'http://127.0.0.1:65533',
    DOOR_SIM_URL: 'http://127.0.0.1:65532',
    // Both instances keep their files in one S3-protocol store; each has its own DATA_DIR (staging, scratch).
    S3_ENDPOINT: objects.endpoint,
    S3_BUCKET: objects.bucket,
    S3_ACCESS_KEY_ID: objects.accessKeyId,
    S3_SECRET_ACCESS_KEY: objects.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  });
}

beforeAll(async () => {
  if (inject('dbKind') !== 'postgres') return;
  database = await openSeededDatabase();
  objects = await startS3Server();
  // Scheduled before the processes start (which add the default jobs on their first start), so both have it
  // on their schedule from their first sync.
  await ensureDefaultJobs(database.db.orm, defaultJobs(API_MODULES));
  await database.db.orm
    .update(quartzJobs)
    .set({ cronExpression: '* * * * * *', saveLogs: true, status: 1, updatedAt: new Date() })
    .where(eq(quartzJobs.code, EVERY_SECOND_JOB));
  const secret = randomBytes(48).toString('base64url');
  apis.push(startApi(secret), startApi(secret));
  const urls = await Promise.all(apis.map((api) => api.listening(90_000)));
  upstreams = urls.map((url) => new URL(url).host) as [string, string];
  proxy = await startNginx(upstreams);
}, 120_000);

afterAll(async () => {
  await proxy?.stop();
  for (const api of apis) if (api.exitCode() === 'running') api.kill('SIGTERM');
  await Promise.all(apis.map((api) => api.exited));
  await database?.dispose();
  await objects?.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** The instances that served the requests sent with this probe (the last one nginx tried for each). */
const servedBy = (probe: string) =>
  new Set(
    proxy
      .accessLog()
      .filter((line) => line.probe === probe)
      .map((line) => line.upstreams.at(-1)),
  );

async function signIn(from: string, username: keyof typeof PASSWORDS): Promise<string> {
  const answer = await send(proxy.url, 'POST', '/api/auth/jwt/token', { from, body: { username, password: PASSWORDS[username] } });
  expect(answer.status).toBe(200);
  return answer.data as string;
}

async function proxiedSocket(from: string, token: string, probe: string): Promise<TestSocket> {
  const socket = await openTaskSocket(proxy.url, { origin: proxy.url, language: 'en', localAddress: from, headers: { 'x-probe': probe } });
  socket.send({ type: 'auth', token });
  await socket.next((m) => m.type === 'ready');
  return socket;
}

describe.runIf(inject('dbKind') === 'postgres')('two API instances behind nginx (the shipped configuration)', () => {
  it('a task started through one instance pushes its progress to a socket held by the other', async () => {
    const from = '127.0.2.1';
    const token = await signIn(from, 'chenjing');
    // Two handshakes in a row: round robin puts one socket on each instance, whichever runs the task.
    const sockets = [await proxiedSocket(from, token, 'ws-a'), await proxiedSocket(from, token, 'ws-b')];
    const started = await send(proxy.url, 'POST', '/api/admin/task/selfCheck', { from, token, probe: 'task' });
    expect(started.status).toBe(200);
    const { taskId } = started.data as { taskId: string };
    for (const socket of sockets) {
      await socket.next((m) => isTaskMessage(m) && m.task.id === taskId && m.task.status === 200, 30_000);
      expect(socket.messages.filter((m) => isTaskMessage(m) && m.task.id === taskId && m.task.status === 205).length).toBeGreaterThan(1);
      socket.close();
      await socket.closed;
    }
    // nginx logs a WebSocket when it closes.
    await expect.poll(() => new Set([...servedBy('ws-a'), ...servedBy('ws-b')]).size, { timeout: 2000, interval: 50 }).toBe(2);
  });

  it('a session ended through one instance is refused by the other within a second', async () => {
    const from = '127.0.2.2';
    const token = await signIn(from, 'chenjing');
    const info = () => send(proxy.url, 'GET', '/api/admin/user/front/info', { from, token, probe: 'session' });
    // Both instances have the session in their auth cache (round robin: two requests in a row, rarely more).
    for (let i = 0; i < 6 && servedBy('session').size < 2; i++) expect((await info()).status).toBe(200);
    expect(servedBy('session').size).toBe(2);
    const logout = await send(proxy.url, 'POST', '/api/auth/jwt/logout', { from, token });
    expect(logout.status).toBe(200);
    const answers: ProxiedAnswer[] = [];
    // Until two requests in a row (one on each instance, round robin) are refused, for at most a second.
    const refusedTwice = () => answers.length >= 2 && answers.slice(-2).every((answer) => answer.status === 7103);
    while (Date.now() - logout.endedAt < 1000 && !refusedTwice()) answers.push(await info());
    expect(answers.slice(-2).map((answer) => answer.status)).toEqual([7103, 7103]);
    expect(servedBy('session').size).toBe(2);
  });

  it('login failures split over both instances are refused like on one: the sixth gets 42901', async () => {
    const from = '127.0.2.3';
    const codes: Array<number | null> = [];
    for (let i = 0; i < 6; i++) {
      const answer = await send(proxy.url, 'POST', '/api/auth/jwt/token', {
        from,
        probe: 'guess',
        body: { username: 'admin', password: `wrong${i}xx1` },
      });
      codes.push(answer.status);
    }
    expect(codes).toEqual([40103, 40103, 40103, 40103, 40103, 42901]);
    expect(servedBy('guess').size).toBe(2);
  });

  it('the request rate limit split over both instances refuses once the cluster reaches it', async () => {
    await awayFromWindowEnd();
    const from = '127.0.2.4';
    const health = () => send(proxy.url, 'GET', '/api/health', { from, probe: 'rate' });
    const first: Array<number | null> = [];
    for (let i = 0; i < RATE_LIMIT; i++) first.push((await health()).status);
    expect(first.every((status) => status === 200)).toBe(true);
    expect(servedBy('rate').size).toBe(2);
    // Each instance counted half the limit. Counted alone, each would admit RATE_LIMIT / 2 more; shared, the
    // refusals start as soon as the counts have been exchanged (a few hundred milliseconds).
    let extra = 0;
    const deadline = Date.now() + 3000;
    while ((await health()).status !== 42901 && Date.now() < deadline) {
      extra += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(Date.now()).toBeLessThan(deadline);
    expect(extra).toBeLessThan(RATE_LIMIT / 2);
  });

  it('a scheduled job fires once per tick with both instances scheduling it', async () => {
    const orm = database.db.orm;
    const [job] = await orm.select({ id: quartzJobs.id }).from(quartzJobs).where(eq(quartzJobs.code, EVERY_SECOND_JOB));
    const claims = async () => orm.select().from(jobRuns).where(eq(jobRuns.jobId, job!.id));
    await expect.poll(async () => (await claims()).length, { timeout: 10_000, interval: 250 }).toBeGreaterThanOrEqual(3);
    const claimed = await claims();
    const logs = await orm
      .select({ id: quartzJobLogs.id })
      .from(quartzJobLogs)
      .where(and(eq(quartzJobLogs.jobId, job!.id), eq(quartzJobLogs.trigger, 'schedule')));
    expect(new Set(claimed.map((claim) => claim.fireTime.getTime())).size).toBe(claimed.length);
    // Each claimed fire runs once; one may still be running between its claim and its log.
    expect(logs.length).toBeLessThanOrEqual(claimed.length);
    expect(logs.length).toBeGreaterThanOrEqual(claimed.length - 2);
  });

  it('a file uploaded through one instance downloads, the same bytes, through the other', async () => {
    const from = '127.0.2.7';
    const token = await signIn(from, 'admin');
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(200_000)]);
    const { payload, headers } = multipartBody({}, [{ name: '巡检报告.pdf', content: bytes }]);
    const uploaded = await sendBytes(proxy.url, 'POST', '/api/fdfs/file/uploadFiles', {
      from,
      token,
      probe: 'file-up',
      headers,
      body: payload,
    });
    const envelope = JSON.parse(uploaded.body.toString('utf8')) as { status: number; data: string[] };
    expect(envelope.status).toBe(200);
    const filePath = envelope.data[0]!;
    const [receiver] = [...servedBy('file-up')];
    const other = upstreams.find((upstream) => upstream !== receiver)!;
    expect(other).toBeDefined();
    // Straight to the instance that did not receive it, then through the proxy.
    const path = `/api/door/public/download?filePath=${encodeURIComponent(filePath)}`;
    for (const base of [`http://${other}`, proxy.url]) {
      const downloaded = await sendBytes(base, 'GET', path, { from, token, probe: 'file-down' });
      expect(downloaded.http).toBe(200);
      expect(downloaded.headers['content-disposition']).toContain('attachment');
      expect(downloaded.headers['x-content-type-options']).toBe('nosniff');
      expect(downloaded.body.equals(bytes)).toBe(true);
    }
  });

  it('one instance killed under load: only its requests in flight fail, the proxy sends the rest to the other', async () => {
    const token = await signIn('127.0.2.5', 'admin');
    const answers: ProxiedAnswer[] = [];
    let serial = 0;
    let killedAt = Number.POSITIVE_INFINITY;
    let deadAt = Number.POSITIVE_INFINITY;
    const loadUntil = Date.now() + 2500;
    // Four clients, each request from its own address (127.1.x.y) so the load stays under the rate limit.
    const client = async () => {
      while (Date.now() < loadUntil) {
        const n = serial++;
        const from = `127.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;
        answers.push(
          await send(proxy.url, 'POST', '/api/admin/role/query/page', { from, token, probe: 'load', body: { page: 1, limit: 20 } }),
        );
      }
    };
    const load = Promise.all([client(), client(), client(), client()]);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    killedAt = Date.now();
    apis[1]!.kill('SIGKILL');
    await apis[1]!.exited;
    // Until the kernel has torn the process down, its listening socket may still take a connection in.
    deadAt = Date.now();
    await load;

    const failed = answers.filter((answer) => answer.http !== 200 || answer.status !== 200);
    const after = answers.filter((answer) => answer.startedAt > deadAt);
    console.info(
      `scale-out kill: ${answers.length} requests, ${after.length} sent once the instance was gone (${deadAt - killedAt} ms after SIGKILL), ` +
        `${failed.length} failed: those in flight on the killed instance`,
    );
    expect(after.length).toBeGreaterThan(8);
    // A failure is a request that was under way while the instance died: at most one per client.
    expect(failed.every((answer) => answer.startedAt <= deadAt && answer.endedAt >= killedAt)).toBe(true);
    expect(failed.length).toBeLessThanOrEqual(4);
    // Afterwards every request was answered by the surviving instance.
    const survivor = upstreams[0];
    const lastServed = proxy
      .accessLog()
      .filter((line) => line.probe === 'load')
      .slice(-10)
      .map((line) => line.upstreams.at(-1));
    expect(lastServed).toEqual(Array<string>(10).fill(survivor));
  });
});
