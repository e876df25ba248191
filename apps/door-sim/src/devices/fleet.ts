import type { CommandResult, DeviceCredential, DeviceReportedState, SimCommand, SimDeviceSpec } from '@cvap/contracts';

/** What a test or the demo can make a device do, beyond what the console configured. */
export interface Behaviour {
  /** Never answers and sends no heartbeat (unplugged, out of network). */
  offline: boolean;
  /** Answers, but reports equipment abnormity (tamper alarm, reader fault). */
  fault: boolean;
  /** Overrides the fleet's failure rate for this device. */
  failureRate?: number;
  /** The next n commands fail whatever the rate (deterministic failure for tests). */
  failNext: number;
}

export interface SimDevice {
  spec: SimDeviceSpec;
  behaviour: Behaviour;
  credentials: Map<string, DeviceCredential>;
  firmware: string;
  /** While restarting or upgrading the device is silent (no heartbeat), until this time. */
  busyUntil: number;
  lastCommandAt?: string;
}

export interface FleetOptions {
  commandDelayMs: { min: number; max: number };
  failureRate: number;
  platformAccount: string;
  platformPassword: string;
  /** Device codes that are always offline (the demo's unplugged device). */
  offlineCodes: readonly string[];
  random?: () => number;
  /** Resolves after ms; replaced in unit tests to keep them instant. */
  wait?: (ms: number) => Promise<void>;
  /** Fetches an upgrade package; the simulator really downloads it. */
  download?: (url: string) => Promise<{ ok: boolean; bytes: number; status: number }>;
  /** Headers of the default download (the gateway token). */
  downloadHeaders?: Record<string, string>;
}

/** TEST-NET-1 (RFC 5737) is never routed: a device given such an address is always offline, like an unplugged one. */
const UNREACHABLE_NET = /^192\.0\.2\./;

const credentialKey = (c: Pick<DeviceCredential, 'kind' | 'value'>): string => `${c.kind}:${c.value}`;
const RESTART_SILENCE_MS = 3000;

/** Downloads carry the gateway token: the API serves firmware to the platform only. */
function downloader(headers: Record<string, string>) {
  return async (url: string): Promise<{ ok: boolean; bytes: number; status: number }> => {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
    const body = await response.arrayBuffer();
    return { ok: response.ok, bytes: body.byteLength, status: response.status };
  };
}

const FAILURE_REASONS: Record<SimCommand['command'], string> = {
  restart: 'device did not come back after restart',
  upgrade: 'firmware verification failed on the device',
  openDoor: 'door lock did not respond',
  pushCredential: 'device storage write failed',
  removeCredential: 'device storage write failed',
};

/** The simulated devices, in memory; the API's device list is the source of which devices exist. */
export class Fleet {
  private readonly devices = new Map<string, SimDevice>();
  private readonly random: () => number;
  private readonly wait: (ms: number) => Promise<void>;
  private readonly download: NonNullable<FleetOptions['download']>;

  constructor(private readonly options: FleetOptions) {
    this.random = options.random ?? Math.random;
    this.wait = options.wait ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.download = options.download ?? downloader(options.downloadHeaders ?? {});
  }

  list(): SimDevice[] {
    return [...this.devices.values()];
  }

  get(id: string): SimDevice | undefined {
    return this.devices.get(id);
  }

  /** Adds or updates a device as the console describes it; its credentials and behaviour are kept. */
  upsert(spec: SimDeviceSpec): SimDevice {
    const existing = this.devices.get(spec.id);
    if (existing) {
      existing.spec = spec;
      return existing;
    }
    const device: SimDevice = {
      spec,
      behaviour: { offline: this.options.offlineCodes.includes(spec.code) || UNREACHABLE_NET.test(spec.ip), fault: false, failNext: 0 },
      credentials: new Map(),
      firmware: '1.0.0',
      busyUntil: 0,
    };
    this.devices.set(spec.id, device);
    return device;
  }

  remove(id: string): boolean {
    return this.devices.delete(id);
  }

  /** Replaces the whole list (a resync from the API): devices not in it are gone. */
  replaceAll(specs: readonly SimDeviceSpec[]): void {
    const ids = new Set(specs.map((s) => s.id));
    for (const id of this.devices.keys()) if (!ids.has(id)) this.devices.delete(id);
    for (const spec of specs) this.upsert(spec);
  }

  loginAccepted(device: SimDevice): boolean {
    return device.spec.login.account === this.options.platformAccount && device.spec.login.password === this.options.platformPassword;
  }

  /** What the device says in a heartbeat, or null when it is silent (offline, restarting). */
  reportedState(device: SimDevice, now = Date.now()): DeviceReportedState | null {
    if (device.behaviour.offline || device.busyUntil > now) return null;
    if (!this.loginAccepted(device)) return 'loginAbnormal';
    if (device.behaviour.fault) return 'equipmentAbnormity';
    return 'online';
  }

  private delay(): Promise<void> {
    const { min, max } = this.options.commandDelayMs;
    return this.wait(Math.round(min + (max - min) * this.random()));
  }

  private failsNow(device: SimDevice): boolean {
    if (device.behaviour.failNext > 0) {
      device.behaviour.failNext -= 1;
      return true;
    }
    return this.random() < (device.behaviour.failureRate ?? this.options.failureRate);
  }

  /** Runs one command on one device and answers after the device's delay, like the real thing. */
  async execute(id: string, command: SimCommand): Promise<CommandResult> {
    const device = this.devices.get(id);
    if (!device) return { ok: false, failure: 'notRegistered', reason: `device ${id} is not registered on the platform` };
    await this.delay();
    device.lastCommandAt = new Date().toISOString();
    if (device.behaviour.offline) return { ok: false, failure: 'offline', reason: 'device offline: no answer within the timeout' };
    if (!this.loginAccepted(device))
      return { ok: false, failure: 'loginRefused', reason: 'platform login refused: wrong account or password' };
    if (command.command === 'upgrade') {
      let fetched: { ok: boolean; bytes: number; status: number };
      try {
        fetched = await this.download(command.url);
      } catch (error) {
        return {
          ok: false,
          failure: 'downloadFailed',
          reason: `firmware download failed: ${error instanceof Error ? error.message : String(error)}`,
        };
      }
      if (!fetched.ok || fetched.bytes === 0)
        return { ok: false, failure: 'downloadFailed', reason: `firmware download failed: HTTP ${fetched.status}` };
    }
    if (this.failsNow(device)) return { ok: false, failure: 'commandFailed', reason: FAILURE_REASONS[command.command] };
    switch (command.command) {
      case 'restart':
        device.busyUntil = Date.now() + RESTART_SILENCE_MS;
        break;
      case 'upgrade': {
        const version = /(\d+\.\d+(?:\.\d+)?)/.exec(command.url)?.[1];
        device.firmware = version ?? device.firmware;
        device.busyUntil = Date.now() + RESTART_SILENCE_MS;
        break;
      }
      case 'openDoor':
        break;
      case 'pushCredential':
        device.credentials.set(credentialKey(command.credential), command.credential);
        break;
      case 'removeCredential':
        device.credentials.delete(credentialKey(command.credential));
        break;
    }
    return { ok: true };
  }
}
