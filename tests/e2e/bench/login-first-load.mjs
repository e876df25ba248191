#!/usr/bin/env node
// The login page's first load in Chromium (issue 12 item 8): bytes on the wire and the time until its form is
// shown, cold cache, median of several loads. A benchmark run by hand, never a test:
//
//   pnpm turbo build && node tests/e2e/bench/login-first-load.mjs [--dist apps/web/dist] [--runs 7] [--port 8299]
//
// It starts the built API (apps/api/dist/main.js, embedded database, demo seed) serving the given console build,
// then opens /login in Debian's /usr/bin/chromium, each load in a fresh context with the cache off, twice per
// run: on the loopback as it is, and on an emulated link of 10 Mbit/s with 40 ms round trips (what a browser on
// an office network or good mobile data gets; on the loopback, transfer costs nothing and compression cannot
// show). Reported per setting: bytes on the wire (the sum of Chromium's encoded data lengths, headers included),
// requests, the time from navigation start until the login form is shown (`[data-testid=login-shell]`, the
// static shell index.html paints at once, or the working form, whichever comes first) and until the working
// form is (`[data-testid=login-submit]`, rendered by React; the same moment as the first without a shell).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';

const repoRoot = resolve(import.meta.dirname, '../../..');
const argument = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const dist = resolve(repoRoot, argument('dist', 'apps/web/dist'));
const runs = Number(argument('runs', '7'));
const port = Number(argument('port', '8299'));
const base = `http://127.0.0.1:${port}`;
const LINK = { offline: false, latency: 40, downloadThroughput: (10 * 1024 * 1024) / 8, uploadThroughput: (5 * 1024 * 1024) / 8 };

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'cvap-bench-login-'));
  const server = spawn(process.execPath, [join(repoRoot, 'apps/api/dist/main.js')], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      CVAP_MODE: 'demo',
      SEED: 'demo',
      PGLITE_DIR: join(dataDir, 'pglite'),
      DATA_DIR: dataDir,
      WEB_DIST: dist,
    },
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { server, dataDir };
    } catch {
      // not answering yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  server.kill();
  throw new Error('the API did not start');
}

async function load(browser, link) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (link) await cdp.send('Network.emulateNetworkConditions', link);
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    requests += 1;
  });
  // In the page, from its first script on: the frame after each element first appears (about when it is painted).
  await page.addInitScript(() => {
    const marks = {};
    window.__loginMarks = marks;
    const check = () => {
      for (const [name, selector] of [
        ['shown', '[data-testid="login-shell"], [data-testid="login-form"]'],
        ['ready', '[data-testid="login-submit"]'],
      ]) {
        if (marks[name] === undefined && document.querySelector(selector)) {
          marks[name] = null;
          requestAnimationFrame(() => (marks[name] = performance.now()));
        }
      }
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${base}/login`, { waitUntil: 'commit' });
  await page.locator('[data-testid="login-submit"]').first().waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForFunction(() => typeof window.__loginMarks.ready === 'number');
  const { shown, ready } = await page.evaluate(() => window.__loginMarks);
  await page.waitForLoadState('networkidle');
  await context.close();
  return { bytes, requests, shown, ready };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const { server, dataDir } = await startServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] });
try {
  const report = { dist, runs };
  for (const [name, link] of [
    ['loopback', null],
    ['10Mbit-40ms', LINK],
  ]) {
    await load(browser, link); // warm the server's file cache; not counted
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await load(browser, link));
    report[name] = {
      kBOnWire: Math.round(median(samples.map((s) => s.bytes)) / 1024),
      requests: median(samples.map((s) => s.requests)),
      formShownMs: Math.round(median(samples.map((s) => s.shown))),
      formReadyMs: Math.round(median(samples.map((s) => s.ready))),
      formShownMsAll: samples.map((s) => Math.round(s.shown)),
    };
  }
  console.log(JSON.stringify(report, null, 2));
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((done) => server.once('exit', done));
  rmSync(dataDir, { recursive: true, force: true });
}
