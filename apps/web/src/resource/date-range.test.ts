import dayjs from 'dayjs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cardValidityPresets, chinaNow, isPastDay, lastDays, outsideRangeWindow, rangeToQuery, wholeDays } from './date-range.js';
import { initialSearchValues } from './search-values.js';

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
      '2026-04-15',
      '2026-06-15',
      '2026-09-15',
      '2027-03-15',
      '2028-03-15',
      '2029-03-15',
    ]);
    expect(isPastDay(now.subtract(1, 'day'), now)).toBe(true);
    expect(isPastDay(now.startOf('day'), now)).toBe(false);
  });
});

/**
 * The defaults are China's days (UTC+8), whatever the browser's zone: the API reads the strings as China time.
 * Run in browser zones behind (Los Angeles, UTC-8 in January) and ahead (Auckland, UTC+13) of China.
 */
for (const zone of ['America/Los_Angeles', 'Pacific/Auckland']) {
  describe(`default day ranges in a browser in ${zone}`, () => {
    const savedZone = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = zone;
    });
    afterEach(() => {
      vi.useRealTimers();
    });
    afterAll(() => {
      if (savedZone === undefined) delete process.env.TZ;
      else process.env.TZ = savedZone;
    });

    // 2026-01-15 16:30 UTC: 2026-01-16 00:30 in China, still the 15th in Los Angeles.
    const afterChinaMidnight = Date.parse('2026-01-15T16:30:00Z');
    // 2026-01-15 11:30 UTC: 19:30 on the 15th in China, already the 16th in Auckland.
    const beforeChinaMidnight = Date.parse('2026-01-15T11:30:00Z');

    it('runs in a zone other than China time (the premise)', () => {
      expect(new Date(afterChinaMidnight).getTimezoneOffset()).not.toBe(-480);
      expect(new Date(beforeChinaMidnight).getTimezoneOffset()).not.toBe(-480);
    });

    it('reads the current moment as China wall-clock time', () => {
      expect(chinaNow(afterChinaMidnight).format(fmt)).toBe('2026-01-16 00:30:00');
      expect(chinaNow(beforeChinaMidnight).format(fmt)).toBe('2026-01-15 19:30:00');
      expect(chinaNow(Date.parse('2026-01-15T15:59:59Z')).format(fmt)).toBe('2026-01-15 23:59:59');
    });

    it('makes "today" the China day near midnight UTC, sent to the API as that day', () => {
      vi.useFakeTimers({ now: afterChinaMidnight, toFake: ['Date'] });
      expect(rangeToQuery(lastDays(1), 'datetime')).toEqual(['2026-01-16 00:00:00', '2026-01-16 23:59:59']);
      expect(rangeToQuery(lastDays(7), 'datetime')).toEqual(['2026-01-10 00:00:00', '2026-01-16 23:59:59']);
      vi.setSystemTime(beforeChinaMidnight);
      expect(rangeToQuery(lastDays(1), 'date')).toEqual(['2026-01-15', '2026-01-15']);
    });

    it('gives a declared default range (last N days) of China days in the search form', () => {
      vi.useFakeTimers({ now: afterChinaMidnight, toFake: ['Date'] });
      const values = initialSearchValues({ defaultRange: { field: 'openedAt', days: 7 } } as Parameters<typeof initialSearchValues>[0]);
      expect(rangeToQuery(values.openedAt as [dayjs.Dayjs, dayjs.Dayjs], 'datetime')).toEqual([
        '2026-01-10 00:00:00',
        '2026-01-16 23:59:59',
      ]);
    });

    it('counts card-validity presets and past days from the China day', () => {
      vi.useFakeTimers({ now: afterChinaMidnight, toFake: ['Date'] });
      expect(cardValidityPresets()[0]!.value.format(fmt)).toBe('2026-02-16 23:59:59');
      expect(isPastDay(dayjs('2026-01-15T12:00:00'))).toBe(true);
      expect(isPastDay(dayjs('2026-01-16T00:00:00'))).toBe(false);
    });
  });
}
