import { describe, expect, it } from 'vitest';
import { firstBookableDay, isBookableDay } from './booking-days.js';

describe('the booking dates a posting dialog offers', () => {
  it('starts the day after the last closed month ends, across a year end', () => {
    expect(firstBookableDay('2026-10')).toBe('2026-11-01');
    expect(firstBookableDay('2026-12')).toBe('2027-01-01');
    expect(firstBookableDay(null)).toBeUndefined();
  });

  it('refuses a day in or before the last closed month and a day after today, and offers the rest', () => {
    const today = '2026-12-07';
    expect(isBookableDay('2026-10-31', today, '2026-10')).toBe(false);
    expect(isBookableDay('2026-10-01', today, '2026-10')).toBe(false);
    expect(isBookableDay('2025-03-15', today, '2026-10')).toBe(false);
    expect(isBookableDay('2026-11-01', today, '2026-10')).toBe(true);
    expect(isBookableDay('2026-12-07', today, '2026-10')).toBe(true);
    expect(isBookableDay('2026-12-08', today, '2026-10')).toBe(false);
  });

  it('offers every day up to today while no month is closed', () => {
    expect(isBookableDay('2001-01-01', '2026-12-07', null)).toBe(true);
    expect(isBookableDay('2001-01-01', '2026-12-07', undefined)).toBe(true);
  });
});
