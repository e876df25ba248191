// The layers of the code, checked by `pnpm layers` (dependency-cruiser; `pnpm test` runs it).
// The rules name the module layout (apps/api/src/engine, apps/api/src/modules/<m>, apps/web/src/features/<m>):
// a rule whose folders do not exist yet holds trivially and applies as soon as they do.
// Paths are relative to the repository root; `$1` in a `to` path is what the `from` path captured.

/** The API's shared machinery: below the business modules and the routes. */
const API_MACHINERY = '^apps/api/src/(engine|auth|db|files|lib|plugins|scheduler|tasks|import-export|work-plans)/';

/** A business module's API tests: in its test/ folder or beside the code (*.test.ts). */
const API_MODULE_TESTS = '^apps/api/src/modules/[^/]+/test/|^apps/api/src/modules/.*\\.test\\.ts$';

/** The console's composition root: main.tsx, the module list, the texts it gathers and their typing for i18next. */
const WEB_COMPOSITION = '^apps/web/src/(main\\.tsx|console-texts\\.ts|i18next\\.d\\.ts|features/index\\.ts)$';
/** Files at the root of apps/web/src: main.tsx and the composition root, the component tests' harness. */
const WEB_ABOVE_ROOT = '^apps/web/src/[^/]+$';
/** The console's app shell, started by main.tsx: the providers, the router and its table, the session-end handler. */
const WEB_SHELL = '^apps/web/src/(app/(App\\.tsx|session-end-handler\\.ts)|routes/(router\\.ts|route-table\\.tsx))$';
/** The shell's own pages (not business modules, not in WEB_MODULES): the routes and the layout load them. */
const WEB_SHELL_FEATURES = '^apps/web/src/features/(login|auth|help|change-password|not-built|not-found)/';
/** Tests and their helpers, which may reach across the floors to set a screen up. */
const WEB_TESTS = '\\.test\\.tsx?$|(^|/)test-[^/]+\\.tsx?$';

/** A floor of the console (folders of apps/web/src) that imports none of the floors above it, the shell or the root. */
const webFloor = (name, comment, floor, above) => ({
  name,
  comment,
  severity: 'error',
  from: { path: `^apps/web/src/(${floor})/`, pathNot: WEB_TESTS },
  to: { path: [WEB_ABOVE_ROOT, `^apps/web/src/(${above})/`, WEB_SHELL] },
});

/** Packages as dependency-cruiser resolves them (pnpm keeps each under node_modules/.pnpm/<id>/node_modules/). */
const DATABASE_LIBRARY = '(^|/)node_modules/(drizzle-orm|pg|@electric-sql/pglite)/';
const FASTIFY = '(^|/)node_modules/(fastify|fastify-[^/]+|@fastify/[^/]+)/';

/**
 * Each program's entry points: every other source file must be reachable from one of them, so code nothing uses
 * (a component no screen shows, a helper only its own test imports) is deleted instead of kept. Tests, and the
 * helpers whose name says they serve tests (test-*.ts), are not required to be reachable.
 */
