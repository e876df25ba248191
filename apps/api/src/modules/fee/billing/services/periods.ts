/** Calendar arithmetic of billing periods on `YYYY-MM-DD` strings (UTC dates: no time zone shifts a day). */

function utc(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

function text(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The first day of the month of a day or a `YYYY-MM` month. */
export function monthStart(value: string): string {
  return `${value.slice(0, 7)}-01`;
}

export function addMonths(day: string, months: number): string {
  const date = utc(day);
  date.setUTCMonth(date.getUTCMonth() + months);
  return text(date);
}

export function addDays(day: string, days: number): string {
  const date = utc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return text(date);
}

/** The last day of a cycle of `months` months starting on `start`. */
export function periodEnd(start: string, months: number): string {
  return addDays(addMonths(start, months), -1);
}

/**
 * When a line is due: a prepaid fee on the first day of its period plus the prepayment period, a postpaid one on
 * the last day of its period plus that period (decision 0018).
 */
export function dueDate(start: string, end: string, paymentTiming: number, prepayDays: number): string {
  return addDays(paymentTiming === 1 ? start : end, prepayDays);
}

/** Whole days from `from` to `to` (to − from). */
export function daysBetween(from: string, to: string): number {
  return (utc(to).getTime() - utc(from).getTime()) / 86_400_000;
}

/** Today in China Standard Time (UTC+8, no daylight saving), `YYYY-MM-DD`. */
export function todayInChina(now: Date): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}
