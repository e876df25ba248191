// ESLint (flat config): typescript-eslint's recommended rules (not the type-aware ones: those took minutes on
// these 2-core machines) for every TypeScript file of the workspace, ESLint's recommended rules for the scripts,
// and the React hooks rules for the console. `pnpm lint` runs it, and so does `pnpm test`.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// One label helper: a `{ zh, en }` text is read through `labelIn` (packages/contracts/src/resource/fields.ts), never
// chosen inline. The few switches that are not texts (antd and dayjs locales, a date format) say why they stay.
const INLINE_LANGUAGE_CHOICE = {
  selector: [
    ...['right', 'left'].map((side) => `ConditionalExpression[test.type='BinaryExpression'][test.${side}.value='en']`),
    // The same choice behind a flag: `en ? x.en : x.zh`.
    "ConditionalExpression[consequent.property.name='en'][alternate.property.name='zh']",
  ].join(', '),
  message:
    "Write the text as { zh, en } and read it with labelIn(label, language) from @cvap/contracts (nameIn for { name, nameEn }; useLabel() in the console's components).",
};

// The API's modules read the clock from what they are given, never themselves (docs/decisions/0027): a request's
// `now` (ServiceContext, ResourceContext), a job's (JobContext). One instant per request, so the rows it writes
// share one timestamp and a test can pin it. Parsing (`new Date(text)`) and durations (performance.now()) are free.
// Work that outlives its request (a bill run, a push, a device task) may stamp as it goes: it says so where it
// reads the clock, with `// eslint-disable-next-line cvap/request-clock -- why`.
const REQUEST_CLOCK = {
  meta: {
    type: 'problem',
    docs: { description: 'Read the request’s or the job’s `now`, not the clock' },
    messages: {
      clock: '{{what}} reads the clock: use the request’s ctx.now or the job’s now (docs/decisions/0027).',
    },
    schema: [],
  },
  create(context) {
    const report = (node, what) => context.report({ node, messageId: 'clock', data: { what } });
    return {
      "NewExpression[callee.name='Date'][arguments.length=0]": (node) => report(node, 'new Date()'),
      "CallExpression[callee.name='Date']": (node) => report(node, 'Date()'),
      "CallExpression[callee.object.name='Date'][callee.property.name='now']": (node) => report(node, 'Date.now()'),
    };
  },
};

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.turbo/**',
      '**/coverage/**',
      'data/**',
      'tests/e2e/artifacts/**',
      'tests/e2e/test-results/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The benchmarks and the help PDF script drive Chromium: what they hand to page.evaluate runs in the page.
    files: ['apps/api/bench/**', 'scripts/**', 'tests/e2e/bench/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `_name` marks a parameter or a destructured rest sibling kept on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    // A test states the text it expects in each language.
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', INLINE_LANGUAGE_CHOICE] },
  },
  {
    // The console's one data path (docs/decisions/0054): a declared endpoint through request/endpoint.ts, a declared
    // resource through resource/api.ts. Nothing else reaches the HTTP client; RequestError stays importable.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/request/**', 'apps/web/src/resource/api.ts', '**/*.test.{ts,tsx}', 'apps/web/src/test-render.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)request/client(\\.js)?$',
              importNames: ['request', 'httpClient'],
              message: 'Call a declared endpoint (callEndpoint, useEndpoint, downloadEndpoint in request/endpoint.ts) or resourceApi.',
            },
          ],
        },
      ],
    },
  },
  {
    // Fees: no binary floating point on money (docs/decisions/0018-fee-money-and-bill-lines.md); amounts are
    // integer fen or four-place scaled integers (packages/contracts/src/modules/fee/money/money.ts).
    files: ['packages/contracts/src/modules/fee/**/*.ts', 'apps/api/src/modules/fee/**/*.ts', 'apps/web/src/features/fee/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'parseFloat', message: 'Money is exact: use parseFen / parseScaled4 (fee/money/money.ts).' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'round', message: 'Money is exact: use roundToFen / divideRounded (fee/money/money.ts).' },
        { object: 'Math', property: 'floor', message: 'Money is exact: use divideRounded (fee/money/money.ts).' },
        { object: 'Math', property: 'ceil', message: 'Money is exact: use divideRounded (fee/money/money.ts).' },
        { object: 'Number', property: 'parseFloat', message: 'Money is exact: use parseFen / parseScaled4 (fee/money/money.ts).' },
      ],
      // Repeats the label rule: a later block's option list replaces the earlier one's.
      'no-restricted-syntax': [
        'error',
        INLINE_LANGUAGE_CHOICE,
        { selector: "CallExpression[callee.property.name='toFixed']", message: 'Money is exact: use formatFen (fee/money/money.ts).' },
        { selector: "CallExpression[callee.name='Number']", message: 'Money is exact: parse amounts with parseFen / parseScaled4.' },
        {
          selector: 'Literal[raw=/^\\d*\\.\\d/]',
          message: 'Money is exact: no decimal literals in fee code (use strings and parseScaled4).',
        },
      ],
    },
  },
  {
    // Size guard rails (issue 22): set at today's largest source function, so nothing grows past it; lower them as
    // the largest are split. Blank lines and comments do not count; a function's lines include its nested functions.
    // Baseline 2026-11-27, after RegisterForm (413), ResourcePage (269) and ReviewPanel (185) were split (`eslint
    // --rule` at a threshold of 1, `--format json`, tests left out):
    //   lines: seedVisitorDemo (api db/seed/visitor-demo.ts) 177, registerImportExport (api engine/import-export/
    //   routes.ts) 168, PropertyReceiptPage (web fee) 155, seedRepairDemo (api db/seed/repair-demo.ts) 153,
    //   feeLedgerRoutes (api fee/routes/ledger-routes.ts) 146, seedFeeDemo (api db/seed/fee-demo.ts) 143, FieldInput
    //   (web resource/FieldInput.tsx) 143, ResourcePage (web resource/ResourcePage.tsx) 138, authRoutes (api access/
    //   routes/auth.ts) 133, seedDemo (api db/seed/demo.ts) 132; 2 258 functions.
    //   complexity: seedVisitorDemo 50, FieldInput 35, registerPeople (api db/seed/door-demo.ts) 31, reason (api
    //   lib/validation-messages.ts) 28, fieldValueSchema (contracts resource/derive.ts) 28, seedRepairDemo 27,
    //   cellToInput (api engine/import-export/cells.ts) 26, OrderDetail (web repair) 25, generateOpenRecords (api db/seed/
    //   door-demo.ts) 24, fieldRules (web resource/form-rules.ts) 24; 1 526 functions.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-*.{ts,tsx}'],
    rules: {
      'max-lines-per-function': ['error', { max: 177, skipBlankLines: true, skipComments: true }],
      complexity: ['error', 50],
    },
  },
  {
    // The clock rule above: every file of an API module but its tests and its routes (which translate HTTP and hand
    // the request to serviceContext, whose `now` is the one clock reading of the request).
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-*.ts', '**/test/**', 'apps/api/src/modules/*/routes/**'],
    plugins: { cvap: { rules: { 'request-clock': REQUEST_CLOCK } } },
    rules: { 'cvap/request-clock': 'error' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
);
