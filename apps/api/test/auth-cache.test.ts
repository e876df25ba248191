import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AUTH_USER_COLUMNS, authReads } from '../src/auth/authenticate.js';
import { users } from '../src/db/schema/index.js';
import { call, login, startTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const USER_INFO = '/api/admin/user/front/info';
const APARTMENT_PAGE = '/api/door/apartment/query/page';

describe('the per-instance auth cache', () => {
  it('answers a repeated request from memory: with the change signal switched off, a frozen account still passes', async () => {
    const token = await login(t.app, 'chenjing');
    expect((await call(t.app, 'GET', USER_INFO, { token })).status).toBe(200);
    expect(t.app.authCache.size.sessions).toBeGreaterThan(0);

    // Proof that the session is no longer read per request: without the trigger nobody tells the cache.
    const orm = t.database.db.orm;
    await orm.execute(sql`alter table users disable trigger users_auth_changed`);
    try {
      await orm.update(users).set({ frozen: 1 }).where(eq(users.username, 'chenjing'));
      expect((await call(t.app, 'GET', USER_INFO, { token })).status).toBe(200);
    } finally {
      await orm.update(users).set({ frozen: 0 }).where(eq(users.username, 'chenjing'));
      await orm.execute(sql`alter table users enable trigger users_auth_changed`);
    }
  });

  it('applies a change made by any statement of this instance on the very next request (freeze, then unfreeze)', async () => {
    const token = await login(t.app, 'chenjing');
    expect((await call(t.app, 'GET', USER_INFO, { token })).status).toBe(200);
    const orm = t.database.db.orm;
    await orm.update(users).set({ frozen: 1 }).where(eq(users.username, 'chenjing'));
    expect((await call(t.app, 'GET', USER_INFO, { token })).status).toBe(7102);
    await orm.update(users).set({ frozen: 0 }).where(eq(users.username, 'chenjing'));
    expect((await call(t.app, 'GET', USER_INFO, { token })).status).toBe(200);
  });

  it('applies a change made inside a transaction once it commits, and ignores one rolled back', async () => {
    const token = await login(t.app, 'chenjing');
    const orm = t.database.db.orm;
    expect((await call(t.app, 'GET', USER_INFO, { token })).status).toBe(200);
    await orm
      .transaction(async (tx) => {
        await tx.update(users).set({ frozen: 1 }).where(eq(users.username, 'chenjing'));
        tx.rollback();
      })
      .catch(() => undefined);
    expect((await call(t.app, 'GET', USER_INFO, { token })).status).toBe(200);
    await orm.transaction(async (tx) => {
      await tx.update(users).set({ frozen: 1 }).where(eq(users.username, 'chenjing'));
    });
    expect((await call(t.app, 'GET', USER_INFO, { token })).status).toBe(7102);
    await orm.update(users).set({ frozen: 0 }).where(eq(users.username, 'chenjing'));
  });
});

describe.runIf(inject('dbKind') === 'postgres')('the auth cache with two API instances on one PostgreSQL', () => {
  it('a grant removed through one instance is refused by the other as soon as the notification arrives', async () => {
    const second = await startTestApp({ database: { db: await t.database.openAnother!(), dispose: async () => undefined } });
    try {
      const admin = await login(t.app, 'admin');
      const lihua = await login(second.app, 'lihua');
      const page = () => call(second.app, 'POST', APARTMENT_PAGE, { token: lihua, companyId: '1001', body: { page: 1, limit: 5 } });
      // Warm the second instance's cache, then change the role through the first instance's HTTP API.
      expect((await page()).status).toBe(200);
      expect((await page()).status).toBe(200);
      type Role = { id: number; code: string; name: string; nameEn: string | null; description: string | null; enabled: number };
      const roles = await call<{ rows: Role[] }>(t.app, 'POST', '/api/admin/role/query/page', {
        token: admin,
        body: { page: 1, limit: 50 },
      });
      const { id, name, nameEn, description } = roles.data!.rows.find((row) => row.code === 'communityManager')!;
      const setEnabled = (enabled: number) =>
        call(t.app, 'PUT', `/api/admin/role/${id}`, { token: admin, body: { name, nameEn, description, enabled } });
      expect((await setEnabled(0)).status).toBe(200);
      await expect.poll(async () => (await page()).status, { timeout: 2000, interval: 20 }).toBe(40301);
      expect((await setEnabled(1)).status).toBe(200);
      await expect.poll(async () => (await page()).status, { timeout: 2000, interval: 20 }).toBe(200);
    } finally {
      await second.close();
      await second.database.db.close();
    }
  });

  it('a change made outside the API (another client’s SQL) reaches the cache', async () => {
    const token = await login(t.app, 'chenjing');
    expect((await call(t.app, 'GET', USER_INFO, { token })).status).toBe(200);
    const outside = new pg.Client({ connectionString: t.database.url });
    await outside.connect();
    try {
      await outside.query("update users set frozen = 1 where username = 'chenjing'");
      await expect.poll(async () => (await call(t.app, 'GET', USER_INFO, { token })).status, { timeout: 2000, interval: 20 }).toBe(7102);
      await outside.query("update users set frozen = 0 where username = 'chenjing'");
    } finally {
      await outside.end();
    }
  });

  it('reads the database on every request while its LISTEN connection is down, and caches again once it is back', async () => {
    const token = await login(t.app, 'chenjing');
    expect((await call(t.app, 'GET', USER_INFO, { token })).status).toBe(200);
    const outside = new pg.Client({ connectionString: t.database.url });
    await outside.connect();
    try {
      await outside.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'cvap-api-listen'`,
      );
      await expect.poll(() => t.app.authCache.usable, { timeout: 2000 }).toBe(false);
      // Nobody can tell the cache now, but it is not used: the change applies at once.
      await outside.query("update users set frozen = 1 where username = 'chenjing'");
      expect((await call(t.app, 'GET', USER_INFO, { token })).status).toBe(7102);
      await outside.query("update users set frozen = 0 where username = 'chenjing'");
      await expect.poll(() => t.app.authCache.usable, { timeout: 5000 }).toBe(true);
      expect((await call(t.app, 'GET', USER_INFO, { token })).status).toBe(200);
    } finally {
      await outside.end();
    }
  });
});

describe('the auth-change triggers and what authentication reads', () => {
  /** Every `"table"."column"` the statements authentication caches refer to, by table. */
  function columnsRead(): Map<string, Set<string>> {
    const read = new Map<string, Set<string>>();
    for (const { sql: text } of authReads(t.database.db.orm)) {
      for (const [, table, column] of text.matchAll(/"(\w+)"\."(\w+)"/g)) {
        if (!read.has(table!)) read.set(table!, new Set());
        read.get(table!)!.add(column!);
      }
    }
    return read;
  }

  /** The triggers running cvap_auth_changed as the database holds them: table, event bits, and column list. */
  async function triggers(): Promise<{ table: string; type: number; columns: string[] }[]> {
    const result = (await t.database.db.orm.execute(sql`
      select c.relname as "table", t.tgtype as "type",
             coalesce((select array_agg(a.attname::text order by a.attname) from pg_attribute a where a.attrelid = t.tgrelid and a.attnum = any(t.tgattr::int2[])), '{}') as "columns"
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where p.proname = 'cvap_auth_changed' and not t.tgisinternal`)) as unknown as {
      rows: { table: string; type: number; columns: string[] }[];
    };
    return result.rows.map((row) => ({ ...row, type: Number(row.type) }));
  }

  const UPDATE = 16;
  const DELETE = 8;

  it('reads of users exactly the columns listed for its trigger (AUTH_USER_COLUMNS), and the trigger fires on exactly those', async () => {
    const listed = Object.values(AUTH_USER_COLUMNS)
      .map((column) => column.name)
      .sort();
    const read = [...(columnsRead().get('users') ?? [])].filter((column) => column !== 'id').sort();
    expect(read).toEqual(listed);
    const onUpdate = (await triggers()).filter((trigger) => trigger.table === 'users' && trigger.type & UPDATE);
    expect(onUpdate).toHaveLength(1);
    expect([...onUpdate[0]!.columns].sort()).toEqual(listed);
  });

  it('has every other table authentication reads signal any update and any delete', async () => {
    const all = await triggers();
    const tables = [...columnsRead().keys()].filter((table) => table !== 'users');
    expect(tables).toEqual(
      expect.arrayContaining(['sessions', 'user_roles', 'roles', 'role_elements', 'elements', 'user_residentials', 'residentials']),
    );
    for (const table of tables) {
      const own = all.filter((trigger) => trigger.table === table);
      expect(
        own.some((trigger) => trigger.type & UPDATE && trigger.columns.length === 0),
        `${table}: update`,
      ).toBe(true);
      expect(
        own.some((trigger) => trigger.type & DELETE),
        `${table}: delete`,
      ).toBe(true);
    }
  });
});
