import { DEV_DOOR_LICENCE_SECRET, DOOR_SIM_PORT } from '@cvap/contracts';

export interface SimConfig {
  host: string;
  port: number;
  /** The API the devices report to (heartbeats, passages) and read their list from. */
  apiUrl: string;
  /** Shared secret sent on every gateway request; the API refuses reports without it. */
  gatewayToken: string;
  heartbeatMs: number;
  /** Command answer delay: a uniform draw between min and max, like a device on a LAN. */
  commandDelayMs: { min: number; max: number };
  /** Share of commands (0..1) that fail on a device that is otherwise fine. */
  failureRate: number;
  /** How often the device list is read from the API again (devices added elsewhere, API restarted). */
  resyncMs: number;
  /** The demo rhythm of passages; 0 turns it off. Peak passages per minute over the whole fleet. */
  demoPeakPerMinute: number;
  /** The account and password the simulated platform accepts; other credentials give "login abnormal". */
  platformAccount: string;
  platformPassword: string;
  /** The secret the platform signs authorization files with (DOOR_LICENCE_SECRET; the API has the same value). */
  licenceSecret: string;
}

export class ConfigError extends Error {}

function number(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max)
    throw new ConfigError(`${name} must be a number from ${min} to ${max}, got "${raw}"`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): SimConfig {
  const gatewayToken = env.DOOR_GATEWAY_TOKEN?.trim() ?? '';
  if (gatewayToken.length < 16)
    throw new ConfigError('DOOR_GATEWAY_TOKEN must be set to at least 16 characters (the API has the same value)');
  const min = number(env, 'DOOR_SIM_DELAY_MIN_MS', 300, 0, 60_000);
  const max = number(env, 'DOOR_SIM_DELAY_MAX_MS', 1200, min, 120_000);
  return {
    host: env.DOOR_SIM_HOST?.trim() || '127.0.0.1',
    port: number(env, 'DOOR_SIM_PORT', DOOR_SIM_PORT, 0, 65_535),
    apiUrl: (env.DOOR_SIM_API_URL?.trim() || `http://127.0.0.1:${env.PORT?.trim() || '8080'}`).replace(/\/+$/, ''),
    gatewayToken,
    heartbeatMs: number(env, 'DOOR_SIM_HEARTBEAT_MS', 5000, 100, 600_000),
    commandDelayMs: { min, max },
    failureRate: number(env, 'DOOR_SIM_FAILURE_RATE', 0.05, 0, 1),
    resyncMs: number(env, 'DOOR_SIM_RESYNC_MS', 30_000, 500, 3_600_000),
    demoPeakPerMinute: number(env, 'DOOR_SIM_DEMO_PEAK_PER_MINUTE', 0, 0, 100_000),
    platformAccount: env.DOOR_SIM_PLATFORM_ACCOUNT?.trim() || 'admin',
    platformPassword: env.DOOR_SIM_PLATFORM_PASSWORD?.trim() || 'Door@2026',
    licenceSecret: env.DOOR_LICENCE_SECRET?.trim() || DEV_DOOR_LICENCE_SECRET,
  };
}
