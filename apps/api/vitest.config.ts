import { defineConfig } from 'vitest/config';

// Two projects. PostgreSQL runs every suite and the unit tests (each file gets its own database copied from a
// template database). PGlite (in memory, each file loads a migrated and seeded template dumped once) runs the suites
// whose behaviour depends on the embedded database: its start and seed, its single connection (concurrent writes,
// locks, one run at a time), the JSON the database writes for every resource, and the files that branch on it.
// The rest would only repeat the same SQL about seven times slower (decision 0001).
const PGLITE_SUITES = [
  'access-sync',
  'auth-cache',
  'config-and-startup',
  'database-outage',
  'fee-billing',
  'fee-ledger',
  'import-export',
  'op-log-paging',
  'page-presentation',
  'repair-workflow',
  'seed',
  'session-sockets',
  'tasks',
].map((name) => `test/${name}.test.ts`);

export default defineConfig({
  // Workspace packages from source (packages/contracts exports a `source` condition), as tsx and Vite do.
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    hookTimeout: 60_000,
    testTimeout: 30_000,
    teardownTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'pglite', include: PGLITE_SUITES, globalSetup: ['./test/setup/pglite-template.ts'], provide: { dbKind: 'pglite' } },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          globalSetup: ['./test/setup/postgres-template.ts'],
          provide: { dbKind: 'postgres' },
        },
      },
    ],
  },
});
