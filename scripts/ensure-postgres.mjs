#!/usr/bin/env node
// Before the API tests (part of `pnpm test`, and of .ci/run): PostgreSQL must answer on 127.0.0.1:5432 as user
// postgres without a password (the suites make their own databases through TEST_PG_ADMIN_URL). When nothing answers
// there, as root this installs Debian's postgresql if missing, lets postgres in by trust from 127.0.0.1 and starts
// the newest version's "main" cluster; otherwise it prints the commands and exits 1. A server that answers is left
// alone.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { ensureAptPackages } from './lib/apt-packages.mjs';
import { PG_HOST, PG_PORT, postgresPlan, withTrustLine } from './lib/postgres-setup.mjs';

const TOOL = 'ensure-postgres';
const CONF = '/etc/postgresql';
const START_WAIT_MS = 30_000;

function answers() {
  return new Promise((resolve) => {
    const socket = net.connect({ host: PG_HOST, port: PG_PORT });
    socket.setTimeout(2_000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

const installedVersions = () => (existsSync(CONF) ? readdirSync(CONF).filter((v) => /^\d+(\.\d+)?$/.test(v)) : []);
const clustersOf = (versions) => versions.filter((v) => existsSync(`${CONF}/${v}/main/postgresql.conf`));
const state = async () => {
  const versions = installedVersions();
  return { answering: await answers(), root: process.getuid?.() === 0, versions, clusters: clustersOf(versions) };
};

const plan = postgresPlan(await state());
if (plan.action === 'none') {
  console.log(`${TOOL}: PostgreSQL answers on ${PG_HOST}:${PG_PORT}`);
  process.exit(0);
}
if (plan.action === 'refuse') {
  console.error(`${TOOL}: nothing answers on ${PG_HOST}:${PG_PORT}. As root, run:\n\n${plan.commands.map((c) => `  ${c}`).join('\n')}\n`);
  process.exit(1);
}

let version = plan.steps[0].version;
const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });
for (const { step, packages } of plan.steps) {
  if (step === 'install') {
    ensureAptPackages(TOOL, 'postgresql is', () => (installedVersions().length ? [] : packages));
    version = postgresPlan({ ...(await state()), root: true }).steps.at(-1).version;
  } else if (step === 'create-cluster') {
    if (!clustersOf([version]).length) run('pg_createcluster', ['--port', String(PG_PORT), version, 'main']);
  } else if (step === 'trust') {
    const hba = `${CONF}/${version}/main/pg_hba.conf`;
    const before = readFileSync(hba, 'utf8');
    const after = withTrustLine(before);
    if (after !== before) {
      writeFileSync(hba, after);
      console.log(`${TOOL}: ${hba} lets postgres in by trust from ${PG_HOST}`);
    }
  } else if (step === 'start') {
    console.log(`${TOOL}: starting cluster ${version}/main`);
    // Already running on another port or stopped: (re)start it so pg_hba.conf applies.
    run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart']);
  }
}

for (const deadline = Date.now() + START_WAIT_MS; !(await answers()); await new Promise((r) => setTimeout(r, 500))) {
  if (Date.now() > deadline) {
    console.error(`${TOOL}: PostgreSQL ${version}/main does not answer on ${PG_HOST}:${PG_PORT} after ${START_WAIT_MS / 1000} s`);
    process.exit(1);
  }
}
console.log(`${TOOL}: PostgreSQL ${version} answers on ${PG_HOST}:${PG_PORT}`);
