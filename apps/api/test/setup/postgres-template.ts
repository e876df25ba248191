import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.js';
import { prepareDatabase } from '../../src/db/migrate.js';
import './provided.js';
import { API_MODULES, TEST_SEED } from './seed-options.js';

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates a uniquely named, migrated and seeded template database; each test file copies it. Teardown drops
 * every database of this run (also ones a crashed file left), whatever the outcome.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_PG_ADMIN_URL || DEFAULT_ADMIN_URL;
  const prefix = `cvap_t_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const template = `${prefix}_tpl`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();

  const dropAll = async () => {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${prefix}\\_%`]);
    for (const { datname } of rows) await admin.query(`drop database if exists ${pg.escapeIdentifier(datname)} with (force)`);
  };

  try {
    await admin.query(`create database ${pg.escapeIdentifier(template)}`);
    const db = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, template), poolSize: 2 });
    try {
      await prepareDatabase(db, TEST_SEED, API_MODULES);
    } finally {
      await db.close();
    }
  } catch (error) {
    await dropAll().finally(() => admin.end());
    throw error;
  }

  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', template);
  project.provide('pgRunPrefix', prefix);
  return async () => {
    try {
      await dropAll();
    } finally {
      await admin.end();
    }
  };
}
