// Runs a few long-lived child processes as one: prefixes their output, forwards SIGINT/SIGTERM/SIGHUP and
// waits for every child to exit. A child that dies on its own either stops everything (exit code 1: the
// default, what the e2e stack and the benches want, so a crash fails their run) or, with `restart`, is started
// again after a back-off (1 s, 2 s, 4 s ... 30 s; back to 1 s once it has stayed up a minute) while the others
// keep running (`pnpm start`, what demo deployments run). Everything stops only when the launcher is asked to.
// Used by scripts/start.mjs (`pnpm start`) and scripts/dev.mjs (`pnpm dev`).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';

const SHUTDOWN_GRACE_MS = 10_000;
const COLORS = [36, 35, 33, 32, 34];
const useColor = process.stdout.isTTY && !process.env.NO_COLOR;

/** Restart back-off: the first wait, the cap, and how long a child must stay up for the next wait to be the first again. */
export const RESTART_BACKOFF = { firstMs: 1_000, maxMs: 30_000, stableMs: 60_000 };

/** The wait before the `failures`-th restart in a row (1-based): firstMs doubled each time, capped at maxMs. */
export function restartDelay(failures, backoff = RESTART_BACKOFF) {
  return Math.min(backoff.maxMs, backoff.firstMs * 2 ** Math.max(0, failures - 1));
}

const paint = (code, text) => (useColor ? `\x1b[${code}m${text}\x1b[0m` : text);

/** Prints a launcher line, in bold when on a terminal. */
export function say(line) {
  process.stdout.write(`${paint(1, line)}\n`);
}

function pipeWithPrefix(stream, prefix, out) {
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => out.write(`${prefix}${line}\n`));
}

const describeExit = ({ code, signal }) => signal ?? `code ${code}`;

/**
 * @param {{ name: string, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv }[]} specs
 * @param {{ restart?: boolean, backoff?: typeof RESTART_BACKOFF }} [options]
 * @returns {{ children: { name: string, pid: number | null }[], finished: Promise<number>, stop: (signal?: NodeJS.Signals) => void }}
 *   `children` is read at the time of asking (a restarted child has a new pid; null while waiting to restart).
 */
export function supervise(specs, { restart = false, backoff = RESTART_BACKOFF } = {}) {
  const width = Math.max(...specs.map((s) => s.name.length));
  let stopping = false;
  let failed = false;
  let forced;
  let finish;
  const finished = new Promise((resolve) => (finish = resolve)).then(() => {
    clearTimeout(forced);
    return failed ? 1 : 0;
  });

  const entries = specs.map((spec, index) => ({
    spec,
    prefix: paint(COLORS[index % COLORS.length], `[${spec.name.padEnd(width)}] `),
    child: null,
    alive: false,
    askedToStopWith: null,
    startedAt: 0,
    failures: 0,
    restartTimer: null,
  }));

  function launch(entry) {
    const { spec } = entry;
    // Each child leads its own process group, so a signal reaches its whole tree (pnpm → tsx → node)
    // exactly once, from us, rather than twice when the terminal also signals the foreground group.
    const child = spawn(spec.command, spec.args, { cwd: spec.cwd, env: spec.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    entry.child = child;
    entry.alive = true;
    entry.askedToStopWith = null;
    entry.startedAt = Date.now();
    pipeWithPrefix(child.stdout, entry.prefix, process.stdout);
    pipeWithPrefix(child.stderr, entry.prefix, process.stderr);
    new Promise((resolve) => {
      child.once('error', (error) => {
        say(`[launcher] could not start ${spec.name}: ${error.message}`);
        resolve({ code: 1, signal: null });
      });
      // 'close' rather than 'exit': the child's last output lines are printed before we report it gone.
      child.once('close', (code, signal) => resolve({ code, signal }));
    }).then((exit) => exited(entry, child, exit));
  }

  function exited(entry, child, exit) {
    if (entry.child !== child) return;
    entry.alive = false;
    const { name } = entry.spec;
    const asked = entry.askedToStopWith;
    const clean = exit.code === 0 || (asked !== null && (exit.signal === asked || exit.code === 128 + signalNumber(asked)));
    if (stopping) {
      if (!clean) {
        failed = true;
        say(`[launcher] ${name} did not stop cleanly (${describeExit(exit)})`);
      }
    } else if (restart) {
      // A child that stayed up a while crashed once, not in a loop: its next wait is the first one again.
      if (Date.now() - entry.startedAt >= backoff.stableMs) entry.failures = 0;
      entry.failures += 1;
      const delay = restartDelay(entry.failures, backoff);
      say(`[launcher] ${name} exited unexpectedly (${describeExit(exit)}); restarting it in ${delay / 1000} s, the others keep running`);
      entry.restartTimer = setTimeout(() => {
        entry.restartTimer = null;
        if (!stopping) launch(entry);
      }, delay);
    } else {
      say(`[launcher] ${name} exited unexpectedly (${describeExit(exit)}); stopping the others`);
      failed = true;
      stop('SIGTERM');
    }
    settle();
  }

  function settle() {
    if (stopping && entries.every((entry) => !entry.alive && entry.restartTimer === null)) finish();
  }

  function signalGroup(entry, signal) {
    if (!entry.alive) return;
    try {
      process.kill(-entry.child.pid, signal);
    } catch {
      // The group is already gone.
    }
  }

  function stop(signal = 'SIGTERM') {
    if (stopping) return;
    stopping = true;
    for (const entry of entries) {
      if (entry.restartTimer) clearTimeout(entry.restartTimer);
      entry.restartTimer = null;
      entry.askedToStopWith = signal;
      signalGroup(entry, signal);
    }
    forced = setTimeout(() => {
      say(`[launcher] still running after ${SHUTDOWN_GRACE_MS / 1000} s: killing`);
      failed = true;
      for (const entry of entries) signalGroup(entry, 'SIGKILL');
    }, SHUTDOWN_GRACE_MS);
    forced.unref();
    settle();
  }

  for (const entry of entries) launch(entry);

  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (!stopping) say(`[launcher] ${signal}: stopping ${entries.map((e) => e.spec.name).join(' and ')}`);
      stop(signal === 'SIGHUP' ? 'SIGTERM' : signal);
    });
  }
  // Last resort if the launcher itself ends abruptly: no orphaned servers keep the ports.
  process.on('exit', () => entries.forEach((entry) => signalGroup(entry, 'SIGKILL')));

  return {
    get children() {
      return entries.map((entry) => ({ name: entry.spec.name, pid: entry.alive ? entry.child.pid : null }));
    },
    finished,
    stop,
  };
}

function signalNumber(signal) {
  return { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }[signal] ?? 0;
}

/** Polls `url` until it answers 200, the deadline passes (returns false) or `abandoned()` becomes true. */
export async function waitUntilAnswering(url, { timeoutMs = 120_000, intervalMs = 250, abandoned = () => false } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !abandoned()) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return false;
}

/** Whether `port` can be bound on `host` now: a stack left running would otherwise answer our health checks. */
export function portIsFree(port, host) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port: Number(port), host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** Exits with a clear message when one of the `[name, port, host]` entries is already taken. */
export async function requireFreePorts(entries) {
  const taken = [];
  for (const [name, port, host] of entries) if (!(await portIsFree(port, host))) taken.push(`${name} port ${port}`);
  if (taken.length > 0) {
    say(
      `[launcher] ${taken.join(' and ')} already in use (is another instance running?). Stop it, or choose other ports with PORT / HW_BRIDGE_PORT.`,
    );
    process.exit(1);
  }
}
