import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { prepareDatabase } from '../src/db/migrate.js';
import { FirstStartError } from '../src/db/seed/index.js';
import { API_MODULES } from '../src/modules/index.js';
import { call, login, startTestApp } from './helpers/app.js';
import { openEmptyDatabase } from './helpers/database.js';
import { request, startServerProcess } from './helpers/server-process.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cvap-config-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const STRONG = randomBytes(40).toString('base64url');

describe('configuration', () => {
  it('refuses a JWT secret shorter than 32 bytes or a known default', () => {
    const DATA_DIR = tempDir();
    expect(() => loadConfig({ DATA_DIR, JWT_SECRET: 'short-secret' })).toThrow(/shorter than 32 bytes/);
    for (const weak of [
      'secret',
      'changeme',
      'changemechangemechangemechangeme',
      'secret-secret-secret-secret-secret',
      'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    ])
      expect(() => loadConfig({ DATA_DIR, JWT_SECRET: weak }), weak).toThrow(ConfigError);
    expect(loadConfig({ DATA_DIR, JWT_SECRET: STRONG }).jwt).toEqual({ value: STRONG, source: 'env' });
  });

  it('generates the secret once into DATA_DIR/jwt-secret with mode 0600 and reuses it', () => {
    const DATA_DIR = tempDir();
    const first = loadConfig({ DATA_DIR });
    expect(first.jwt.source).toBe('file');
    expect(Buffer.byteLength(first.jwt.value)).toBeGreaterThanOrEqual(32);
    expect(statSync(join(DATA_DIR, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR }).jwt.value).toBe(first.jwt.value);
    expect(readFileSync(join(DATA_DIR, 'jwt-secret'), 'utf8')).toBe(first.jwt.value);
  });

  it('keeps API docs on in demo and development, off in production unless API_DOCS=1', () => {
    const base = { DATA_DIR: tempDir(), JWT_SECRET: STRONG, DOOR_LICENCE_SECRET: 'a-production-licence-secret' };
    expect(loadConfig({ ...base, CVAP_MODE: 'demo' }).apiDocs).toBe(true);
    expect(loadConfig({ ...base, CVAP_MODE: 'development' }).apiDocs).toBe(true);
    expect(loadConfig({ ...base, CVAP_MODE: 'production' }).apiDocs).toBe(false);
    expect(loadConfig({ ...base, CVAP_MODE: 'production', API_DOCS: '1' }).apiDocs).toBe(true);
  });

  it('never allows the demo seed in production, and defaults the seed by mode', () => {
    const base = { DATA_DIR: tempDir(), JWT_SECRET: STRONG, DOOR_LICENCE_SECRET: 'a-production-licence-secret' };
    expect(() => loadConfig({ ...base, CVAP_MODE: 'production', SEED: 'demo' })).toThrow(/not allowed in production/);
    expect(loadConfig({ ...base, CVAP_MODE: 'production' }).seed).toBe('none');
    expect(loadConfig({ ...base }).seed).toBe('demo');
    // The public development default of the authorization-file secret would let anyone sign a file.
    expect(() => loadConfig({ ...base, CVAP_MODE: 'production', DOOR_LICENCE_SECRET: undefined })).toThrow(/DOOR_LICENCE_SECRET/);
  });

  it('refuses invalid values with the variable named', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: STRONG, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: STRONG, DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('keeps files in the uploads folder unless S3_ENDPOINT is set, and then needs the bucket and both keys', () => {
    const base = { DATA_DIR: tempDir(), JWT_SECRET: STRONG };
    expect(loadConfig(base).files).toEqual({ driver: 'local' });
    expect(() => loadConfig({ ...base, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'S3_ENDPOINT is set, so S3_BUCKET, S3_SECRET_ACCESS_KEY must be set too.',
    );
    const s3 = {
      ...base,
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_BUCKET: 'cvap',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(s3).files).toEqual({
      driver: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'cvap',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      region: 'us-east-1',
      forcePathStyle: true,
      signedDownloads: false,
    });
    expect(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'false', S3_SIGNED_DOWNLOADS: '1', S3_REGION: 'oss-cn-hangzhou' }).files).toMatchObject(
      {
        forcePathStyle: false,
        signedDownloads: true,
        region: 'oss-cn-hangzhou',
      },
    );
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'ftp://store' })).toThrow(/S3_ENDPOINT/);
  });

  it('adds the Vite dev server to the allowed origins in development only', () => {
    const base = { DATA_DIR: tempDir(), JWT_SECRET: STRONG, ALLOWED_ORIGINS: 'https://console.example.cn' };
    expect(loadConfig({ ...base, CVAP_MODE: 'development' }).allowedOrigins).toEqual([
      'https://console.example.cn',
      'http://localhost:5173',
      'http://127.0.0.1:5173',
    ]);
    expect(loadConfig({ ...base, CVAP_MODE: 'demo' }).allowedOrigins).toEqual(['https://console.example.cn']);
  });
});

