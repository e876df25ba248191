import { flattenMenus } from '@cvap/contracts';
import { and, between, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import { readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { jwtSecretProblem, type Config } from '../../config.js';
import { MIGRATIONS_FOLDER, type Orm } from '../../db/client.js';
import { menus, userRoles, users } from '../../db/schema/index.js';
import type { TaskResultLine } from '../task-service.js';
import type { SelfCheckText } from './texts.js';

export interface StepContext {
  orm: Orm;
  config: Config;
  tenantId: number;
  text: SelfCheckText;
  signal: AbortSignal;
  now: Date;
}

export type SelfCheckStep = (context: StepContext) => Promise<TaskResultLine>;

const HW_BRIDGE_TIMEOUT_MS = 3000;
const SLOW_DATABASE_MS = 200;
const EXPIRY_WINDOW_MS = 30 * 86_400_000;
const LISTED_NAMES = 5;

async function rows<T>(orm: Orm, query: ReturnType<typeof sql>): Promise<T[]> {
  // Both drivers answer execute() with an object carrying `rows`.
  return ((await orm.execute(query)) as unknown as { rows: T[] }).rows;
}

function nameList(names: string[]): string {
  return names.slice(0, LISTED_NAMES).join('、') + (names.length > LISTED_NAMES ? ' …' : '');
}

const databaseLatency: SelfCheckStep = async ({ orm, text }) => {
  const started = performance.now();
  await orm.execute(sql`select 1`);
  const ms = performance.now() - started;
  return { label: text.dbLatency, value: `${ms.toFixed(1)} ms`, ok: ms < SLOW_DATABASE_MS };
};

const migrationsApplied: SelfCheckStep = async ({ orm, text }) => {
  const journal = JSON.parse(await readFile(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const applied = new Set(
    (await rows<{ created_at: string | number }>(orm, sql`select created_at from drizzle.__drizzle_migrations`)).map((r) =>
      Number(r.created_at),
    ),
  );
  const missing = journal.entries.filter((entry) => !applied.has(entry.when)).map((entry) => entry.tag);
  const total = journal.entries.length;
  const value = text.migrationsValue(total - missing.length, total) + (missing.length ? text.migrationsMissing(missing.join(', ')) : '');
  return { label: text.migrations, value, ok: missing.length === 0 };
};

const jwtSecretStrength: SelfCheckStep = async ({ config, text }) => {
  const problem = jwtSecretProblem(config.jwt.value);
  if (problem) return { label: text.jwtSecret, value: text.jwtSecretWeak(problem), ok: false };
  let value = text.jwtSecretValue(Buffer.byteLength(config.jwt.value), config.jwt.source);
  let ok = true;
  if (config.jwt.file) {
    const mode = statSync(config.jwt.file).mode & 0o777;
    value += text.jwtFileMode(mode.toString(8));
    ok = (mode & 0o077) === 0;
  }
  return { label: text.jwtSecret, value, ok };
};

const menuCatalogue: SelfCheckStep = async ({ orm, text }) => {
  const inDatabase = new Set((await orm.select({ code: menus.code }).from(menus)).map((m) => m.code));
  const catalogue = flattenMenus().map(({ decl }) => decl.code);
  const missing = catalogue.filter((code) => !inDatabase.has(code));
  const extra = inDatabase.size - (catalogue.length - missing.length);
  return missing.length
    ? { label: text.menus, value: text.menusMissing(nameList(missing)), ok: false }
    : { label: text.menus, value: text.menusAll(catalogue.length, extra), ok: true };
};

const usersWithoutRole: SelfCheckStep = async ({ orm, tenantId, text }) => {
  const found = await orm
    .select({ username: users.username })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        notExists(orm.select({ one: userRoles.userId }).from(userRoles).where(eq(userRoles.userId, users.id))),
      ),
    )
    .orderBy(users.username);
  const names = found.map((u) => u.username);
  return {
    label: text.usersWithoutRole,
    value: names.length ? text.people(names.length, nameList(names)) : text.none,
    ok: names.length === 0,
  };
};

const accountsExpiringSoon: SelfCheckStep = async ({ orm, tenantId, text, now }) => {
  const found = await orm
    .select({ username: users.username })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.enabled, 1),
        isNotNull(users.validUntil),
        between(users.validUntil, now, new Date(now.getTime() + EXPIRY_WINDOW_MS)),
      ),
    )
    .orderBy(users.validUntil);
  const names = found.map((u) => u.username);
  return {
    label: text.accountsExpiring,
    value: names.length ? text.people(names.length, nameList(names)) : text.none,
    ok: names.length === 0,
  };
};

const hwBridgeReachable: SelfCheckStep = async ({ config, text, signal }) => {
  const started = performance.now();
  try {
    const response = await fetch(`${config.hwBridgeUrl}/GetImage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.any([signal, AbortSignal.timeout(HW_BRIDGE_TIMEOUT_MS)]),
    });
    await response.body?.cancel();
    const ms = Math.round(performance.now() - started);
    return { label: text.hwBridge, value: response.ok ? text.reachable(ms) : text.answered(response.status), ok: response.ok };
  } catch (error) {
    signal.throwIfAborted();
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const why =
      (error as Error).name === 'TimeoutError'
        ? text.timeout
        : cause?.code === 'ECONNREFUSED'
          ? text.refused
          : (cause?.code ?? cause?.message ?? (error as Error).message);
    return { label: text.hwBridge, value: text.unreachable(why), ok: false };
  }
};

const dataDirWritable: SelfCheckStep = async ({ config, text }) => {
  const probe = join(config.dataDir, `.self-check-${randomUUID()}`);
  try {
    await writeFile(probe, 'ok', { mode: 0o600 });
    await unlink(probe);
    return { label: text.dataDir, value: text.writable, ok: true };
  } catch {
    return { label: text.dataDir, value: text.notWritable, ok: false };
  }
};

/** In the order they run and are reported. */
export const SELF_CHECK_STEPS: readonly SelfCheckStep[] = [
  databaseLatency,
  migrationsApplied,
  jwtSecretStrength,
  menuCatalogue,
  usersWithoutRole,
  accountsExpiringSoon,
  hwBridgeReachable,
  dataDirWritable,
];
