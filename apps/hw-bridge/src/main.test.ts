import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { call } from '../test/http-client.js';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

/** Runs the real entry point as its own process, as `pnpm start` does, and returns its first listening URL. */
function startProcess(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      HW_BRIDGE_HOST: '127.0.0.1',
      HW_BRIDGE_PORT: '0',
      HW_BRIDGE_LATENCY_MS: '300',
      HW_BRIDGE_DRIVER: 'emulator',
      HW_BRIDGE_ALLOWED_ORIGINS: 'http://localhost:8080',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+?);/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', () => reject(new Error(`exited before listening:\n${output}`)));
  });
  return { child, listening, output: () => output };
}

describe('hw-bridge process', () => {
  it('finishes an in-flight read and exits 0 on SIGTERM', async () => {
    const { child, listening } = startProcess({});
    const url = await listening;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    const inFlight = call(url, 'POST', '/ReadCardInfo', { origin: 'http://localhost:8080' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    child.kill('SIGTERM');
    const [reply, [code]] = await Promise.all([inFlight, once(child, 'exit')]);
    expect(reply.httpStatus).toBe(200);
    expect(code).toBe(0);
  }, 20_000);

  it('refuses to start with a clear message on a bad configuration', async () => {
    const { child, listening, output } = startProcess({ HW_BRIDGE_DRIVER: 'magic' });
    await expect(listening).rejects.toThrow();
    expect(child.exitCode).toBe(1);
    expect(output()).toContain('HW_BRIDGE_DRIVER "magic" is unknown; available: emulator');
  }, 20_000);
});
