import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const repoRoot = resolve(import.meta.dirname, '../..');
// 8181/9191 are the e2e ports of the team's port plan; E2E_PORT/E2E_HW_BRIDGE_PORT move a second run aside.
const port = Number(process.env.E2E_PORT ?? 8181);
const hwBridgePort = Number(process.env.E2E_HW_BRIDGE_PORT ?? 9191);
const doorSimPort = Number(process.env.E2E_DOOR_SIM_PORT ?? 9291);
const baseURL = `http://127.0.0.1:${port}`;
// run-shards.mjs gives each shard its own folder.
const artifactsDir = process.env.E2E_ARTIFACTS_DIR ?? join(import.meta.dirname, 'artifacts');

/**
 * A fresh data folder per run (embedded database, generated JWT secret, uploads). The config is evaluated
 * again in every worker, which inherits the runner's environment, so only the runner creates the folder; it
 * removes it when it exits, which is after the web server has been stopped (global teardown runs before that).
 */
function runDataDir(): string {
  const inherited = process.env.CVAP_E2E_DATA_DIR;
  if (inherited) return inherited;
  const created = mkdtempSync(join(tmpdir(), 'cvap-e2e-'));
  process.env.CVAP_E2E_DATA_DIR = created;
  process.on('exit', () => rmSync(created, { recursive: true, force: true }));
  return created;
}
const dataDir = runDataDir();

/**
 * Where the stack keeps its data. By default each run gets its own PostgreSQL database on the machine's server
 * (TEST_PG_ADMIN_URL, as the API suites use, else postgres@127.0.0.1:5432), created here by the runner and dropped
 * when it exits, after the web server has stopped. The same SQL runs several times faster there than on the
 * embedded database, whose work also shares the API's one thread with every request (decision 0039).
 * E2E_DATABASE=pglite runs the stack on the embedded database instead, as `pnpm start` does.
 */
function runDatabaseUrl(): string | null {
  if (process.env.E2E_DATABASE === 'pglite') return null;
  const inherited = process.env.CVAP_E2E_DATABASE_URL;
  if (inherited) return inherited;
  const adminUrl = process.env.TEST_PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `cvap_e2e_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = (sql: string) => execFileSync('psql', [adminUrl, '-qAtc', sql], { stdio: ['ignore', 'ignore', 'inherit'] });
  admin(`CREATE DATABASE ${name}`);
  process.on('exit', () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  process.env.CVAP_E2E_DATABASE_URL = url.toString();
  return process.env.CVAP_E2E_DATABASE_URL;
}
const databaseUrl = runDatabaseUrl();

/** The API and the door-device simulator share this token; specs use it to drive the simulator's devices. */
function gatewayToken(): string {
  process.env.CVAP_E2E_GATEWAY_TOKEN ||= randomBytes(24).toString('base64url');
  return process.env.CVAP_E2E_GATEWAY_TOKEN;
}

/**
 * The run serves a copy of the console build taken when it starts, so a rebuild of apps/web/dist during the
 * run (others work in the same tree) cannot pull chunks from under the browser.
 */
function consoleBuildSnapshot(): string {
  const snapshot = join(dataDir, 'web-dist');
  const build = join(repoRoot, 'apps/web/dist');
  if (!existsSync(snapshot) && existsSync(build)) cpSync(build, snapshot, { recursive: true });
  return snapshot;
}

const startScript = join(repoRoot, 'scripts/start.mjs');
const serverCommand = existsSync(startScript) ? `node ${startScript}` : `node ${join(repoRoot, 'apps/api/dist/main.js')}`;

export default defineConfig({
  testDir: './specs',
  outputDir: join(artifactsDir, 'test-results'),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // results.json feeds shard-weights.json (node run-shards.mjs --weigh).
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: join(artifactsDir, 'html-report') }],
    ['json', { outputFile: join(artifactsDir, 'results.json') }],
  ],
  use: {
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
    // Named screens are saved by the specs (support/artifacts.ts); a picture of every test's end cost CI a minute.
    screenshot: 'only-on-failure',
    // The console switches antd's transitions off for reduced motion: no waiting for a dialog to fade in.
    reducedMotion: 'reduce',
    trace: 'on-first-retry',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  webServer: {
    command: serverCommand,
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    // Migrating and seeding the demo takes well under a minute on a quiet machine and over two while other
    // builds share its two cores; a ceiling that only matters when the stack never comes up.
    timeout: 300_000,
    reuseExistingServer: false,
    // The API logs every request; E2E_SERVER_LOG=1 shows them.
    stdout: process.env.E2E_SERVER_LOG ? 'pipe' : 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      HW_BRIDGE_PORT: String(hwBridgePort),
      HW_BRIDGE_URL: `http://127.0.0.1:${hwBridgePort}`,
      DOOR_SIM_PORT: String(doorSimPort),
      DOOR_SIM_URL: `http://127.0.0.1:${doorSimPort}`,
      DOOR_SIM_API_URL: baseURL,
      // Passages only when a spec makes them; heartbeats often, so a device comes online within a second.
      DOOR_SIM_DEMO_PEAK_PER_MINUTE: '0',
      DOOR_SIM_HEARTBEAT_MS: '500',
      DOOR_SIM_RESYNC_MS: '2000',
      // Failures only where a spec asks for them (the simulator's failNext), so runs are repeatable.
      DOOR_SIM_FAILURE_RATE: '0',
      DOOR_GATEWAY_TOKEN: gatewayToken(),
      // A bill run waits this long between two communities, so a spec can pause a run by hand (fee/billing).
      FEE_RUN_COMMUNITY_GAP_MS: '3000',
      // A reminder campaign waits this long between two messages, so a spec can pause it by hand (fee/bill-print-push).
      FEE_PUSH_GAP_MS: '1000',
      // Request logs only when asked for (E2E_SERVER_LOG=1): writing a line per request is work nobody reads.
      LOG_LEVEL: process.env.E2E_SERVER_LOG ? 'info' : 'warn',
      CVAP_MODE: 'demo',
      SEED: 'demo',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { PGLITE_DIR: join(dataDir, 'pglite') }),
      DATA_DIR: dataDir,
      WEB_DIST: consoleBuildSnapshot(),
    },
  },
});
