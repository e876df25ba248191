import type { ApiClient } from '../api-client.js';
import type { Fleet } from './fleet.js';

/** One heartbeat round: every device that is not silent reports its state in one request. */
export async function heartbeatRound(fleet: Fleet, api: ApiClient, now = Date.now()): Promise<number> {
  const devices = fleet.list().flatMap((device) => {
    const state = fleet.reportedState(device, now);
    return state ? [{ id: device.spec.id, state, firmware: device.firmware }] : [];
  });
  if (devices.length > 0) await api.heartbeat({ devices, at: new Date(now).toISOString() });
  return devices.length;
}

/** Reads the device list from the API (on start, and regularly: the API may have restarted or changed). */
export async function resync(fleet: Fleet, api: ApiClient): Promise<number> {
  const specs = await api.devices();
  fleet.replaceAll(specs);
  return specs.length;
}

/** Runs fn every ms until stopped; a failing round is logged and the next one comes anyway. */
export function every(ms: number, name: string, fn: () => Promise<unknown>, log: (line: string) => void): () => void {
  let last = '';
  const timer = setInterval(() => {
    fn().then(
      () => {
        if (last) log(`${name}: working again`);
        last = '';
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        if (message !== last) log(`${name} failed: ${message}`);
        last = message;
      },
    );
  }, ms);
  timer.unref();
  return () => clearInterval(timer);
}