describe('first start on an empty database', () => {
  it('in production refuses without ADMIN_INITIAL_PASSWORD, then creates only admin with it', async () => {
    const empty = await openEmptyDatabase();
    try {
      await expect(
        prepareDatabase(empty.db, { mode: 'production', seed: 'none', adminInitialPassword: null }, API_MODULES),
      ).rejects.toThrow(FirstStartError);
      await expect(
        prepareDatabase(empty.db, { mode: 'production', seed: 'none', adminInitialPassword: 'weak' }, API_MODULES),
      ).rejects.toThrow(FirstStartError);
      expect(
        (await prepareDatabase(empty.db, { mode: 'production', seed: 'none', adminInitialPassword: 'Initial@2026' }, API_MODULES)).seeded,
      ).toBe('admin');
      expect((await prepareDatabase(empty.db, { mode: 'production', seed: 'none', adminInitialPassword: null }, API_MODULES)).seeded).toBe(
        'existing',
      );
      const production = await startTestApp({ database: empty, config: { mode: 'production', apiDocs: false, seed: 'none' } });
      try {
        const token = await login(production.app, 'admin', 'Initial@2026');
        const info = await call<{ menuTrees: unknown[]; communities: unknown[] }>(production.app, 'GET', '/api/admin/user/front/info', {
          token,
        });
        expect(info.data.menuTrees.length).toBeGreaterThan(5);
        expect(info.data.communities).toEqual([]);
        expect(
          (await call(production.app, 'POST', '/api/auth/jwt/token', { body: { username: 'lihua', password: 'Manager@2026' } })).status,
        ).toBe(40103);
      } finally {
        await production.close();
      }
    } finally {
      await empty.dispose();
    }
    // Migrations, the production seed and an app start on PGlite: seconds on a quiet machine, more under load.
  }, 120_000);
});

interface Run {
  code: number | null;
  output: string;
}

/** Runs the real entry point (src/main.ts through tsx) with the given environment. */
function startServer(env: Record<string, string>): { done: Promise<Run>; output: () => string; stop: () => void } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/main.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const done = new Promise<Run>((resolve) => child.on('exit', (code) => resolve({ code, output })));
  return { done, output: () => output, stop: () => child.kill('SIGTERM') };
}

async function waitFor(read: () => string, pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
    const match = read().match(pattern);
    if (match) return match;
  }
  throw new Error(`timed out waiting for ${pattern}; output:\n${read()}`);
}

