// Upgrading is starting the new version on the old database (decision 0050): the base roles' new grants, new
// screens and option lists arrive at start-up; what an administrator changed stays as they left it.
import { flattenMenus } from '@cvap/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../src/db/client.js';
import { prepareDatabase } from '../src/db/migrate.js';
import { call, login, startTestApp, type TestApp } from './helpers/app.js';
import { openSeededDatabase, type TestDatabase } from './helpers/database.js';
import { API_MODULES, TEST_SEED } from './setup/seed-options.js';

// Granted to the community manager through the equipment section (modules/equipment/grants.ts).
const NEW_SCREEN = 'equipmentManager:equipmentFailure';
const REVOKED_SCREEN = 'equipmentManager:maintainRecord';
const href = (code: string) => flattenMenus().find(({ decl }) => decl.code === code)!.decl.path!;

let database: TestDatabase;
beforeAll(async () => {
  database = await openSeededDatabase();
});
afterAll(() => database?.dispose());

async function rows<T>(orm: Orm, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await orm.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const revoke = (orm: Orm, role: string, menu: string) =>
  orm.execute(sql`DELETE FROM role_menus WHERE role_id = (SELECT id FROM roles WHERE code = ${role})
    AND menu_id = (SELECT id FROM menus WHERE code = ${menu})`);

const holds = async (orm: Orm, role: string, menu: string) =>
  (
    await rows(
      orm,
      sql`SELECT 1 FROM role_menus rm JOIN roles r ON r.id = rm.role_id JOIN menus m ON m.id = rm.menu_id
        WHERE r.code = ${role} AND m.code = ${menu}`,
    )
  ).length === 1;

/** The hrefs of the screens the user's console shows. */
async function screensOf(t: TestApp, username: string): Promise<string[]> {
  const info = await call<{ menuTrees: { children: { href: string }[] }[] }>(t.app, 'GET', '/api/admin/user/front/info', {
    token: await login(t.app, username),
  });
  expect(info.status).toBe(200);
  return info.data.menuTrees.flatMap((section) => section.children.map((child) => child.href));
}

async function startOn(database: TestDatabase): Promise<TestApp> {
  await prepareDatabase(database.db, TEST_SEED, API_MODULES);
  return startTestApp({ database });
}

describe('starting a new version on a database of the previous release', () => {
  it('adds the new screen with its grants and option lists, and keeps what an administrator revoked or granted', async () => {
    const orm = database.db.orm;
    // The previous release: no ledger yet, no failure screen (nor its elements), no 冻结状态 list.
    await orm.execute(
      sql`DO $$ BEGIN IF to_regclass('brought_declarations') IS NOT NULL THEN DELETE FROM brought_declarations; END IF; END $$`,
    );
    await orm.execute(sql`DELETE FROM menus WHERE code = ${NEW_SCREEN}`);
    await orm.execute(sql`DELETE FROM dict_items WHERE dict_type_id = (SELECT id FROM dict_types WHERE code = 'frozenStatus')`);
    await orm.execute(sql`DELETE FROM dict_types WHERE code = 'frozenStatus'`);
    // An administrator took a screen away from the community managers and gave the staff one.
    await revoke(orm, 'communityManager', REVOKED_SCREEN);
    await orm.execute(sql`INSERT INTO role_menus (role_id, menu_id)
      SELECT (SELECT id FROM roles WHERE code = 'staff'), id FROM menus WHERE code = ${REVOKED_SCREEN}`);

    const t = await startOn(database);
    try {
      const screens = await screensOf(t, 'lihua');
      expect(screens).toContain(href(NEW_SCREEN));
      expect(screens).not.toContain(href(REVOKED_SCREEN));
      expect(await holds(orm, 'repairWorker', NEW_SCREEN)).toBe(true);
      expect(await holds(orm, 'staff', REVOKED_SCREEN)).toBe(true);
      const elementsGranted = await rows<{ code: string }>(
        orm,
        sql`SELECT e.code FROM role_elements re JOIN roles r ON r.id = re.role_id JOIN elements e ON e.id = re.element_id
          WHERE r.code = 'communityManager' AND e.code = 'property:equipmentFailure:view'`,
      );
      expect(elementsGranted).toHaveLength(1);
      const frozen = await rows<{ value: string }>(
        orm,
        sql`SELECT i.value FROM dict_items i JOIN dict_types t ON t.id = i.dict_type_id WHERE t.code = 'frozenStatus' ORDER BY i.value`,
      );
      expect(frozen.map((item) => item.value)).toEqual(['0', '1']);
    } finally {
      await t.close();
    }
  });

  it('brings a later grant of a screen the role lacked, but never again one an administrator revoked or an option deleted', async () => {
    const orm = database.db.orm;
    // A later version grants the community managers a screen they lacked: its grant is not in the ledger.
    await revoke(orm, 'communityManager', 'dashboard:dashboard');
    await orm.execute(sql`DELETE FROM brought_declarations WHERE kind = 'role-menu' AND key = ${'communityManager:dashboard:dashboard'}`);
    // An administrator revokes another screen, deletes one option and renames another.
    await revoke(orm, 'communityManager', NEW_SCREEN);
    await orm.execute(sql`DELETE FROM dict_items WHERE value = '2' AND dict_type_id = (SELECT id FROM dict_types WHERE code = 'gender')`);
    await orm.execute(
      sql`UPDATE dict_items SET label_zh = '男士' WHERE value = '1' AND dict_type_id = (SELECT id FROM dict_types WHERE code = 'gender')`,
    );
    // A later version adds an option to a list (an option whose key the ledger lacks).
    await orm.execute(
      sql`DELETE FROM dict_items WHERE value = '0' AND dict_type_id = (SELECT id FROM dict_types WHERE code = 'frozenStatus')`,
    );
    await orm.execute(sql`DELETE FROM brought_declarations WHERE kind = 'dict-item' AND key = 'frozenStatus:0'`);

    const prepared = await prepareDatabase(database.db, TEST_SEED, API_MODULES);
    expect(prepared.brought.sort()).toEqual(['dict-item frozenStatus:0', 'role-menu communityManager:dashboard:dashboard']);
    expect(await holds(orm, 'communityManager', 'dashboard:dashboard')).toBe(true);
    expect(await holds(orm, 'communityManager', NEW_SCREEN)).toBe(false);
    const gender = await rows<{ value: string; label_zh: string }>(
      orm,
      sql`SELECT i.value, i.label_zh FROM dict_items i JOIN dict_types t ON t.id = i.dict_type_id WHERE t.code = 'gender' ORDER BY i.value`,
    );
    expect(gender).toEqual([{ value: '1', label_zh: '男士' }]);

    // Idempotent: the next start brings nothing.
    expect((await prepareDatabase(database.db, TEST_SEED, API_MODULES)).brought).toEqual([]);
  });

  it('grants once when two instances start together', async () => {
    if (!database.openAnother) return; // PGlite: one process only.
    const orm = database.db.orm;
    await revoke(orm, 'staff', 'dashboard:dashboard');
    await orm.execute(sql`DELETE FROM brought_declarations WHERE kind = 'role-menu' AND key = ${'staff:dashboard:dashboard'}`);
    const other = await database.openAnother();
    const [first, second] = await Promise.all([
      prepareDatabase(database.db, TEST_SEED, API_MODULES),
      prepareDatabase(other, TEST_SEED, API_MODULES),
    ]);
    expect([...first.brought, ...second.brought]).toEqual(['role-menu staff:dashboard:dashboard']);
    expect(await holds(orm, 'staff', 'dashboard:dashboard')).toBe(true);
  });
});
