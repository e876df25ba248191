import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const SIM_MAIN = fileURLToPath(new URL('../../../door-sim/dist/main.js', import.meta.url));

/** The gateway token the test app's config (helpers/app.ts) and every simulator a test starts share. */
export const SIM_GATEWAY_TOKEN = 'test-gateway-token-0123456789';

/**
 * The device simulator (apps/door-sim, built) as a real process on `port`, reporting to `apiUrl`; resolves once it
 * has printed its first line (it is listening). `env` adds or overrides its settings.
 */
export async function startDoorSim(port: number, apiUrl: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  const sim = spawn(process.execPath, [SIM_MAIN], {
    env: {
      ...process.env,
      DOOR_SIM_PORT: String(port),
      DOOR_GATEWAY_TOKEN: SIM_GATEWAY_TOKEN,
      DOOR_SIM_API_URL: apiUrl,
      DOOR_SIM_FAILURE_RATE: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await once(sim.stdout!, 'data');
  return sim;
}

/** Settings for a simulator that learns of devices and answers quickly, so a test waits milliseconds, not seconds. */
export const QUICK_SIM = {
  DOOR_SIM_HEARTBEAT_MS: '200',
  DOOR_SIM_RESYNC_MS: '500',
  DOOR_SIM_DELAY_MIN_MS: '5',
  DOOR_SIM_DELAY_MAX_MS: '20',
} as const;
