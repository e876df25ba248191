// Runs a few long-lived child processes as one: prefixes their output, forwards SIGINT/SIGTERM/SIGHUP,
// waits for every child to exit, and stops everything (exit code 1) when one of them dies on its own.
// Used by scripts/start.mjs (`pnpm start`) and scripts/dev.mjs (`pnpm dev`).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';

const SHUTDOWN_GRACE_MS = 10_000;
const COLORS = [36, 35, 33, 32, 34];
const useColor = process.stdout.isTTY && !process.env.NO_COLOR;

const paint = (code, text) => (useColor ? `\x1b[${code}m${text}\x1b[0m` : text);

/** Prints a launcher line, in bold when on a terminal. */
export function say(line) {
  process.stdout.write(`${paint(1, line)}\n`);
}

function pipeWithPrefix(stream, prefix, out) {
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => out.write(`${prefix}${line}\n`));
}

/**
 * @param {{ name: string, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv }[]} specs
 * @returns {{ children: { name: string, pid: number }[], finished: Promise<number>, stop: (signal?: NodeJS.Signals) => void }}
 */
export function supervise(specs) {
  const width = Math.max(...specs.map((s) => s.name.length));
  let stopping = false;
  let failed = false;
  let forced;

  const running = specs.map((spec, index) => {
    // Each child leads its own process group, so a signal reaches its whole tree (pnpm → tsx → node)
    // exactly once, from us, rather than twice when the terminal also signals the foreground group.
    const child = spawn(spec.command, spec.args, { cwd: spec.cwd, env: spec.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = paint(COLORS[index % COLORS.length], `[${spec.name.padEnd(width)}] `);
    pipeWithPrefix(child.stdout, prefix, process.stdout);
    pipeWithPrefix(child.stderr, prefix, process.stderr);
    const exited = new Promise((resolve) => {
      child.once('error', (error) => {
        say(`[launcher] could not start ${spec.name}: ${error.message}`);
        resolve({ code: 1, signal: null });
      });
      // 'close' rather than 'exit': the child's last output lines are printed before we report it gone.
      child.once('close', (code, signal) => resolve({ code, signal }));
    });
    const entry = { name: spec.name, child, exited, alive: true, askedToStopWith: null };
    exited.then(({ code, signal }) => {
      entry.alive = false;
      const asked = entry.askedToStopWith;
      const clean = code === 0 || (asked !== null && (signal === asked || code === 128 + signalNumber(asked)));
      if (!clean) failed = true;
      if (!stopping) {
        say(`[launcher] ${spec.name} exited unexpectedly (${signal ?? `code ${code}`}); stopping the others`);
        failed = true;
        stop('SIGTERM');
      } else if (!clean) {
        say(`[launcher] ${spec.name} did not stop cleanly (${signal ?? `code ${code}`})`);
      }
    });
    return entry;
  });

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
    for (const entry of running) {
      entry.askedToStopWith = signal;
      signalGroup(entry, signal);
    }
    forced = setTimeout(() => {
      say(`[launcher] still running after ${SHUTDOWN_GRACE_MS / 1000} s: killing`);
      failed = true;
      for (const entry of running) signalGroup(entry, 'SIGKILL');
    }, SHUTDOWN_GRACE_MS);
    forced.unref();
  }

  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (!stopping) say(`[launcher] ${signal}: stopping ${running.map((r) => r.name).join(' and ')}`);
      stop(signal === 'SIGHUP' ? 'SIGTERM' : signal);
    });
  }
  // Last resort if the launcher itself ends abruptly: no orphaned servers keep the ports.
  process.on('exit', () => running.forEach((entry) => signalGroup(entry, 'SIGKILL')));

  const finished = Promise.all(running.map((r) => r.exited)).then(() => {
    clearTimeout(forced);
    return failed ? 1 : 0;
  });

  return { children: running.map((r) => ({ name: r.name, pid: r.child.pid })), finished, stop };
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