describe.runIf(inject('dbKind') === 'pglite')('the server process', () => {
  it('refuses to start with a short JWT secret', async () => {
    const dir = tempDir();
    const run = await startServer({ JWT_SECRET: 'too-short', DATA_DIR: dir, PGLITE_DIR: join(dir, 'pglite') }).done;
    expect(run.code).toBe(1);
    expect(run.output).toContain('Refusing to start: JWT_SECRET is refused: it is shorter than 32 bytes');
  });

  it('starts on a fresh PGlite directory, serves, closes cleanly on SIGTERM and reopens the same data', async () => {
    const dir = tempDir();
    const env = { DATA_DIR: dir, PGLITE_DIR: join(dir, 'pglite'), CVAP_MODE: 'demo', HW_BRIDGE_URL: 'http://127.0.0.1:65533' };
    for (const round of ['fresh', 'existing']) {
      const server = startServer(env);
      const [, address] = await waitFor(server.output, /"address":"(http:\/\/[^"]+)"[^\n]*CVAP API listening/, 150_000);
      const health = (await (await fetch(`${address}/api/health`)).json()) as { status: number };
      expect(health.status, round).toBe(200);
      const loginResponse = (await (
        await fetch(`${address}/api/auth/jwt/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"username":"lihua","password":"Manager@2026"}',
        })
      ).json()) as { status: number };
      expect(loginResponse.status, round).toBe(200);
      server.stop();
      const run = await server.done;
      expect(run.code, run.output).toBe(0);
      if (round === 'fresh') expect(run.output).toContain('empty database seeded');
      else expect(run.output).not.toContain('empty database seeded');
    }
    // The demo seed (a year of bills, repairs, devices) on a fresh PGlite directory is the slow part of the first round.
  }, 360_000);
});

/**
 * The state word of PostgreSQL's control file (global/pg_control: system identifier, control and catalogue
 * versions, then the state): 1 is "shut down" (the next start needs no recovery), 6 "in production" (open, or
 * left open by a process that died: the next start must recover).
 */
function clusterState(pgliteDir: string): number {
  return readFileSync(join(pgliteDir, 'global/pg_control')).readInt32LE(16);
}
const SHUT_DOWN = 1;
const IN_PRODUCTION = 6;

/** A login whose body is sent in two parts, the second when the test says: a request that stays in flight. */
function slowLogin(base: string): { sendRest: () => void; answer: Promise<{ http: number; status: number | null }> } {
  const body = Buffer.from('{"username":"admin","password":"Signal@2026"}');
  const url = new URL('/api/auth/jwt/token', base);
  let sendRest = () => {};
  const answer = new Promise<{ http: number; status: number | null }>((resolve) => {
    const req = httpRequest(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': body.length } },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ http: res.statusCode ?? 0, status: (JSON.parse(text) as { status: number }).status }));
        res.on('error', () => resolve({ http: 0, status: null }));
      },
    );
    req.on('error', () => resolve({ http: 0, status: null }));
    req.write(body.subarray(0, 10));
    sendRest = () => req.end(body.subarray(10));
  });
  return { sendRest, answer };
}

describe.runIf(inject('dbKind') === 'pglite')('SIGTERM on the embedded database', () => {
  it('lets a request in flight finish, cuts one that never ends, closes PGlite cleanly and exits 0 within 10 s', async () => {
    const dir = tempDir();
    const pgliteDir = join(dir, 'pglite');
    const env = {
      DATA_DIR: dir,
      PGLITE_DIR: pgliteDir,
      CVAP_MODE: 'demo',
      SEED: 'none',
      ADMIN_INITIAL_PASSWORD: 'Signal@2026',
      HW_BRIDGE_URL: 'http://127.0.0.1:65533',
    };
    const server = startServerProcess(env);
    try {
      const base = await server.listening(150_000);
      expect(clusterState(pgliteDir)).toBe(IN_PRODUCTION);
      const finishing = slowLogin(base);
      const stalled = slowLogin(base);
      await expect
        .poll(() => server.output().match(/"url":"\/api\/auth\/jwt\/token"[^\n]*incoming request/g)?.length ?? 0, { timeout: 10_000 })
        .toBe(2);

      const signalled = Date.now();
      server.kill('SIGTERM');
      await expect.poll(() => server.output().includes('shutting down'), { timeout: 5000 }).toBe(true);
      // New connections are refused from now on; the request in flight still gets its answer.
      expect((await request(base, 'GET', '/api/health')).http).toBe(0);
      finishing.sendRest();
      expect(await finishing.answer).toEqual({ http: 200, status: 200 });
      const { code } = await server.exited;
      expect(code, server.output().slice(-4000)).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(10_000);
      // The stalled one was cut (its connection closed) so that the database could still close in time.
      expect((await stalled.answer).http).toBe(0);
      expect(server.output()).toContain('stopped: requests finished, database closed');
      expect(clusterState(pgliteDir)).toBe(SHUT_DOWN);
    } finally {
      server.kill('SIGKILL');
    }

    // The next start opens the same data without recovery and serves it.
    const again = startServerProcess(env);
    try {
      const base = await again.listening(150_000);
      expect((await request(base, 'POST', '/api/auth/jwt/token', { body: { username: 'admin', password: 'Signal@2026' } })).status).toBe(
        200,
      );
      again.kill('SIGTERM');
      expect((await again.exited).code, again.output().slice(-4000)).toBe(0);
      expect(clusterState(pgliteDir)).toBe(SHUT_DOWN);
    } finally {
      again.kill('SIGKILL');
    }
  }, 360_000);
});
