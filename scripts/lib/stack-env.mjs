// The environment shared by `pnpm start` and `pnpm dev`: ports, and the console origins the hw-bridge must
// accept, derived from the chosen ports so a non-default PORT keeps the helper usable.
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const DEMO_USERS_LINE =
  'Demo users: admin / Admin@2026 · lihua / Manager@2026 · wangqiang / Repair@2026 · kiosk01 / Kiosk@2026 (zhaolei / Frozen@2026 is frozen)';

/** @param {{ mode: string, consoleOrigins: (port: string) => string[] }} options */
export function stackEnv({ mode, consoleOrigins }) {
  const env = { ...process.env };
  env.CVAP_MODE ||= mode;
  env.PORT ||= '8080';
  env.HW_BRIDGE_PORT ||= '9090';
  env.HW_BRIDGE_URL ||= `http://127.0.0.1:${env.HW_BRIDGE_PORT}`;
  env.HW_BRIDGE_ALLOWED_ORIGINS ||= consoleOrigins(env.PORT).join(',');
  // The door-device simulator and the API share the gateway token; a fresh one per start unless given.
  env.DOOR_SIM_PORT ||= '9290';
  env.DOOR_SIM_URL ||= `http://127.0.0.1:${env.DOOR_SIM_PORT}`;
  env.DOOR_SIM_API_URL ||= `http://127.0.0.1:${env.PORT}`;
  env.DOOR_GATEWAY_TOKEN ||= randomBytes(24).toString('base64url');
  // The demo's passages through the day (peak per minute over all devices); 0 turns them off.
  env.DOOR_SIM_DEMO_PEAK_PER_MINUTE ||= env.CVAP_MODE === 'demo' ? '30' : '0';
  return env;
}

export const showsDemoUsers = (env) => env.CVAP_MODE === 'demo' && (env.SEED ?? 'demo') !== 'none';
