import type { VerifyMethod } from '@cvap/contracts';
import type { ApiClient } from '../api-client.js';
import type { Fleet } from './fleet.js';
import { openRecordAt, type OpenRecordInput } from './open-records.js';

/**
 * Share of the peak rate at a given local hour: morning (7–9) and evening (17–19) peaks, a lunch bump, quiet
 * nights; weekends at 60 % with a later, flatter morning.
 */
export function rhythmFactor(date: Date): number {
  const hour = date.getHours() + date.getMinutes() / 60;
  const weekend = date.getDay() === 0 || date.getDay() === 6;
  const bump = (centre: number, width: number, height: number): number => height * Math.exp(-((hour - centre) ** 2) / (2 * width ** 2));
  const base = hour >= 6 && hour <= 23 ? 0.08 : 0.01;
  const shape = weekend
    ? base + bump(10, 1.5, 0.45) + bump(12.5, 1, 0.2) + bump(18.5, 1.5, 0.45)
    : base + bump(8, 0.8, 1) + bump(12.5, 0.7, 0.25) + bump(18, 0.9, 0.9);
  return Math.min(1, shape) * (weekend ? 0.6 : 1);
}

const WALK_IN: VerifyMethod[] = ['password', 'idCard', 'bluetooth'];

/**
 * The way a reader faces, as the demo names its devices (…门禁机-进, …门禁机-出): an exit reader reports people going
 * out. A device named otherwise takes both ways.
 */
export function readerDirection(name: string): 1 | 2 | null {
  if (/出$/.test(name)) return 2;
  if (/进$/.test(name)) return 1;
  return null;
}

/** One person at one door: someone holding a credential of the device when there is one, else a walk-in. */
export function randomOpenRecord(fleet: Fleet, random: () => number = Math.random): { id: string; input: OpenRecordInput } | null {
  const devices = fleet.list().filter((d) => fleet.reportedState(d) === 'online');
  if (devices.length === 0) return null;
  const device = devices[Math.floor(random() * devices.length)]!;
  const direction: 1 | 2 = readerDirection(device.spec.name) ?? (random() < 0.5 ? 1 : 2);
  const credentials = [...device.credentials.values()];
  if (credentials.length > 0 && random() < 0.9) {
    const c = credentials[Math.floor(random() * credentials.length)]!;
    return { id: device.spec.id, input: { method: c.kind, value: c.value, direction } };
  }
  const methods = device.spec.verifyMethods.filter((m) => WALK_IN.includes(m));
  const method = methods.length > 0 ? methods[Math.floor(random() * methods.length)]! : 'card';
  return {
    id: device.spec.id,
    input: { method, direction, value: method === 'card' ? String(1e9 + Math.floor(random() * 9e8)) : undefined },
  };
}

/** Posts passages in real time at the rhythm's rate; peakPerMinute 0 turns the rhythm off. */
export function startDemoRhythm(fleet: Fleet, api: ApiClient, peakPerMinute: number, log: (line: string) => void): () => void {
  if (peakPerMinute <= 0) return () => undefined;
  let failing = false;
  const timer = setInterval(() => {
    const expected = (peakPerMinute / 60) * rhythmFactor(new Date());
    let count = Math.floor(expected) + (Math.random() < expected % 1 ? 1 : 0);
    while (count-- > 0) {
      const pick = randomOpenRecord(fleet);
      const device = pick && fleet.get(pick.id);
      if (!pick || !device) return;
      api.openRecord(openRecordAt(device, pick.input)).then(
        () => (failing = false),
        (error: unknown) => {
          if (!failing) log(`demo passage not accepted: ${error instanceof Error ? error.message : String(error)}`);
          failing = true;
        },
      );
    }
  }, 1000);
  timer.unref();
  return () => clearInterval(timer);
}
