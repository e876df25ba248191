import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../../apps/hw-bridge/dist/main.js', import.meta.url));

export interface ExtraBridge {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts another real hw-bridge emulator on a free port with extra settings (e.g. HW_BRIDGE_EMULATOR_NO_CARD=1),
 * answering the console's origin. Resolves once it listens.
 */
export async function startBridge(consoleOrigin: string, env: Record<string, string>): Promise<ExtraBridge> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      ...env,
      HW_BRIDGE_PORT: '0',
      HW_BRIDGE_HOST: '127.0.0.1',
      HW_BRIDGE_LATENCY_MS: '0',
      HW_BRIDGE_ALLOWED_ORIGINS: consoleOrigin,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`hw-bridge did not start: ${output}`)), 15_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on (http:\/\/\S+?);/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve(listening[1]!);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`hw-bridge exited (${code}): ${output}`));
    });
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
