/** Restart plans run in China Standard Time (UTC+8, no daylight saving), as the console shows times. */
const OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

export const RESERVE = { ONCE: 1, DAILY: 2, WEEKLY: 3, MONTHLY: 4 } as const;

export interface RestartSchedule {
  reserveType: number;
  reserveDatetime: Date;
  /** 1 Monday … 7 Sunday. */
  weekDay?: number | null;
  monthDay?: number | null;
}

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/**
 * The first run strictly after `after` (and not before reserveDatetime), or null when none is left. Repeating
 * plans run at reserveDatetime's time of day; monthly on monthDay, or on the month's last day when the month
 * is shorter (31 → 30 April, 28/29 February): a restart "every 31st" is meant as "at the end of each month".
 */
export function nextRestart(plan: RestartSchedule, after: Date): Date | null {
  const start = plan.reserveDatetime.getTime();
  if (plan.reserveType === RESERVE.ONCE) return start > after.getTime() ? plan.reserveDatetime : null;
  const from = Math.max(after.getTime() + 1, start);
  const local = new Date(from + OFFSET_MS);
  const timeOfDay = (start + OFFSET_MS) % DAY_MS;
  // Candidate days from the day of `from`, in local (UTC+8) calendar terms.
  for (let i = 0; i <= 62; i++) {
    const day = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + i));
    const at = day.getTime() + timeOfDay - OFFSET_MS;
    if (at < from) continue;
    if (plan.reserveType === RESERVE.WEEKLY && ((day.getUTCDay() + 6) % 7) + 1 !== plan.weekDay) continue;
    if (plan.reserveType === RESERVE.MONTHLY) {
      const wanted = Math.min(plan.monthDay ?? 1, daysInMonth(day.getUTCFullYear(), day.getUTCMonth()));
      if (day.getUTCDate() !== wanted) continue;
    }
    return new Date(at);
  }
  return null;
}
