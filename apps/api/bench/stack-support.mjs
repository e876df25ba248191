// What the browser benchmarks share (room-detail.mjs, side-tree.mjs): the stack started as `pnpm start` runs it,
// headless Chromium with the e2e flags, a logged-in page, and median/p95 figures.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = fileURLToPath(new URL('../../..', import.meta.url));
const CHROMIUM = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';
const { chromium } = createRequire(join(REPO, 'tests/e2e/package.json'))('@playwright/test');

/**
 * Starts scripts/start.mjs (built API serving the built console, hw-bridge) on `port`, with `env` on top
 * (the database: PGLITE_DIR or DATABASE_URL), and waits for /api/health. The console build is copied into
 * `dataDir` first, so a rebuild in the work tree during the run cannot pull chunks away (as e2e does). The
 * stack is stopped and `dataDir` removed when the process exits.
 */
export async function startStack({ port, hwPort, dataDir, env }) {
  const base = `http://127.0.0.1:${port}`;
  const webDist = join(dataDir, 'web-dist');
  if (!existsSync(join(REPO, 'apps/web/dist/index.html'))) throw new Error('apps/web/dist is not built: run pnpm turbo build');
  cpSync(join(REPO, 'apps/web/dist'), webDist, { recursive: true });
  const stack = spawn(process.execPath, [join(REPO, 'scripts/start.mjs')], {
    cwd: REPO,
    detached: true,
    stdio: ['ignore', 'ignore', process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      HW_BRIDGE_PORT: String(hwPort),
      HW_BRIDGE_URL: `http://127.0.0.1:${hwPort}`,
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      ...env,
    },
  });
  process.on('exit', () => {
    try {
      process.kill(-stack.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    rmSync(dataDir, { recursive: true, force: true });
  });
  process.on('SIGINT', () => process.exit(130));

  const started = performance.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not yet */
    }
    if (stack.exitCode !== null) throw new Error(`the stack exited (${stack.exitCode}); run with BENCH_SERVER_LOG=1`);
    if (performance.now() - started > 180_000) throw new Error('the stack did not answer /api/health within 3 minutes');
    await new Promise((r) => setTimeout(r, 250));
  }
  console.log(`stack: answering on ${base} after ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return base;
}

/** A token for a demo user, from the API alone. */
export async function apiToken(base, username = 'admin', password = 'Admin@2026') {
  const login = await (
    await fetch(`${base}/api/auth/jwt/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    })
  ).json();
  if (login.status !== 200) throw new Error(`login answered ${JSON.stringify(login).slice(0, 200)}`);
  return login.data;
}

/** Headless Chromium with the e2e flags, and a browser context in Chinese at the stack's address. */
export async function openBrowser(base) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const context = await browser.newContext({
    baseURL: base,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
  });
  return { browser, context };
}

/** Logs the admin in through the login page. */
export async function logIn(page) {
  await page.goto('/login');
  await page.locator('input[data-testid="login-username"], [data-testid="login-username"] input').first().fill('admin');
  await page.locator('input[data-testid="login-password"], [data-testid="login-password"] input').first().fill('Admin@2026');
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

export const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { median: at(0.5), p95: at(0.95), min: sorted[0], max: sorted.at(-1) };
};
export const fmt = (s) =>
  `median ${s.median.toFixed(1)} ms · p95 ${s.p95.toFixed(1)} ms · min ${s.min.toFixed(1)} · max ${s.max.toFixed(1)}`;
