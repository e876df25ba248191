import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SIM_DIR = fileURLToPath(new URL('../../../door-sim', import.meta.url));

export interface PlatformSim {
  port: number;
  /** The base URL the API's `ralidUrl` points at. */
  url: string;
  /** Reconfigures it (POST /platform/ralid/_control): failing step and mode, sizes, page delay. */
  control(body: Record<string, unknown>): Promise<void>;
  /** Resolves when the process has exited (killed by itself or by stop()). */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * The simulator's upstream platform as a real process (apps/door-sim/src/platform/standalone.ts), so a test can
 * have it die mid-step. `port` 0 picks a free one; a fixed port lets a restarted platform take the same URL.
 */
export async function startPlatformSim(env: Record<string, string> = {}, port = 0): Promise<PlatformSim> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/platform/standalone.ts'], {
    cwd: SIM_DIR,
    env: { ...process.env, ...env, SIM_PLATFORM_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const listening = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /platform listening on (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    void exited.then((code) => reject(new Error(`platform simulator exited (${code}) before listening: ${errors}`)));
  });
  const url = `http://127.0.0.1:${listening}/platform/ralid`;
  return {
    port: listening,
    url,
    exited,
    async control(body) {
      const response = await fetch(`${url}/_control`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`control failed: HTTP ${response.status}`);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
