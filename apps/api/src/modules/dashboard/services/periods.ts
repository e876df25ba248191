const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** yyyy-MM-dd of the China day (UTC+8) `daysAgo` days before the one `now` falls in. */
export function chinaDay(now: Date, daysAgo = 0): string {
  return new Date(now.getTime() + CHINA_OFFSET_MS - daysAgo * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a China day starts. */
export const chinaMidnight = (day: string): Date => new Date(`${day}T00:00:00+08:00`);

export interface DashboardPeriods {
  /** The last 7 China days, today included. */
  week: { from: string; to: string };
  /** The China calendar month so far. */
  month: { from: string; to: string };
  /** The 7 days of the week, oldest first. */
  days: string[];
}

export function dashboardPeriods(now: Date): DashboardPeriods {
  const today = chinaDay(now);
  const days = [6, 5, 4, 3, 2, 1, 0].map((daysAgo) => chinaDay(now, daysAgo));
  return { week: { from: days[0]!, to: today }, month: { from: `${today.slice(0, 8)}01`, to: today }, days };
}
