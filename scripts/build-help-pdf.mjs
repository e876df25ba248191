#!/usr/bin/env node
// Renders docs/help/help.html to apps/web/public/help/help.pdf (A4, fonts embedded) with Debian's Chromium
// through Playwright from tests/e2e's dependencies. The PDF is committed; rerun after editing the source:
//   pnpm help:pdf
import { mkdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from './lib/stack-env.mjs';

const SOURCE = join(REPO_ROOT, 'docs/help/help.html');
const TARGET = join(REPO_ROOT, 'apps/web/public/help/help.pdf');
const CHROMIUM = '/usr/bin/chromium';
const MAX_BYTES = 1024 * 1024;

const { chromium } = createRequire(join(REPO_ROOT, 'tests/e2e/package.json'))('@playwright/test');

const footer = `
  <div style="width:100%; font-size:8px; color:#8c96a3; padding:0 17mm; display:flex; justify-content:space-between;
              font-family:'Noto Sans CJK SC', sans-serif;">
    <span>物业园区管理平台 · 用户帮助 / User guide</span>
    <span><span class="pageNumber"></span> / <span class="totalPages"></span></span>
  </div>`;

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  await page.goto(pathToFileURL(SOURCE).href, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  mkdirSync(dirname(TARGET), { recursive: true });
  await page.pdf({
    path: TARGET,
    format: 'A4',
    printBackground: true,
    preferCSSPageSize: true,
    displayHeaderFooter: true,
    headerTemplate: '<span></span>',
    footerTemplate: footer,
    tagged: true,
    outline: true,
  });
} finally {
  await browser.close();
}

const { size } = statSync(TARGET);
console.log(`help PDF written: ${TARGET.slice(REPO_ROOT.length)} (${(size / 1024).toFixed(0)} KiB)`);
if (size > MAX_BYTES) {
  console.error(`the help PDF is over ${MAX_BYTES / 1024} KiB; simplify the document`);
  process.exit(1);
}
