import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.js';
import { prepareDatabase } from '../../src/db/migrate.js';
import { LocalFileStore } from '../../src/files/local-store.js';
import './provided.js';
import { API_MODULES, TEST_SEED } from './seed-options.js';

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates a uniquely named, migrated and seeded template database; each test file copies it. The files the demo
 * seed stores are written to a folder of this run (`seedFilesDir`). Teardown drops every database of this run (also
 * ones a crashed file left) and that folder, whatever the outcome.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_PG_ADMIN_URL || DEFAULT_ADMIN_URL;
  const prefix = `cvap_t_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const template = `${prefix}_tpl`;
  const seedFiles = await mkdtemp(join(tmpdir(), 'cvap-seed-files-'));
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
      await prepareDatabase(db, { ...TEST_SEED, fileStore: new LocalFileStore(seedFiles) }, API_MODULES);
    } finally {
      await db.close();
    }
  } catch (error) {
    await dropAll().finally(() => admin.end());
    await rm(seedFiles, { recursive: true, force: true });
    throw error;
  }

  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', template);
  project.provide('pgRunPrefix', prefix);
  project.provide('seedFilesDir', seedFiles);
  return async () => {
    try {
      await dropAll();
    } finally {
      await admin.end();
      await rm(seedFiles, { recursive: true, force: true });
    }
  };
}
