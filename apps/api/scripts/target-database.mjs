// The scale generators' target: a PostgreSQL database created when missing (only a gen_* name), and how many
// tenants it already holds (0: empty or not migrated yet).
import pg from 'pg';

/** Creates the database of `url` when missing (refused unless it is named gen_*); answers its tenant count. */
export async function prepareTarget(url, say) {
  const dbName = decodeURIComponent(new URL(url).pathname.slice(1));
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [dbName]);
    if (rowCount === 0) {
      if (!dbName.startsWith('gen_')) {
        console.error(`Database ${dbName} does not exist; the script creates only databases named gen_*.`);
        process.exit(2);
      }
      await admin.query(`create database "${dbName.replace(/"/g, '""')}"`);
      say(`created database ${dbName}`);
    }
  } finally {
    await admin.end();
  }
  const probe = new pg.Client({ connectionString: url });
  await probe.connect();
  try {
    const { rows } = await probe.query("select to_regclass('public.tenants') is not null as has");
    return { dbName, tenants: rows[0].has ? Number((await probe.query('select count(*) from tenants')).rows[0].count) : 0 };
  } finally {
    await probe.end();
  }
}

/** Migrates the database and loads the demo seed (the demo logins work there). */
export async function loadDemo(url, say) {
  const { openDatabase } = await import('../dist/db/client.js');
  const { prepareDatabase } = await import('../dist/db/migrate.js');
  const { API_MODULES } = await import('../dist/modules/index.js');
  const db = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  try {
    await prepareDatabase(db, { mode: 'demo', seed: 'demo', adminInitialPassword: null }, API_MODULES);
  } finally {
    await db.close();
  }
  say('migrated and loaded the demo seed (demo logins work)');
}
