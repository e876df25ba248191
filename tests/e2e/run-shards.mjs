#!/usr/bin/env node
/**
 * The e2e suite as several Playwright runs at once, each on its own stack (API, hardware helper, door simulator,
 * embedded database, ports) with the spec files shared out by their measured durations. A spec waits mostly on
 * its stack and its browser, not on the CPU, so two stacks take little more than half the time of one.
 *
 *   node run-shards.mjs [playwright args…]      E2E_SHARDS=1 runs a single stack (the plain `playwright test`).
 *   node run-shards.mjs --weigh                 rewrites shard-weights.json from the last run's reports.
 *
 * Shard i (from 0) serves on E2E_PORT+i, E2E_HW_BRIDGE_PORT+i and E2E_DOOR_SIM_PORT+i and writes its report
 * under artifacts/shard-i. Spec files go to the shard with the least work so far, longest first, by
 * shard-weights.json (seconds per file, from a measured run; a file not listed counts as a minute).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const here = import.meta.dirname;
const shards = Number(process.env.E2E_SHARDS ?? 2);
const extraArgs = process.argv.slice(2);
const basePorts = {
  E2E_PORT: Number(process.env.E2E_PORT ?? 8181),
  E2E_HW_BRIDGE_PORT: Number(process.env.E2E_HW_BRIDGE_PORT ?? 9191),
  E2E_DOOR_SIM_PORT: Number(process.env.E2E_DOOR_SIM_PORT ?? 9291),
};
const DEFAULT_WEIGHT = 60;

function specFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return specFiles(path);
    return entry.name.endsWith('.spec.ts') ? [relative(here, path)] : [];
  });
}

/** Longest first, each to the shard with the least work so far. */
export function shareOut(files, weights, count) {
  const loads = Array.from({ length: count }, () => ({ seconds: 0, files: [] }));
  const weightOf = (file) => weights[file] ?? DEFAULT_WEIGHT;
  for (const file of [...files].sort((a, b) => weightOf(b) - weightOf(a) || a.localeCompare(b))) {
    const lightest = loads.reduce((best, load) => (load.seconds < best.seconds ? load : best));
    lightest.seconds += weightOf(file);
    lightest.files.push(file);
  }
  return loads.filter((load) => load.files.length > 0);
}

function runShard(index, files) {
  const env = { ...process.env, E2E_ARTIFACTS_DIR: join(here, 'artifacts', `shard-${index}`) };
  for (const [name, port] of Object.entries(basePorts)) env[name] = String(port + index);
  const child = spawn('npx', ['playwright', 'test', ...extraArgs, ...files], { cwd: here, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${index + 1}/${shards}] `;
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream.on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(prefix + line + '\n');
    });
    stream.on('end', () => pending && process.stdout.write(prefix + pending + '\n'));
  }
  const stop = () => child.kill('SIGTERM');
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  return new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

/** Seconds per spec file in the last run's reports (every shard's), for shard-weights.json. */
function measuredWeights() {
  const artifacts = join(here, 'artifacts');
  const reports = [join(artifacts, 'results.json'), ...readdirSync(artifacts).map((name) => join(artifacts, name, 'results.json'))];
  const weights = {};
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) {
          const file = join('specs', spec.file);
          weights[file] = (weights[file] ?? 0) + result.duration / 1000;
        }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const report of reports.filter((path) => existsSync(path)))
    for (const suite of JSON.parse(readFileSync(report, 'utf8')).suites) walk(suite);
  return Object.fromEntries(
    Object.entries(weights)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, s]) => [file, Math.round(s)]),
  );
}

async function main() {
  if (process.argv[2] === '--weigh') {
    writeFileSync(join(here, 'shard-weights.json'), JSON.stringify(measuredWeights(), null, 2) + '\n');
    return;
  }
  if (shards <= 1) process.exit(await runShard(0, []));
  const weights = JSON.parse(readFileSync(join(here, 'shard-weights.json'), 'utf8'));
  // Files named on the command line narrow the run to them; otherwise every spec file.
  const named = extraArgs.filter((arg) => arg.endsWith('.spec.ts'));
  const files = named.length > 0 ? named : specFiles(join(here, 'specs'));
  extraArgs.splice(0, extraArgs.length, ...extraArgs.filter((arg) => !named.includes(arg)));
  const plan = shareOut(files, weights, shards);
  for (const [index, load] of plan.entries())
    console.log(`shard ${index + 1}: ${load.files.length} files, about ${Math.round(load.seconds / 60)} min`);
  const codes = await Promise.all(plan.map((load, index) => runShard(index, load.files)));
  process.exit(codes.find((code) => code !== 0) ?? 0);
}

if (process.argv[1] === import.meta.filename) await main();
