import { defineConfig } from 'vitest/config';

// Two projects run the same suites: one on PGlite (in memory, each file loads a migrated and seeded template
// dumped once) and one on PostgreSQL (each file gets its own database copied from a template database).
export default defineConfig({
  // Workspace packages from source (packages/contracts exports a `source` condition), as tsx and Vite do.
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    hookTimeout: 60_000,
    testTimeout: 30_000,
    teardownTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'pglite', globalSetup: ['./test/setup/pglite-template.ts'], provide: { dbKind: 'pglite' } },
      },
      {
        extends: true,
        test: { name: 'postgres', globalSetup: ['./test/setup/postgres-template.ts'], provide: { dbKind: 'postgres' } },
      },
    ],
  },
});
