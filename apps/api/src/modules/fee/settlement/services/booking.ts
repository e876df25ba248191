import { AppError } from '../../../../engine/index.js';

const CHINA_OFFSET_MS = 8 * 3600 * 1000;

/** The China-time calendar day of an instant, `YYYY-MM-DD` (China has no daylight saving: a fixed +08:00). */
export function chinaDate(at: Date): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The China-time month of an instant, `YYYY-MM`: the month a posting written at that instant is dated in. */
export function chinaMonth(at: Date): string {
  return chinaDate(at).slice(0, 7);
}

/** The first instant of a `YYYY-MM` month in China time. */
export function monthStart(month: string): Date {
  return new Date(`${month}-01T00:00:00+08:00`);
}

/** The month after a `YYYY-MM` month. */
export function nextMonth(month: string): string {
  const [year, mm] = month.split('-').map((part) => Number.parseInt(part, 10)) as [number, number];
  return mm === 12 ? `${year + 1}-01` : `${year}-${String(mm + 1).padStart(2, '0')}`;
}

/**
 * The instant a posting is dated at (docs/decisions/0034): the request's clock, or for a late entry the day the
 * money moved (`bookedOn`, China time) at noon, so it falls on that day in every reading. A day after today is
 * refused (41025); a day in a closed month is refused where the posting is written (41020).
 */
export function bookingTime(now: Date, bookedOn: string | undefined): Date {
  if (bookedOn === undefined || bookedOn === chinaDate(now)) return now;
  if (bookedOn > chinaDate(now)) throw new AppError('FEE_BOOKED_IN_FUTURE', { params: { date: bookedOn } });
  return new Date(`${bookedOn}T12:00:00+08:00`);
}
