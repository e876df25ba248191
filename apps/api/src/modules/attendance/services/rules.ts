import { chinaInstant, type AnomalyType } from '@cvap/contracts';

const MINUTE = 60_000;

/** A period as the rules read it (HH:mm China times, windows in minutes). */
export interface PeriodRule {
  seq: number;
  signIn: string;
  signOut: string;
  nextDay: number;
  signInBefore: number;
  signInAfter: number;
  signOutBefore: number;
  signOutAfter: number;
  allowLate: number;
  allowEarly: number;
}

export interface ShiftRule {
  flexMinutes: number;
  workMinutes: number;
  overtimeAfter: number | null;
  overtimeDailyMinutes: number;
  periods: PeriodRule[];
}

export interface DayAnomaly {
  periodSeq: number;
  type: AnomalyType;
  minutes: number;
  description: string;
}

export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export function minutesOf(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

/** A period's span in minutes from the day's midnight: a night period signs out the next day. */
export function spanOf(period: Pick<PeriodRule, 'signIn' | 'signOut' | 'nextDay'>): { from: number; to: number } {
  return { from: minutesOf(period.signIn), to: minutesOf(period.signOut) + (period.nextDay ? 1440 : 0) };
}

/** The instants of a period on a China day: its sign-in and sign-out and the windows in which a clock counts. */
export function boundsOf(day: string, period: PeriodRule) {
  const midnight = chinaInstant(day).getTime();
  const { from, to } = spanOf(period);
  const signIn = midnight + from * MINUTE;
  const signOut = midnight + to * MINUTE;
  return {
    signIn,
    signOut,
    inFrom: signIn - period.signInBefore * MINUTE,
    inTo: signIn + period.signInAfter * MINUTE,
    outFrom: signOut - period.signOutBefore * MINUTE,
    outTo: signOut + period.signOutAfter * MINUTE,
  };
}

/** When a day of the shift is over: the last sign-out window closed (its anomalies can be computed then). */
export function dayEndOf(day: string, shift: ShiftRule): number {
  return Math.max(...shift.periods.map((period) => boundsOf(day, period).outTo));
}

function hhmmOf(instant: number): string {
  return new Date(instant + 8 * 3_600_000).toISOString().slice(11, 16);
}

/**
 * A staff member's day of a shift from their clocks (any source): for each period the first clock in its sign-in
 * window and the last in its sign-out window. No clock in any window: absent. Otherwise a missing clock-in or -out,
 * late beyond allowLate (unless within the flexible time and made up at the sign-out), early beyond allowEarly, and
 * overtime past the overtime start after the last sign-out, up to the daily limit. Descriptions are times only
 * ("09:00 → 09:35"): the screens name the type in the reader's language.
 */
export function evaluateDay(day: string, shift: ShiftRule, clocks: readonly number[]): { anomalies: DayAnomaly[]; workedMinutes: number } {
  const periods = [...shift.periods].sort((a, b) => spanOf(a).from - spanOf(b).from);
  const all = periods.map((period) => boundsOf(day, period));
  // Windows never reach past the middle of a period (sign-in vs sign-out) nor of a break (one period vs the next).
  all.forEach((bounds, index) => {
    const middle = (bounds.signIn + bounds.signOut) / 2;
    bounds.inTo = Math.min(bounds.inTo, middle);
    bounds.outFrom = Math.max(bounds.outFrom, middle);
    const next = all[index + 1];
    if (next) {
      const cut = (bounds.signOut + next.signIn) / 2;
      bounds.outTo = Math.min(bounds.outTo, cut);
      next.inFrom = Math.max(next.inFrom, cut);
    }
  });
  const found = periods.map((period, index) => {
    const bounds = all[index]!;
    const ins = clocks.filter((clock) => clock >= bounds.inFrom && clock <= bounds.inTo);
    const clockIn = ins.length ? Math.min(...ins) : null;
    const outs = clocks.filter((clock) => clock >= bounds.outFrom && clock <= bounds.outTo && (clockIn === null || clock > clockIn));
    const clockOut = outs.length ? Math.max(...outs) : null;
    return { period, bounds, clockIn, clockOut };
  });
  if (found.every((item) => item.clockIn === null && item.clockOut === null)) {
    const first = found[0]!.bounds.signIn;
    const last = found[found.length - 1]!.bounds.signOut;
    return {
      anomalies: [{ periodSeq: 0, type: 'absent', minutes: shift.workMinutes, description: `${hhmmOf(first)}–${hhmmOf(last)}` }],
      workedMinutes: 0,
    };
  }
  const anomalies: DayAnomaly[] = [];
  let workedMinutes = 0;
  found.forEach(({ period, bounds, clockIn, clockOut }, index) => {
    const seq = index + 1;
    if (clockIn === null) anomalies.push({ periodSeq: seq, type: 'missingIn', minutes: 0, description: `${period.signIn} → -` });
    if (clockOut === null) anomalies.push({ periodSeq: seq, type: 'missingOut', minutes: 0, description: `${period.signOut} → -` });
    if (clockIn !== null && clockOut !== null) workedMinutes += Math.floor((clockOut - clockIn) / MINUTE);
    if (clockIn !== null) {
      const late = Math.floor((clockIn - bounds.signIn) / MINUTE);
      const madeUp = late <= shift.flexMinutes && clockOut !== null && clockOut >= bounds.signOut + late * MINUTE;
      if (late > period.allowLate && !madeUp)
        anomalies.push({ periodSeq: seq, type: 'late', minutes: late, description: `${period.signIn} → ${hhmmOf(clockIn)}` });
    }
    if (clockOut !== null) {
      const early = Math.floor((bounds.signOut - clockOut) / MINUTE);
      if (early > period.allowEarly)
        anomalies.push({ periodSeq: seq, type: 'early', minutes: early, description: `${period.signOut} → ${hhmmOf(clockOut)}` });
      if (index === found.length - 1 && shift.overtimeAfter !== null) {
        const over = Math.floor((clockOut - bounds.signOut) / MINUTE) - shift.overtimeAfter;
        if (over > 0)
          anomalies.push({
            periodSeq: seq,
            type: 'overtime',
            minutes: Math.min(over, shift.overtimeDailyMinutes),
            description: `${period.signOut} → ${hhmmOf(clockOut)}`,
          });
      }
    }
  });
  return { anomalies, workedMinutes };
}
