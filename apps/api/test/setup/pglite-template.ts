import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.js';
import { prepareDatabase } from '../../src/db/migrate.js';
import './provided.js';
import { API_MODULES, TEST_SEED } from './seed-options.js';

/** Migrates and seeds one in-memory PGlite, dumps its data directory, and lets every test file load a copy. */
export default async function setup(project: TestProject) {
  const db = await openDatabase({ kind: 'pglite', dir: 'memory' });
  const path = join(tmpdir(), `cvap-api-test-${randomUUID()}.tar`);
  try {
    await prepareDatabase(db, TEST_SEED, API_MODULES);
    await writeFile(path, Buffer.from(await (await db.dumpDataDir!()).arrayBuffer()));
  } finally {
    await db.close();
  }
  project.provide('pgliteTemplate', path);
  return async () => {
    await rm(path, { force: true });
  };
}
