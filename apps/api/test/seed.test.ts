import { isValidMobile } from '@cvap/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildingFloors, buildings, opLogs, repairOrders, residentials, roles, users } from '../src/db/schema/index.js';
import { prepareDatabase } from '../src/db/migrate.js';
import { call, startTestApp, type TestApp } from './helpers/app.js';
import { TEST_SEED } from './setup/seed-options.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('the demo seed', () => {
  it('has three communities, each with buildings and every floor of each building', async () => {
    const orm = t.database.db.orm;
    const communities = await orm.select().from(residentials).orderBy(residentials.companyId);
    expect(communities.map((c) => [c.companyId, c.residentialName, c.kind])).toEqual([
      ['1001', '阳光花园', 'residential'],
      ['1002', '翠湖苑', 'residential'],
      ['1003', '星河科创园', 'campus'],
    ]);
    for (const community of communities) {
      const blocks = await orm.select().from(buildings).where(eq(buildings.residentialId, community.id));
      expect(blocks.length).toBeGreaterThanOrEqual(2);
      for (const block of blocks) {
        const [floors] = await orm.select({ n: count() }).from(buildingFloors).where(eq(buildingFloors.buildingId, block.id));
        expect(floors!.n).toBe(block.floorCount);
      }
    }
  });

  it('gives every user a Chinese name, a valid mobile number and at least one role', async () => {
    const all = await t.database.db.orm.select({ name: users.name, phone: users.phone, roles: sql<number>`(select count(*) from user_roles ur where ur.user_id = ${users.id})`.mapWith(Number) }).from(users);
    expect(all.length).toBeGreaterThanOrEqual(10);
    for (const user of all) {
      expect(user.name).toMatch(/[\u4e00-\u9fa5]/);
      expect(isValidMobile(user.phone ?? ''), `${user.name} ${user.phone}`).toBe(true);
      expect(user.roles).toBeGreaterThan(0);
    }
  });

  it('has the named roles and repair orders in every status', async () => {
    const names = (await t.database.db.orm.select({ name: roles.name }).from(roles)).map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['系统管理员', '社区经理', '维修工', '访客机']));
    const statuses = new Set((await t.database.db.orm.select({ status: repairOrders.status }).from(repairOrders)).map((r) => r.status));
    expect([...statuses].sort()).toEqual(['checking', 'closed', 'completed', 'pending', 'processing', 'visiting']);
  });

  it('runs only on an empty database', async () => {
    const before = await t.database.db.orm.select({ n: count() }).from(users);
    expect((await prepareDatabase(t.database.db, TEST_SEED)).seeded).toBe('existing');
    expect(await t.database.db.orm.select({ n: count() }).from(users)).toEqual(before);
  });
});

describe('the operation log', () => {
  it('encodes newlines in what it records', async () => {
    await call(t.app, 'POST', '/api/auth/jwt/token', { body: { username: 'admin\n2026-01-01 INFO admin logged in', password: 'x' } });
    await new Promise((r) => setTimeout(r, 100));
    const rows = await t.database.db.orm.select().from(opLogs).where(eq(opLogs.action, 'login'));
    const row = rows.find((r) => r.username?.startsWith('admin\\n'));
    expect(row?.username).toBe('admin\\n2026-01-01 info admin logged in'.slice(0, 64));
    expect(JSON.stringify(row?.detail)).not.toContain('\n');
  });
});
