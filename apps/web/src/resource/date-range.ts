import dayjs, { type Dayjs } from 'dayjs';

/** Spec section 5's picker formats. */
export const DateFormats = {
  datetime: 'YYYY-MM-DD HH:mm:ss',
  date: 'YYYY-MM-DD',
  month: 'YYYY-MM',
  year: 'YYYY',
} as const;

/** Spec section 9: the date-range helper lets the second date lie within 30 days of the first one. */
export const RANGE_HELPER_DAYS = 30;

export type DayRange = [Dayjs, Dayjs];

/** China Standard Time, UTC+8 all year (no daylight saving): the zone the API reads and writes date-times in. */
export const CHINA_OFFSET_MINUTES = 8 * 60;

/**
 * The moment `instant` as China's wall clock (docs/decisions/0006 "Date-times"), whatever the browser's zone: a
 * plain dayjs value whose date and time read as in UTC+8, so "today", its 00:00:00 and 23:59:59 and the strings
 * sent to the API are China's. (Values the user picks are wall-clock values too, sent as they read.)
 */
export function chinaNow(instant: number | Date = Date.now()): Dayjs {
  const china = new Date(Number(instant) + CHINA_OFFSET_MINUTES * 60_000);
  return dayjs(
    new Date(
      china.getUTCFullYear(),
      china.getUTCMonth(),
      china.getUTCDate(),
      china.getUTCHours(),
      china.getUTCMinutes(),
      china.getUTCSeconds(),
      china.getUTCMilliseconds(),
    ),
  );
}

/** A picked range widened to whole days: 00:00:00 on the first, 23:59:59 on the last. */
export function wholeDays([start, end]: DayRange): DayRange {
  return [start.startOf('day'), end.endOf('day').millisecond(0)];
}

/** The default search range "the last N days" (China's today included), in whole days. */
export function lastDays(days: number, now: Dayjs = chinaNow()): DayRange {
  return wholeDays([now.subtract(days - 1, 'day'), now]);
}

/** The times a RangePicker with time shows before the user picks them. */
export function rangeDefaultTimes(): DayRange {
  const today = chinaNow();
  return [today.startOf('day'), today.endOf('day').millisecond(0)];
}

/** The range as the API takes it: date strings for date fields, date-time strings otherwise. */
export function rangeToQuery(
  range: readonly [Dayjs | null, Dayjs | null] | null | undefined,
  kind: 'date' | 'datetime',
): [string | null, string | null] | undefined {
  if (!range || (!range[0] && !range[1])) return undefined;
  const format = kind === 'date' ? DateFormats.date : DateFormats.datetime;
  const [start, end] = range;
  return [start ? start.startOf('day').format(format) : null, end ? end.endOf('day').format(format) : null];
}

/** The 30-day range helper: once the first date is picked, dates further than 30 days from it are disabled. */
export function outsideRangeWindow(current: Dayjs, firstPicked: Dayjs | null | undefined, days = RANGE_HELPER_DAYS): boolean {
  if (!firstPicked) return false;
  return Math.abs(current.startOf('day').diff(firstPicked.startOf('day'), 'day')) > days;
}

export type CardValidityPreset = 'oneMonth' | 'threeMonths' | 'sixMonths' | 'oneYear' | 'twoYears' | 'threeYears';

const PRESET_SPANS: readonly [CardValidityPreset, number, 'month' | 'year'][] = [
  ['oneMonth', 1, 'month'],
  ['threeMonths', 3, 'month'],
  ['sixMonths', 6, 'month'],
  ['oneYear', 1, 'year'],
  ['twoYears', 2, 'year'],
  ['threeYears', 3, 'year'],
];

/** Spec section 5's card-validity presets: 1, 3, 6 months and 1, 2, 3 years from China's today (end of that day). */
export function cardValidityPresets(today: Dayjs = chinaNow()): { key: CardValidityPreset; value: Dayjs }[] {
  return PRESET_SPANS.map(([key, amount, unit]) => ({ key, value: today.add(amount, unit).endOf('day').millisecond(0) }));
}

/** Days before China's today cannot be picked as a card's validity. */
export function isPastDay(current: Dayjs, today: Dayjs = chinaNow()): boolean {
  return current.isBefore(today.startOf('day'));
}