const ENTRY_POINTS = [
  ['^apps/web/src/main\\.tsx$', '^apps/web/src/'],
  ['^apps/api/src/main\\.ts$', '^apps/api/src/(?!backup/|backup-cli\\.ts$)'],
  // `pnpm backup` / `pnpm restore` (docs/decisions/0042): the API serves only the backup half of backup/.
  ['^apps/api/src/backup-cli\\.ts$', '^apps/api/src/backup/'],
  ['^apps/hw-bridge/src/main\\.ts$', '^apps/hw-bridge/src/'],
  ['^apps/door-sim/src/main\\.ts$', '^apps/door-sim/src/(?!platform/standalone\\.ts$)'],
  // The simulator's upstream platform alone: a program of its own, started by the API's tests and the sync bench.
  ['^apps/door-sim/src/platform/standalone\\.ts$', '^apps/door-sim/src/platform/'],
  ['^packages/contracts/src/index\\.ts$', '^packages/contracts/src/'],
];
const NOT_SHIPPED = '\\.test\\.tsx?$|\\.d\\.ts$|(^|/)test-[^/]+\\.tsx?$';

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
      name: 'api-platform-job-reads-no-module-table',
      comment:
        "scheduler/handlers holds the platform's jobs only (files, tasks, op logs, accounts): a job that reads a " +
        "module's tables is that module's, in its folder and its manifest's `jobs` (docs/decisions/0026).",
      severity: 'error',
      from: { path: '^apps/api/src/scheduler/' },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'api-db-imports-only-db-and-lib',
      comment:
        "The platform's schema, the migrations and the seed runner use only db, lib and the contracts. A module's " +
        'tables and demo seed live in its folder (schema*.ts, seed*.ts) and reach db/ through its manifest: the ' +
        'caller passes the modules list in (docs/decisions/0026).',
      severity: 'error',
      from: { path: '^apps/api/src/db/' },
      to: { path: '^apps/api/src/', pathNot: '^apps/api/src/(db|lib)/' },
    },
    {
      name: 'api-module-imports-another-only-through-its-index',
      comment:
        'A business module uses another one only through its public entry modules/<b>/index.ts, and its tables ' +
        "through its schema files (modules/<b>/schema*.ts: tables reference each other's, docs/decisions/0026).",
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: {
        path: '^apps/api/src/modules/[^/]+/',
        pathNot: [
          '^apps/api/src/modules/$1/',
          '^apps/api/src/modules/[^/]+/(index|schema[^/]*)\\.ts$',
          '^apps/api/src/modules/[^/]+/[^/]+/schema\\.ts$',
        ],
      },
    },
    {
      name: 'api-module-reaches-machinery-through-engine-index',
      comment:
        'A business module uses the engine and the shared machinery (auth, db, files, lib, plugins, scheduler, tasks, ' +
        "config) only through engine/index.ts, and the platform's tables through db/schema/index.ts (decisions 0025, " +
        "0026). Its demo seed (seed*.ts) may besides use the shared demo data of db/seed (the demo's users and " +
        'communities, the people generator); its tests (test/, *.test.ts) use the machinery as any API test does.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/', pathNot: API_MODULE_TESTS },
      to: {
        path: '^apps/api/src/',
        pathNot: [
          '^apps/api/src/modules/',
          '^apps/api/src/engine/index\\.ts$',
          '^apps/api/src/db/schema/index\\.ts$',
          '^apps/api/src/db/seed/(demo-data|demo-context|people-data)\\.ts$',
        ],
      },
    },
    {
      name: 'api-module-uses-demo-data-only-in-its-seed',
      comment: "The shared demo data of db/seed is for the modules' demo seeds (seed*.ts) and tests, not their code.",
      severity: 'error',
      from: {
        path: '^apps/api/src/modules/',
        pathNot: ['^apps/api/src/modules/[^/]+/seed[^/]*\\.ts$', '^apps/api/src/modules/[^/]+/[^/]+/seed\\.ts$', API_MODULE_TESTS],
      },
      to: { path: '^apps/api/src/db/seed/' },
    },
    {
      name: 'api-machinery-does-not-import-the-engine-index',
      comment: "engine/index.ts is the modules' door into the machinery; the machinery's own files import each other directly.",
      severity: 'error',
      from: { path: API_MACHINERY, pathNot: '^apps/api/src/engine/index\\.ts$' },
      to: { path: '^apps/api/src/engine/index\\.ts$' },
    },
    {
      name: 'api-route-imports-no-database-library',
      comment:
        "Routes translate HTTP: they parse with the contracts' schemas, call a service and answer; the queries live " +
        'in services (docs/decisions/0027).',
      severity: 'error',
      from: { path: ['^apps/api/src/modules/[^/]+/routes/', '^apps/api/src/modules/[^/]+/[^/]+/routes/'] },
      to: { path: DATABASE_LIBRARY },
    },
    {
      name: 'api-service-imports-no-fastify',
      comment:
        'Services take the service context { orm, scope, user, now, language } and their input, and never see the ' +
        'request or the reply (docs/decisions/0027).',
      severity: 'error',
      from: { path: ['^apps/api/src/modules/[^/]+/services/', '^apps/api/src/modules/[^/]+/[^/]+/services/'] },
      to: { path: FASTIFY },
    },
    {
      name: 'api-fee-capability-imports-no-fee-root',
      comment:
        'Fee is split by capability (docs/decisions/0053): fee/index.ts composes the capability folders (billing, ' +
        'overdue, ledger, deposits, settlement, statements, bank, bill-print, e-invoice); they never import it, the ' +
        "module's jobs or its grants.",
      severity: 'error',
      from: { path: '^apps/api/src/modules/fee/[^/]+/', pathNot: API_MODULE_TESTS },
      to: { path: '^apps/api/src/modules/fee/[^/]+\\.ts$' },
    },
    {
      name: 'api-fee-capability-imports-no-other-capabilitys-routes',
      comment: "A fee capability's routes are registered by fee/index.ts alone; other capabilities use its services.",
      severity: 'error',
      from: { path: '^apps/api/src/modules/fee/([^/]+)/' },
      to: { path: '^apps/api/src/modules/fee/[^/]+/routes/', pathNot: '^apps/api/src/modules/fee/$1/' },
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
    // The console's floors, bottom to top (README, "The console's layers"; docs/decisions/0052): app's helpers;
    // i18n; request and session; tasks, widgets and the resource engine; layout and routes; the features; the app
    // shell and the composition root (main.tsx), the one place that lists the modules.
    {
      name: 'web-app-helpers-import-nothing-above',
      comment:
        "app/'s helpers (storage, external stores, navigation, the query client, theme, the hardware helper's client, " +
        "the WebModule type) are the console's floor: they import only each other and the lazy screen's type.",
      severity: 'error',
      from: { path: '^apps/web/src/app/', pathNot: [WEB_SHELL, WEB_TESTS] },
      to: {
        path: '^apps/web/src/',
        pathNot: ['^apps/web/src/app/(?!App\\.tsx$|session-end-handler\\.ts$)', '^apps/web/src/routes/screen-module\\.ts$'],
      },
    },
    webFloor(
      'web-i18n-imports-only-app-helpers',
      'i18n sits just above app/: the texts of the modules are handed to it at start-up (initI18n), it lists none.',
      'i18n',
      'request|session|tasks|widgets|resource|layout|routes|features',
    ),
    webFloor(
      'web-request-and-session-below-the-engine-and-layout',
      'The request client and the session (token, user, community, logout) use i18n and app/ only; the task list, ' +
        'the resource engine, the layout, the routes and the features are above them.',
      'request|session',
      'tasks|widgets|resource|layout|routes|features',
    ),
    webFloor(
      'web-tasks-widgets-and-resource-engine-below-layout',
      'The task list, the shared widgets and the resource engine (the generic screen) serve the layout, the routes ' +
        'and the features, and import none of them (the engine may show the task list and a widget).',
      'tasks|widgets|resource',
      'layout|routes|features',
    ),
    {
      name: 'web-tasks-and-widgets-below-the-resource-engine',
      comment: 'The task list and the widgets are below the resource engine, which uses them.',
      severity: 'error',
      from: { path: '^apps/web/src/(tasks|widgets)/', pathNot: WEB_TESTS },
      to: { path: '^apps/web/src/resource/' },
    },
    {
      name: 'web-layout-and-routes-import-no-business-feature',
      comment:
        "The layout and the routes are the frame the modules' screens are shown in: they reach those screens only " +
        "through the screen registry main.tsx builds, and load only the shell's own pages (login, 404, the " +
        'change-password dialog, ...).',
      severity: 'error',
      from: { path: '^apps/web/src/(layout|routes)/', pathNot: [WEB_SHELL, WEB_TESTS] },
      to: { path: ['^apps/web/src/features/', WEB_ABOVE_ROOT, WEB_SHELL], pathNot: WEB_SHELL_FEATURES },
    },
    {
      name: 'web-shell-feature-imports-no-business-feature',
      comment: "The shell's own pages (login, auth, help, change-password, not-built, not-found) use no business module.",
      severity: 'error',
      from: { path: WEB_SHELL_FEATURES, pathNot: WEB_TESTS },
      to: { path: '^apps/web/src/features/', pathNot: WEB_SHELL_FEATURES },
    },
    {
      name: 'web-feature-imports-no-shell-or-composition',
      comment:
        'A feature is composed, it composes nothing: it imports neither the app shell (App, the router, the route ' +
        'table) nor the composition root (main.tsx, the module list, the console texts).',
      severity: 'error',
      from: { path: '^apps/web/src/features/', pathNot: ['^apps/web/src/features/index\\.ts$', WEB_TESTS] },
      to: { path: [WEB_SHELL, WEB_ABOVE_ROOT, '^apps/web/src/features/index\\.ts$'] },
    },
    {
      name: 'web-only-the-composition-root-lists-the-modules',
      comment:
        "Only the composition root imports the module list (features/index.ts) and a module's manifest: main.tsx hands " +
        'the screens to the routes and console-texts.ts gathers the texts i18n is given (tests may read them too).',
      severity: 'error',
      from: { path: '^apps/web/src/', pathNot: [WEB_COMPOSITION, WEB_TESTS] },
      to: { path: '^apps/web/src/features/(index\\.ts|[^/]+/manifest\\.ts)$' },
    },
    {
      name: 'web-only-main-starts-the-shell',
      comment: 'The app shell (App, the router, the route table, the session-end handler) is started by main.tsx alone.',
      severity: 'error',
      from: { path: '^apps/web/src/', pathNot: [WEB_COMPOSITION, WEB_SHELL, WEB_TESTS] },
      to: { path: WEB_SHELL },
    },
    ...ENTRY_POINTS.map(([entry, tree]) => ({
      name: 'no-unused-file',
      comment: 'A source file that no entry point reaches is dead code: delete it (or, if a test needs it, name it test-*.ts).',
      severity: 'error',
      from: { path: entry },
      to: { path: tree, pathNot: NOT_SHIPPED, reachable: false },
    })),
    {
      name: 'no-circular',
      comment:
        'No import cycles, through a lazy import() or a type-only import included, in every program and package: ' +
        "what lies below does not know what lies above (the console's modules are handed to its routes and i18n by " +
        'main.tsx, docs/decisions/0052). No exception.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules stays in the graph, unfollowed: the rules on the database library and Fastify name packages.
    exclude: { path: '(^|/)dist/' },
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
