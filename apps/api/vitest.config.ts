import { defineConfig } from 'vitest/config';

// Two projects. PostgreSQL runs every suite and the unit tests (each file gets its own database copied from a
// template database). PGlite (in memory, each file loads a migrated and seeded template dumped once) runs the suites
// whose behaviour depends on the embedded database: the server's start on it, its seed, the JSON it writes for every
// resource, concurrent writes on its single connection (two cashiers, parallel BusinessTokens) and tasks left by a
// dead process. The end-to-end suite runs the whole console on PGlite besides. Running every suite on both took
// most of CI's 45 minutes, for the same SQL about seven times slower (decision 0001).
// A module's own suites live in its folder (src/modules/<m>/test/, docs/decisions/0026); the cross-cutting ones in test/.
const PGLITE_SUITES = [
  'test/config-and-startup.test.ts',
  'src/modules/fee/test/fee-ledger.test.ts',
  'test/page-presentation.test.ts',
  'src/modules/repair/test/repair-workflow.test.ts',
  'test/seed.test.ts',
  'test/tasks.test.ts',
  'test/transaction-guard.test.ts',
];

export default defineConfig({
  // Workspace packages from source (packages/contracts exports a `source` condition), as tsx and Vite do.
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    hookTimeout: 60_000,
    testTimeout: 30_000,
    teardownTimeout: 60_000,
    // Vitest's default is one worker per core but one, so a single file at a time on CI's two cores. A PostgreSQL
    // suite spends most of its time waiting on its database or on a server it started, so two files at once keep
    // both cores busy. The PGlite suites run the database in their own thread: they run after those, one at a time.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          include: PGLITE_SUITES,
          globalSetup: ['./test/setup/pglite-template.ts'],
          provide: { dbKind: 'pglite' },
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          globalSetup: ['./test/setup/postgres-template.ts'],
          provide: { dbKind: 'postgres' },
          sequence: { groupOrder: 0 },
        },
      },
    ],
  },
});
