import { describe, expect, it } from 'vitest';
import { chinaMidnight, dashboardPeriods } from './periods.js';

describe('dashboardPeriods', () => {
  it('takes the China day, not the UTC one: half past midnight in Beijing is already the new day and month', () => {
    const periods = dashboardPeriods(new Date('2026-11-30T16:30:00Z'));
    expect(periods.week).toEqual({ from: '2026-11-25', to: '2026-12-01' });
    expect(periods.month).toEqual({ from: '2026-12-01', to: '2026-12-01' });
    expect(periods.days).toEqual(['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01']);
  });

  it('keeps the previous China day until 16:00 UTC', () => {
    const periods = dashboardPeriods(new Date('2026-11-30T15:59:59Z'));
    expect(periods.week).toEqual({ from: '2026-11-24', to: '2026-11-30' });
    expect(periods.month.from).toBe('2026-11-01');
  });

  it('starts a China day at 16:00 UTC the day before', () => {
    expect(chinaMidnight('2026-12-01').toISOString()).toBe('2026-11-30T16:00:00.000Z');
  });
});
