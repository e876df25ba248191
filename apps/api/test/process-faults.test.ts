import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openSeededDatabase, type TestDatabase } from './helpers/database.js';
import { request, startServerProcess, type ServerProcess } from './helpers/server-process.js';

const PROVOKE = join(import.meta.dirname, 'fixtures/provoke-fault.mjs');

describe.runIf(inject('dbKind') === 'postgres')('an unhandled promise rejection in the API process', () => {
  let database: TestDatabase | null = null;
  let server: ServerProcess | null = null;
  const dataDir = mkdtempSync(join(tmpdir(), 'cvap-faults-'));
  afterAll(async () => {
    server?.kill('SIGKILL');
    await database?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is logged with its stack and counted in health, and the process keeps serving', async () => {
    database = await openSeededDatabase();
    // The real entry point; the test's preload only creates the rejection (on SIGUSR2), main.ts's policy handles it.
    server = startServerProcess(
      { DATABASE_URL: database.url!, CVAP_MODE: 'demo', DATA_DIR: dataDir, HW_BRIDGE_URL: 'http://127.0.0.1:65533' },
      [PROVOKE],
    );
    const base = await server.listening(90_000);
    expect((await request(base, 'GET', '/api/health')).data).toEqual({ db: 'up', unhandledRejections: 0 });

    for (const expected of [1, 2]) {
      process.kill(server.pid, 'SIGUSR2');
      await expect
        .poll(async () => (await request(base, 'GET', '/api/health')).data, { timeout: 10_000, interval: 100 })
        .toEqual({ db: 'up', unhandledRejections: expected });
    }
    expect(server.exitCode()).toBe('running');
    // The log arrives through its own pipe, possibly after the health answer that counted it.
    const rejectionLines = () =>
      server!
        .output()
        .split('\n')
        .filter((line) => line.includes('unhandled promise rejection'));
    await expect.poll(() => rejectionLines().length, { timeout: 5000 }).toBe(2);
    const logged = rejectionLines();
    expect(logged[0]).toContain('provoked by the test: nobody handles this rejection');
    expect(logged[0]).toContain('provoke-fault.mjs');
    const signIn = await request(base, 'POST', '/api/auth/jwt/token', { body: { username: 'admin', password: 'Admin@2026' } });
    expect(signIn.status).toBe(200);

    server.kill('SIGTERM');
    expect((await server.exited).code, server.output().slice(-4000)).toBe(0);
  }, 120_000);

  it('an uncaught exception is logged with its stack and stops the process cleanly with exit code 1', async () => {
    database ??= await openSeededDatabase();
    server = startServerProcess(
      {
        DATABASE_URL: database.url!,
        CVAP_MODE: 'demo',
        DATA_DIR: dataDir,
        HW_BRIDGE_URL: 'http://127.0.0.1:65533',
        PROVOKE: 'exception',
      },
      [PROVOKE],
    );
    const base = await server.listening(90_000);
    expect((await request(base, 'GET', '/api/health')).http).toBe(200);
    const signalled = Date.now();
    process.kill(server.pid, 'SIGUSR2');
    const { code } = await server.exited;
    expect(code, server.output().slice(-4000)).toBe(1);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    const fatal = server
      .output()
      .split('\n')
      .find((line) => line.includes('uncaught exception: stopping'));
    expect(fatal).toContain('provoked by the test: nobody catches this exception');
    expect(fatal).toContain('provoke-fault.mjs');
    // The same orderly stop as SIGTERM: requests finished, database closed.
    expect(server.output()).toContain('stopped: requests finished, database closed');
  }, 120_000);
});
