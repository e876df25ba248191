import { describe, expect, it } from 'vitest';
import { chinaInstant, generationHorizon, neverFires, occurrences, type Cycle, type PlanSchedule } from './cycle.js';

const plan = (cycle: Cycle, over: Partial<PlanSchedule> = {}): PlanSchedule => ({
  cycle,
  startsOn: '2024-01-01',
  endsOn: null,
  timeOfDay: '09:00',
  windowMinutes: 240,
  leadDays: 0,
  ...over,
});
const cst = (text: string) => new Date(`${text}+08:00`);
const days = (slots: Date[]) => slots.map((s) => new Date(s.getTime() + 8 * 3_600_000).toISOString().slice(0, 10));

describe('occurrences', () => {
  it('fires a daily plan at its time of day, China time, in a half-open span', () => {
    const slots = occurrences(plan({ kind: 'daily' }), cst('2024-03-01T09:00:00'), cst('2024-03-03T09:00:00'));
    expect(slots).toEqual([cst('2024-03-01T09:00:00'), cst('2024-03-02T09:00:00')]);
  });

  it('puts a slot just after China midnight on the China date, the UTC day before', () => {
    const slots = occurrences(
      plan({ kind: 'weekly', weekdays: [1] }, { timeOfDay: '00:30' }),
      cst('2024-03-01T00:00:00'),
      cst('2024-03-12T00:00:00'),
    );
    // 2024-03-04 and 03-11 are Mondays in China; 00:30 there is Sunday 16:30 UTC.
    expect(slots.map((s) => s.toISOString())).toEqual(['2024-03-03T16:30:00.000Z', '2024-03-10T16:30:00.000Z']);
  });

  it('fires a monthly day past the month end on its last day, once', () => {
    const slots = occurrences(plan({ kind: 'monthly', days: [30, 31] }), cst('2024-01-01T00:00:00'), cst('2024-05-01T00:00:00'));
    expect(days(slots)).toEqual(['2024-01-30', '2024-01-31', '2024-02-29', '2024-03-30', '2024-03-31', '2024-04-30']);
    const common = occurrences(
      plan({ kind: 'monthly', days: [31] }, { startsOn: '2023-01-01' }),
      cst('2023-02-01T00:00:00'),
      cst('2023-03-01T00:00:00'),
    );
    expect(days(common)).toEqual(['2023-02-28']);
  });

  it('fires a yearly 29 February in leap years and on 28 February otherwise', () => {
    const slots = occurrences(
      plan({ kind: 'yearly', dates: [{ month: 2, day: 29 }] }, { startsOn: '2023-01-01' }),
      cst('2023-01-01T00:00:00'),
      cst('2025-12-31T00:00:00'),
    );
    expect(days(slots)).toEqual(['2023-02-28', '2024-02-29', '2025-02-28']);
  });

  it('counts every N days from the start date across months and years', () => {
    const slots = occurrences(
      plan({ kind: 'everyNDays', n: 10 }, { startsOn: '2023-12-20' }),
      cst('2023-12-01T00:00:00'),
      cst('2024-03-05T00:00:00'),
    );
    expect(days(slots)).toEqual(
      ['2023-12-20', '2023-12-30', '2024-01-09', '2024-01-19', '2024-01-29', '2024-02-08', '2024-02-18', '2024-02-28', '2024-03-09'].filter(
        (d) => d < '2024-03-05',
      ),
    );
  });

  it('keeps to the start and end dates', () => {
    const slots = occurrences(
      plan({ kind: 'daily' }, { startsOn: '2024-03-02', endsOn: '2024-03-04' }),
      cst('2024-03-01T00:00:00'),
      cst('2024-03-10T00:00:00'),
    );
    expect(days(slots)).toEqual(['2024-03-02', '2024-03-03', '2024-03-04']);
  });

  it('answers nothing for an empty span', () => {
    expect(occurrences(plan({ kind: 'daily' }), cst('2024-03-02T00:00:00'), cst('2024-03-01T00:00:00'))).toEqual([]);
  });
});

describe('neverFires', () => {
  it.each<[string, Cycle, Partial<PlanSchedule>]>([
    ['weekly without weekdays', { kind: 'weekly', weekdays: [] }, {}],
    ['monthly without days', { kind: 'monthly', days: [] }, {}],
    ['yearly on 02-30', { kind: 'yearly', dates: [{ month: 2, day: 30 }] }, {}],
    ['yearly on 04-31', { kind: 'yearly', dates: [{ month: 4, day: 31 }] }, {}],
    ['every 0 days', { kind: 'everyNDays', n: 0 }, {}],
    ['an end before the start', { kind: 'daily' }, { startsOn: '2024-03-02', endsOn: '2024-03-01' }],
    [
      'weekly on Mondays between a Tuesday and the Sunday after',
      { kind: 'weekly', weekdays: [1] },
      { startsOn: '2024-03-05', endsOn: '2024-03-10' },
    ],
  ])('is true for %s', (_name, cycle, over) => {
    expect(neverFires(plan(cycle, over))).toBe(true);
  });

  it.each<[string, Cycle]>([
    ['daily', { kind: 'daily' }],
    ['weekly on Sundays', { kind: 'weekly', weekdays: [7] }],
    ['monthly on the 31st', { kind: 'monthly', days: [31] }],
    ['yearly on 02-29', { kind: 'yearly', dates: [{ month: 2, day: 29 }] }],
    ['every 365 days', { kind: 'everyNDays', n: 365 }],
  ])('is false for %s', (_name, cycle) => {
    expect(neverFires(plan(cycle))).toBe(false);
  });
});

describe('generationHorizon', () => {
  it('ends at China midnight after the lead days, whatever the UTC day', () => {
    // 2024-03-01 23:30 UTC is 2 March 07:30 in China.
    expect(generationHorizon({ leadDays: 2 }, new Date('2024-03-01T23:30:00Z'))).toEqual(chinaInstant('2024-03-05'));
    expect(generationHorizon({ leadDays: 0 }, cst('2024-03-02T23:59:00'))).toEqual(cst('2024-03-03T00:00:00'));
  });
});
