import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { cardValidityPresets, isPastDay, lastDays, outsideRangeWindow, rangeToQuery, wholeDays } from './date-range.js';

const now = dayjs('2026-03-15T10:20:30');
const fmt = 'YYYY-MM-DD HH:mm:ss';

describe('date ranges', () => {
  it('widen a picked range to 00:00:00 – 23:59:59', () => {
    const [start, end] = wholeDays([dayjs('2026-03-01T08:00:00'), dayjs('2026-03-02T09:00:00')]);
    expect([start.format(fmt), end.format(fmt)]).toEqual(['2026-03-01 00:00:00', '2026-03-02 23:59:59']);
  });

  it('default to the last N days, today included', () => {
    const [start, end] = lastDays(7, now);
    expect([start.format(fmt), end.format(fmt)]).toEqual(['2026-03-09 00:00:00', '2026-03-15 23:59:59']);
  });

  it('travel as date or date-time strings', () => {
    const range = [dayjs('2026-03-01T08:00:00'), dayjs('2026-03-02T09:00:00')] as const;
    expect(rangeToQuery(range, 'datetime')).toEqual(['2026-03-01 00:00:00', '2026-03-02 23:59:59']);
    expect(rangeToQuery(range, 'date')).toEqual(['2026-03-01', '2026-03-02']);
    expect(rangeToQuery(null, 'date')).toBeUndefined();
  });

  it('limit the range helper to 30 days around the first picked date', () => {
    expect(outsideRangeWindow(now.add(30, 'day'), now)).toBe(false);
    expect(outsideRangeWindow(now.add(31, 'day'), now)).toBe(true);
    expect(outsideRangeWindow(now.subtract(31, 'day'), now)).toBe(true);
    expect(outsideRangeWindow(now.add(300, 'day'), null)).toBe(false);
  });

  it('offer card-validity presets of 1, 3, 6 months and 1, 2, 3 years from today, past days disabled', () => {
    expect(cardValidityPresets(now).map((p) => p.value.format('YYYY-MM-DD'))).toEqual([
      '2026-04-15', '2026-06-15', '2026-09-15', '2027-03-15', '2028-03-15', '2029-03-15',
    ]);
    expect(isPastDay(now.subtract(1, 'day'), now)).toBe(true);
    expect(isPastDay(now.startOf('day'), now)).toBe(false);
  });
});
