import { HW_BRIDGE_PORT } from '@cvap/contracts';
import { FAULTS, UNITS, type Fault, type Unit } from './device.js';
import { DRIVER_NAMES, isDriverName, type DriverName } from './drivers.js';

export interface BridgeConfig {
  host: string;
  port: number;
  driver: DriverName;
  latencyMs: number;
  /** Exact Origin values (scheme://host[:port]) whose pages may call the helper. */
  allowedOrigins: string[];
  maxBodyBytes: number;
  /** A device call taking longer than this is answered as a device failure. */
  deviceTimeoutMs: number;
  emulatorCardHex?: string;
  /**
   * HW_BRIDGE_EMULATOR_FAULTS=camera=unplugged,card=noCard: the emulated units' faults at start (PUT
   * /emulator/faults changes them while it runs). HW_BRIDGE_EMULATOR_NO_CARD=1 is short for card and ID-card noCard.
   */
  emulatorFaults: Partial<Record<Unit, Fault>>;
  /** The v4l2 driver's camera device node and the ffmpeg that reads it. */
  v4l2Device: string;
  ffmpegPath: string;
}

export const DEFAULT_ALLOWED_ORIGINS = ['http://localhost:8080', 'http://127.0.0.1:8080', 'http://localhost:5173'];
const MAX_BODY_BYTES = 16 * 1024;

export class ConfigError extends Error {}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return Number(raw);
}

/** Origins are compared exactly as browsers send them: no path, no trailing slash, lower-case scheme and host. */
function parseOrigins(raw: string | undefined): string[] {
  if (!raw?.trim()) return DEFAULT_ALLOWED_ORIGINS;
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        throw new ConfigError(`HW_BRIDGE_ALLOWED_ORIGINS: "${entry}" is not an origin like http://localhost:8080`);
      }
      if (url.origin === 'null' || url.pathname !== '/' || url.search || url.hash || entry.endsWith('/')) {
        throw new ConfigError(`HW_BRIDGE_ALLOWED_ORIGINS: "${entry}" is not an origin like http://localhost:8080`);
      }
      return url.origin;
    });
}

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  throw new ConfigError(`${name} must be 1, 0, true or false, got "${env[name]}"`);
}

function parseFaults(raw: string | undefined): Partial<Record<Unit, Fault>> {
  const faults: Partial<Record<Unit, Fault>> = {};
  for (const entry of (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [unit, fault] = entry.split('=').map((part) => part.trim());
    if (!unit || !fault || !(UNITS as readonly string[]).includes(unit) || !(FAULTS as readonly string[]).includes(fault)) {
      throw new ConfigError(
        `HW_BRIDGE_EMULATOR_FAULTS: "${entry}" is not unit=fault (units: ${UNITS.join(', ')}; faults: ${FAULTS.join(', ')})`,
      );
    }
    faults[unit as Unit] = fault as Fault;
  }
  return faults;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): BridgeConfig {
  const driver = env.HW_BRIDGE_DRIVER?.trim() || 'emulator';
  if (!isDriverName(driver)) {
    throw new ConfigError(`HW_BRIDGE_DRIVER "${driver}" is unknown; available: ${DRIVER_NAMES.join(', ')}`);
  }
  const cardHex = env.HW_BRIDGE_EMULATOR_CARD?.trim();
  if (cardHex && !/^[0-9a-f]{1,8}$/i.test(cardHex)) {
    throw new ConfigError('HW_BRIDGE_EMULATOR_CARD must be 1 to 8 hexadecimal digits');
  }
  return {
    host: env.HW_BRIDGE_HOST?.trim() || '127.0.0.1',
    port: integer(env, 'HW_BRIDGE_PORT', HW_BRIDGE_PORT, 0, 65_535),
    driver,
    latencyMs: integer(env, 'HW_BRIDGE_LATENCY_MS', 300, 0, 60_000),
    allowedOrigins: parseOrigins(env.HW_BRIDGE_ALLOWED_ORIGINS),
    maxBodyBytes: MAX_BODY_BYTES,
    deviceTimeoutMs: integer(env, 'HW_BRIDGE_DEVICE_TIMEOUT_MS', 15_000, 100, 300_000),
    emulatorFaults: {
      ...(flag(env, 'HW_BRIDGE_EMULATOR_NO_CARD') ? { card: 'noCard', idcard: 'noCard' } : {}),
      ...parseFaults(env.HW_BRIDGE_EMULATOR_FAULTS),
    },
    v4l2Device: env.HW_BRIDGE_V4L2_DEVICE?.trim() || '/dev/video0',
    ffmpegPath: env.HW_BRIDGE_FFMPEG?.trim() || 'ffmpeg',
    ...(cardHex ? { emulatorCardHex: cardHex.toUpperCase() } : {}),
  };
}
