import { spawn } from 'node:child_process';
import { join } from 'node:path';

export interface ServerProcess {
  readonly pid: number;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with its URL once it logs that it listens (rejects if it exits first or takes longer). */
  listening(timeoutMs: number): Promise<string>;
  /** Its exit (code null when ended by a signal). */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Null while it runs. */
  exitCode(): number | null | 'running';
  kill(signal: NodeJS.Signals): void;
}

/**
 * Runs the real entry point (src/main.ts through tsx, as `pnpm dev` does: the source under test, never a stale
 * build) as its own process with the given environment on top of PATH, HOST=127.0.0.1, PORT=0, LOG_LEVEL=info.
 * `preload` modules are loaded first with `--import` (a test's own instrument, never part of the product).
 */
export function startServerProcess(env: Record<string, string>, preload: string[] = []): ServerProcess {
  let output = '';
  let state: number | null | 'running' = 'running';
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', ...preload.flatMap((file) => ['--import', file]), '--conditions=source', 'src/main.ts'],
    {
      cwd: join(import.meta.dirname, '../..'),
      env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  // 'close', not 'exit': by then its output has all been read.
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('close', (code, signal) => {
      state = code;
      resolve({ code, signal });
    }),
  );
  return {
    pid: child.pid!,
    output: () => output,
    exited,
    exitCode: () => state,
    kill: (signal) => child.kill(signal),
    async listening(timeoutMs) {
      for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
        const match = output.match(/"address":"(http:\/\/[^"]+)"[^\n]*CVAP API listening/);
        if (match) return match[1]!;
        if (state !== 'running') throw new Error(`the server exited (${state}) before listening:\n${output}`);
      }
      throw new Error(`the server did not listen within ${timeoutMs} ms:\n${output}`);
    },
  };
}

export interface Answer {
  http: number;
  status: number | null;
  data: unknown;
  ms: number;
}

/** One HTTP call to the process; a transport failure (refused, reset, 10 s without an answer) is http 0. */
export async function request(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        'accept-language': 'en',
        ...(options.token ? { authorization: options.token } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(10_000),
    });
    const json = (await response.json().catch(() => null)) as { status?: number; data?: unknown } | null;
    return { http: response.status, status: json?.status ?? null, data: json?.data ?? null, ms: performance.now() - started };
  } catch {
    return { http: 0, status: null, data: null, ms: performance.now() - started };
  }
}
