import { describe, expect, it } from 'vitest';
import { nextRestart, RESERVE } from './next-restart.js';

const cst = (text: string): Date => new Date(`${text}+08:00`);

describe('nextRestart', () => {
  it('runs a one-off plan once, at its reserved time, and never again', () => {
    const plan = { reserveType: RESERVE.ONCE, reserveDatetime: cst('2026-03-01T02:00:00') };
    expect(nextRestart(plan, cst('2026-02-28T10:00:00'))).toEqual(cst('2026-03-01T02:00:00'));
    expect(nextRestart(plan, cst('2026-03-01T02:00:00'))).toBeNull();
  });

  it('runs a daily plan at the reserved time of day, the next day once today’s has passed', () => {
    const plan = { reserveType: RESERVE.DAILY, reserveDatetime: cst('2026-01-01T03:30:00') };
    expect(nextRestart(plan, cst('2026-05-10T01:00:00'))).toEqual(cst('2026-05-10T03:30:00'));
    expect(nextRestart(plan, cst('2026-05-10T03:30:00'))).toEqual(cst('2026-05-11T03:30:00'));
  });

  it('runs a weekly plan on its weekday (1 Monday … 7 Sunday)', () => {
    const plan = { reserveType: RESERVE.WEEKLY, reserveDatetime: cst('2026-01-01T04:00:00'), weekDay: 7 };
    // 2026-11-25 is a Wednesday; the next Sunday is the 29th.
    expect(nextRestart(plan, cst('2026-11-25T12:00:00'))).toEqual(cst('2026-11-29T04:00:00'));
  });

  it('runs a monthly plan of day 31 on the last day of shorter months (February, April) and on the 31st otherwise', () => {
    const plan = { reserveType: RESERVE.MONTHLY, reserveDatetime: cst('2026-01-01T02:00:00'), monthDay: 31 };
    expect(nextRestart(plan, cst('2026-02-01T00:00:00'))).toEqual(cst('2026-02-28T02:00:00'));
    expect(nextRestart(plan, cst('2028-02-01T00:00:00'))).toEqual(cst('2028-02-29T02:00:00'));
    expect(nextRestart(plan, cst('2026-04-01T00:00:00'))).toEqual(cst('2026-04-30T02:00:00'));
    expect(nextRestart(plan, cst('2026-02-28T02:00:00'))).toEqual(cst('2026-03-31T02:00:00'));
  });

  it('does not start a repeating plan before its reserved date-time', () => {
    const plan = { reserveType: RESERVE.DAILY, reserveDatetime: cst('2026-06-01T05:00:00') };
    expect(nextRestart(plan, cst('2026-05-01T00:00:00'))).toEqual(cst('2026-06-01T05:00:00'));
  });
});
