#!/usr/bin/env node
// Side-tree benchmark (docs/decisions/0006, "large side trees"): the house screen's area tree at scale, where a
// community has hundreds of buildings' floors and the whole tree tens of thousands of nodes. Run by hand on a
// database made by the scale generator, never as a timed test.
//
//   pnpm turbo build
//   node apps/api/scripts/generate-door-data.mjs --url postgres://postgres@127.0.0.1:5432/gen_tree --communities 50 --apartments 200000
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/gen_tree node apps/api/bench/side-tree.mjs
//   BENCH_LOADS=5 BENCH_PORT=8682 BENCH_HW_BRIDGE_PORT=9692 BENCH_CHROMIUM=/usr/bin/chromium
//
// Without BENCH_DATABASE_URL it runs on a fresh embedded demo database (about 140 nodes), the reference.
// Per load (after one warm-up), in headless Chromium logged in as admin:
//   shown   — from navigation to /houseManager/houseManager until the tree's first title is on screen
//   rows    — tree rows in the page (a virtual tree keeps only those in view)
//   select  — from a click on the first community until it shows selected
//   picker  — from a click on the add dialog's floor picker until its first option shows
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiToken, fmt, logIn, openBrowser, startStack, stats } from './stack-support.mjs';

const LOADS = Number(process.env.BENCH_LOADS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 8682);
const HW_PORT = Number(process.env.BENCH_HW_BRIDGE_PORT ?? 9692);
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const TREE = '[data-testid="resource-tree-panel"]';

const dataDir = mkdtempSync(join(tmpdir(), 'cvap-bench-tree-'));
const env = DATABASE_URL ? { DATABASE_URL } : { CVAP_MODE: 'demo', SEED: 'demo', PGLITE_DIR: join(dataDir, 'pglite') };
const base = await startStack({ port: PORT, hwPort: HW_PORT, dataDir, env });

const tree = await (await fetch(`${base}/api/door/public/residential/tree`, { headers: { Authorization: await apiToken(base) } })).json();
const count = (nodes) => nodes.reduce((n, node) => n + 1 + count(node.children ?? []), 0);
const nodes = count(tree.data);
console.log(
  `area tree: ${nodes} nodes, ${JSON.stringify(tree.data).length} bytes of JSON (${DATABASE_URL ? 'the given database' : 'embedded demo database'})`,
);

const { browser, context } = await openBrowser(base);
const page = await context.newPage();
await logIn(page);
const samples = [];
for (let i = 0; i < LOADS + 1; i++) {
  let t0 = performance.now();
  await page.goto('/houseManager/houseManager');
  await page.locator(`${TREE} .ant-tree-title`).first().waitFor({ timeout: 120_000 });
  const shown = performance.now() - t0;
  const rows = await page.locator(`${TREE} .ant-tree-treenode`).count();
  t0 = performance.now();
  await page.locator(`${TREE} .ant-tree-title`).first().click();
  await page.locator(`${TREE} .ant-tree-node-selected`).first().waitFor({ timeout: 120_000 });
  const select = performance.now() - t0;
  await page.getByTestId('resource-add').click();
  await page.getByTestId('resource-form-0').waitFor();
  t0 = performance.now();
  await page
    .locator('.ant-modal .ant-form-item')
    .filter({ has: page.locator('label[title="楼层"]') })
    .locator('.ant-select')
    .first()
    .click();
  await page.locator('.ant-select-dropdown .ant-select-tree-title').first().waitFor({ timeout: 120_000 });
  const picker = performance.now() - t0;
  if (i > 0) samples.push({ shown, rows, select, picker });
}
await browser.close();

console.log(`\n${samples.length} loads after one warm-up; tree rows in the page: ${samples[0].rows}`);
console.log(`house screen, navigation → tree shown:  ${fmt(stats(samples.map((s) => s.shown)))}`);
console.log(`click on a node → shown selected:       ${fmt(stats(samples.map((s) => s.select)))}`);
console.log(`floor picker, click → first option:     ${fmt(stats(samples.map((s) => s.picker)))}`);
process.exit(0);
