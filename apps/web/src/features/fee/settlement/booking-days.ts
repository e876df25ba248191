import dayjs from 'dayjs';

/** The first day a posting may be booked on when `closedUpTo` (`YYYY-MM`) is the last closed month: the next month's first. */
export function firstBookableDay(closedUpTo: string | null | undefined): string | undefined {
  return closedUpTo ? dayjs(`${closedUpTo}-01`).add(1, 'month').format('YYYY-MM-DD') : undefined;
}

/** Whether a day (`YYYY-MM-DD`) may be chosen: not after today, nor in or before the last closed month. */
export function isBookableDay(day: string, today: string, closedUpTo: string | null | undefined): boolean {
  const first = firstBookableDay(closedUpTo);
  return day <= today && (first === undefined || day >= first);
}
