// The launcher's supervisor (node --test scripts/lib/supervise.test.mjs; part of `pnpm test`). Each test runs a
// supervisor of two small Node children in a process of its own, as `pnpm start` runs the stack, and signals it.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { RESTART_BACKOFF, restartDelay } from './supervise.mjs';

const SUPERVISE = fileURLToPath(new URL('./supervise.mjs', import.meta.url));
const CHILD = "console.log('up ' + process.pid); setInterval(() => {}, 1000);";

function startSupervisor({ restart }) {
  const code = `
    import { supervise } from ${JSON.stringify(SUPERVISE)};
    const child = (name) => ({ name, command: process.execPath, args: ['-e', ${JSON.stringify(CHILD)}], cwd: process.cwd(), env: process.env });
    const stack = supervise([child('one'), child('two')], { restart: ${restart}, backoff: { firstMs: 200, maxMs: 1000, stableMs: 60000 } });
    stack.finished.then((code) => process.exit(code));
  `;
  const launcher = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  launcher.stdout.on('data', (chunk) => (output += chunk));
  launcher.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => launcher.on('exit', (code, signal) => resolve({ code, signal })));
  return { launcher, exited, output: () => output };
}

/** The pids each child printed, in order (a restarted child prints again). */
function pids(output, name) {
  return [...output.matchAll(new RegExp(`^\\[${name}\\] up (\\d+)$`, 'gm'))].map((m) => Number(m[1]));
}

/** Waits until child `name` has printed `count` times; its pids. */
const started = (run, name, count) =>
  until(() => pids(run.output(), name).length >= count && pids(run.output(), name), `${name} started ${count}x`);

async function until(condition, what, timeoutMs = 10_000) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
    const value = condition();
    if (value) return value;
  }
  throw new Error(`timed out waiting for ${what}`);
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

test('restart back-off doubles from 1 s and stops growing at 30 s', () => {
  assert.deepEqual(
    [1, 2, 3, 4, 5, 6, 7, 20].map((n) => restartDelay(n)),
    [1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000],
  );
  assert.equal(RESTART_BACKOFF.stableMs, 60_000);
});

test('with restart, a child killed with SIGKILL is started again, the other keeps running, and SIGTERM stops all', async () => {
  const run = startSupervisor({ restart: true });
  try {
    const [one] = await started(run, 'one', 1);
    const [two] = await started(run, 'two', 1);
    process.kill(one, 'SIGKILL');
    const [, oneAgain] = await started(run, 'one', 2);
    assert.notEqual(oneAgain, one);
    assert.match(run.output(), /\[launcher\] one exited unexpectedly \(SIGKILL\); restarting it in 0\.2 s, the others keep running/);
    // Killed again at once: the wait doubles.
    process.kill(oneAgain, 'SIGKILL');
    const [, , oneThird] = await started(run, 'one', 3);
    assert.match(run.output(), /restarting it in 0\.4 s/);
    assert.ok(alive(two), 'the other child kept running');
    assert.deepEqual(pids(run.output(), 'two'), [two]);

    run.launcher.kill('SIGTERM');
    const { code } = await run.exited;
    assert.equal(code, 0, run.output());
    await until(() => !alive(two) && !alive(oneThird), 'both children gone');
  } finally {
    run.launcher.kill('SIGKILL');
  }
});

test('without restart, a child that dies stops the others and the launcher exits 1', async () => {
  const run = startSupervisor({ restart: false });
  try {
    const [one] = await started(run, 'one', 1);
    const [two] = await started(run, 'two', 1);
    process.kill(one, 'SIGKILL');
    const { code } = await run.exited;
    assert.equal(code, 1, run.output());
    assert.match(run.output(), /\[launcher\] one exited unexpectedly \(SIGKILL\); stopping the others/);
    await until(() => !alive(two), 'the other child stopped');
  } finally {
    run.launcher.kill('SIGKILL');
  }
});
