// Times the demo seed with and without the attendance module's part, on PostgreSQL (TEST_PG_ADMIN_URL or local).
// Run: cd apps/api && npx tsx --conditions=source bench/attendance-seed-time.ts
import pg from 'pg';
import { openDatabase } from '../src/db/client.js';
import { prepareDatabase } from '../src/db/migrate.js';
import { API_MODULES } from '../src/modules/index.js';

const adminUrl = process.env.TEST_PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const seed = { mode: 'demo', seed: 'demo', adminInitialPassword: null } as const;

async function timed(name: string, modules: typeof API_MODULES): Promise<number> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const database = `cvap_seedtime_${name}_${Date.now().toString(36)}`;
  await admin.query(`create database ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const db = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
  let attendanceMs = 0;
  const wrapped = modules.map((module) =>
    module.name === 'attendance' && module.seed
      ? {
          ...module,
          seed: async (...args: Parameters<NonNullable<typeof module.seed>>) => {
            const started = performance.now();
            await module.seed!(...args);
            attendanceMs = performance.now() - started;
          },
        }
      : module,
  );
  const started = performance.now();
  try {
    await prepareDatabase(db, seed, wrapped);
  } finally {
    await db.close();
    await admin.query(`drop database ${database} with (force)`);
    await admin.end();
  }
  const total = performance.now() - started;
  console.log(`${name}: whole first start ${(total / 1000).toFixed(1)} s, attendance seed ${(attendanceMs / 1000).toFixed(2)} s`);
  return total;
}

await timed(
  'without',
  API_MODULES.map((module) => (module.name === 'attendance' ? { ...module, seed: undefined } : module)),
);
await timed('with', API_MODULES);
