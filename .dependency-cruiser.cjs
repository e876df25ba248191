// The layers of the code, checked by `pnpm layers` (dependency-cruiser; `pnpm test` runs it).
// The rules name the module layout (apps/api/src/engine, apps/api/src/modules/<m>, apps/web/src/features/<m>):
// a rule whose folders do not exist yet holds trivially and applies as soon as they do.
// Paths are relative to the repository root; `$1` in a `to` path is what the `from` path captured.

/** The API's shared machinery: below the business modules and the routes. */
const API_MACHINERY = '^apps/api/src/(engine|auth|db|files|lib|plugins|scheduler|tasks|import-export)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'contracts-imports-nothing-of-ours',
      comment: 'packages/contracts is shared by the API, the console and the tests: it imports none of them.',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { path: '^(apps|tests|scripts)/|^packages/(?!contracts/)' },
    },
    {
      name: 'api-machinery-imports-no-module-or-route',
      comment:
        'The engine and the shared machinery (auth, db with its seeds, files, lib, plugins, scheduler, tasks, ' +
        'import-export) are used by the business modules and routes, never the other way round.',
      severity: 'error',
      from: { path: API_MACHINERY },
      to: { path: '^apps/api/src/(modules|routes)/' },
    },
    {
      name: 'api-db-imports-only-db-and-lib',
      comment:
        'The schema, the migrations and the seeds (reference and demo data stay under db/seed) use only db, lib ' +
        'and the contracts: no module seeds its own data from its folder.',
      severity: 'error',
      from: { path: '^apps/api/src/db/' },
      to: { path: '^apps/api/src/', pathNot: '^apps/api/src/(db|lib)/' },
    },
    {
      name: 'api-module-imports-another-only-through-its-index',
      comment: 'A business module uses another one only through its public entry modules/<b>/index.ts.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: {
        path: '^apps/api/src/modules/[^/]+/',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'web-feature-imports-another-only-through-its-index',
      comment: 'A console feature uses another one only through its public entry features/<b>/index.ts(x).',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'web-session-imports-no-layout-or-tasks',
      comment: 'The session (token, user, logout) sits below the layout and the task list.',
      severity: 'error',
      from: { path: '^apps/web/src/session/' },
      to: { path: '^apps/web/src/(layout|tasks)/' },
    },
    {
      name: 'web-resource-engine-imports-no-feature',
      comment: "The console's resource engine serves the features; it imports none of them.",
      severity: 'error',
      from: { path: '^apps/web/src/resource/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    // Type-only imports count: a layer may not lean on another's types either.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      // @cvap/contracts resolves to its TypeScript sources (the `source` condition).
      conditionNames: ['source', 'import', 'types', 'default'],
      exportsFields: ['exports'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
