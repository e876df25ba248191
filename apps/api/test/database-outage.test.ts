import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { call, login, startTestApp, type TestApp } from './helpers/app.js';
import { openSeededDatabase, type TestDatabase } from './helpers/database.js';

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

  beforeAll(async () => {
    seeded = await openSeededDatabase();
    const direct = new URL(seeded.url!);
    proxy = new CuttableProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    await proxy.up();
    const viaProxy = new URL(seeded.url!);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    const db = await openDatabase({ kind: 'postgres', url: viaProxy.toString(), poolSize: 4 });
    t = await startTestApp({ database: { db, dispose: () => db.close() } });
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

    await proxy.up();
    const back = Date.now();
    let status = 0;
    while (status !== 200 && Date.now() - back < 5000) {
      status = (await call(t.app, 'GET', '/api/admin/user/front/info', { token })).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(200);
  });
});
