#!/usr/bin/env node
/**
 * The JavaScript a browser loads to show /login on a cold start, gzip-compressed: the entry chunk, the
 * login page's lazy chunk, and every chunk either imports statically (what the browser fetches before
 * the page renders). Reads the Vite manifest of `vite build`. Budget: 450 kB (quality bar).
 *
 *   pnpm --filter @cvap/web build && pnpm --filter @cvap/web size:login
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const BUDGET_KB = 450;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const loginKey = Object.keys(manifest).find((key) => key.endsWith('features/login/LoginPage.tsx'));
if (!entryKey || !loginKey) throw new Error('entry or login page not found in the manifest');

const chunks = new Set();
function collect(key) {
  if (chunks.has(key)) return;
  chunks.add(key);
  for (const imported of manifest[key].imports ?? []) collect(imported);
}
collect(entryKey);
collect(loginKey);

let rawTotal = 0;
let gzipTotal = 0;
const rows = [...chunks].map((key) => {
  const bytes = readFileSync(join(dist, manifest[key].file));
  const gzip = gzipSync(bytes, { level: 9 }).length;
  rawTotal += bytes.length;
  gzipTotal += gzip;
  return { file: manifest[key].file, raw: bytes.length, gzip };
});
rows.sort((a, b) => b.gzip - a.gzip);
for (const row of rows)
  console.log(`${(row.gzip / 1024).toFixed(1).padStart(8)} kB gzip  ${(row.raw / 1024).toFixed(1).padStart(8)} kB  ${row.file}`);
console.log(
  `login route initial JS: ${(gzipTotal / 1024).toFixed(1)} kB gzip (${(rawTotal / 1024).toFixed(1)} kB raw) in ${rows.length} chunks; budget ${BUDGET_KB} kB`,
);
if (gzipTotal / 1024 > BUDGET_KB) process.exit(1);
