// Seeds a new PostgreSQL database and writes its pg_dump, with what differs between two seeds of the same code
// masked, so that two commits' seeds can be compared with diff (docs/decisions/0026, Evidence):
//   npx tsx --conditions=source scripts/seed-snapshot.ts <database> demo|production <out.sql>
// The process clock is fixed; the database's own timestamps, salted password hashes and pg_dump's \restrict key are
// masked. PostgreSQL: TEST_PG_ADMIN_URL or postgres://postgres@127.0.0.1:5432/postgres; the database is replaced.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase } from '../src/db/client.js';
import { prepareDatabase } from '../src/db/migrate.js';
import { API_MODULES } from '../src/modules/index.js';

const FIXED = Date.UTC(2026, 10, 27, 12, 0, 0);
class FixedDate extends Date {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(FIXED);
    else super(...(args as [number]));
  }
  static override now(): number {
    return FIXED;
  }
}
globalThis.Date = FixedDate as DateConstructor;

const [name, mode, out] = process.argv.slice(2);
if (!name || !/^[a-z_][a-z0-9_]*$/.test(name) || (mode !== 'demo' && mode !== 'production') || !out)
  throw new Error('usage: seed-snapshot.ts <database> demo|production <out.sql>');
const adminUrl = new URL(process.env.TEST_PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
const admin = new pg.Client({ connectionString: adminUrl.toString() });
await admin.connect();
await admin.query(`drop database if exists ${name} with (force)`);
await admin.query(`create database ${name}`);
await admin.end();
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const db = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
const options =
  mode === 'demo'
    ? ({ mode: 'demo', seed: 'demo', adminInitialPassword: null } as const)
    : ({ mode: 'production', seed: 'none', adminInitialPassword: 'Initial@2026' } as const);
await prepareDatabase(db, options, API_MODULES);
await db.close();
const dump = execFileSync('pg_dump', ['--no-owner', url.toString()], { encoding: 'utf8', maxBuffer: 1 << 30 });
writeFileSync(
  out,
  dump
    .replace(/\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}(:\d{2})?|Z)?/g, '<TS>')
    .replace(/\$argon2[^\t\n]*/g, '<HASH>')
    .replace(/^\\(un)?restrict .*$/gm, '<RESTRICT>'),
);
console.log(`${name}: ${mode} seed dumped to ${out}`);
