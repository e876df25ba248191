#!/usr/bin/env node
// Home dashboard render benchmark (issue 15: "the dashboard route's first render in Chromium after login against
// the login page's own render; goal: the dashboard under 1.5 s"). Run by hand, never as a timed test.
//
//   pnpm turbo build && node apps/api/bench/dashboard-render.mjs
//   BENCH_LOADS=10 BENCH_PORT=8682 BENCH_HW_BRIDGE_PORT=9692 BENCH_CHROMIUM=/usr/bin/chromium
//
// The stack as `pnpm start` runs it on a fresh embedded database with the demo seed (stack-support.mjs), headless
// Chromium at 1440×900 with a fresh context per load (nothing cached), from the page's own clock:
//   login page   — navigation start → the login form's submit button in the document (the next frame)
//   dashboard    — the click on 登录 → the dashboard's seven panels drawn (every panel card present, the weekly
//                  traffic chart's canvas in it; the next frame): the lazy chunk with ECharts, the user info, the
//                  overview request and the charts' first paint
//   dashboard, reload — navigation start of /dashboard/dashboard when logged in → the same
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fmt, openBrowser, startStack, stats } from './stack-support.mjs';

const LOADS = Number(process.env.BENCH_LOADS ?? 10);
const WARMUP = 2;
const PORT = Number(process.env.BENCH_PORT ?? 8682);
const HW_PORT = Number(process.env.BENCH_HW_BRIDGE_PORT ?? 9692);
const LOGIN_READY = '[data-testid="login-submit"]';
const PANELS_READY = '[data-testid="dashboard-panel-topCompanies"] canvas, [data-testid="dashboard-panel-traffic"] canvas';
const SEVEN = ['deviceStatus', 'abnormalDevices', 'traffic', 'passMethods', 'guestTypes', 'visitWays', 'topCompanies'];

const dataDir = mkdtempSync(join(tmpdir(), 'cvap-bench-dash-'));
const BASE = await startStack({
  port: PORT,
  hwPort: HW_PORT,
  dataDir,
  env: { CVAP_MODE: 'demo', SEED: 'demo', PGLITE_DIR: join(dataDir, 'pglite') },
});
const { browser, context: first } = await openBrowser(BASE);
await first.close();

/** Marks `bench:<name>` in the frame after an element matching `selector` (all seven panels for the dashboard) appears. */
function watchFor(marks) {
  const pending = new Map(marks);
  const check = () => {
    for (const [name, selector] of pending) {
      const ready =
        name === 'dashboard'
          ? document.querySelectorAll('[data-testid^="dashboard-panel-"]').length >= 7 && document.querySelector(selector)
          : document.querySelector(selector);
      if (ready && !performance.getEntriesByName(`bench:${name}`).length) {
        pending.delete(name);
        requestAnimationFrame(() => performance.mark(`bench:${name}`));
      }
    }
  };
  const start = () => new MutationObserver(check).observe(document.documentElement, { childList: true, subtree: true });
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start);
}

const markOf = (page, name) =>
  page
    .waitForFunction((n) => performance.getEntriesByName(n, 'mark')[0]?.startTime ?? null, `bench:${name}`, { timeout: 30_000 })
    .then((h) => h.jsonValue());

const login = [];
const afterLogin = [];
const reload = [];
for (let i = 0; i < LOADS + WARMUP; i++) {
  const context = await browser.newContext({
    baseURL: BASE,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
  });
  await context.addInitScript(watchFor, [
    ['login', LOGIN_READY],
    ['dashboard', PANELS_READY],
  ]);
  const page = await context.newPage();
  await page.goto('/login');
  const loginShown = await markOf(page, 'login');
  await page.locator('[data-testid="login-username"] input, input[data-testid="login-username"]').first().fill('admin');
  await page.locator('[data-testid="login-password"] input, input[data-testid="login-password"]').first().fill('Admin@2026');
  const clicked = await page.evaluate(() => performance.now());
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname === '/dashboard/dashboard');
  const shown = await markOf(page, 'dashboard');
  for (const id of SEVEN) await page.getByTestId(`dashboard-panel-${id}`).waitFor();
  await page.reload();
  const reloaded = await markOf(page, 'dashboard');
  if (i >= WARMUP) {
    login.push(loginShown);
    afterLogin.push(shown - clicked);
    reload.push(reloaded);
  }
  await context.close();
}
await browser.close();
console.log(`\n${LOADS} loads each (after ${WARMUP} warm-up), headless Chromium 1440×900, fresh context per load, PGlite demo stack`);
console.log(`login page, navigation → form shown:            ${fmt(stats(login))}`);
console.log(`dashboard, login click → seven panels drawn:     ${fmt(stats(afterLogin))}`);
console.log(`dashboard, reload → seven panels drawn:          ${fmt(stats(reload))}`);
process.exit(0);
