import { chinaInstant } from '@cvap/contracts';
import { describe, expect, it } from 'vitest';
import { evaluateDay, type ShiftRule } from './rules.js';

const period = (seq: number, signIn: string, signOut: string, nextDay = 0) => ({
  seq,
  signIn,
  signOut,
  nextDay,
  signInBefore: 60,
  signInAfter: 120,
  signOutBefore: 120,
  signOutAfter: 240,
  allowLate: 5,
  allowEarly: 0,
});
const dayShift: ShiftRule = {
  flexMinutes: 0,
  workMinutes: 480,
  overtimeAfter: 30,
  overtimeDailyMinutes: 120,
  periods: [period(1, '08:00', '12:00'), period(2, '13:00', '17:00')],
};
const at = (day: string, time: string) => chinaInstant(day, time).getTime();

describe('evaluateDay', () => {
  it('finds nothing wrong on a day clocked on time, and counts the minutes worked', () => {
    const day = '2026-03-02';
    const result = evaluateDay(day, dayShift, [at(day, '07:55'), at(day, '12:01'), at(day, '12:58'), at(day, '17:02')]);
    expect(result.anomalies).toEqual([]);
    expect(result.workedMinutes).toBe(246 + 244);
  });

  it('is late beyond allowLate, with the minutes, and absent without a clock', () => {
    const day = '2026-03-02';
    const late = evaluateDay(day, dayShift, [at(day, '08:20'), at(day, '12:00'), at(day, '13:00'), at(day, '17:00')]);
    expect(late.anomalies).toEqual([{ periodSeq: 1, type: 'late', minutes: 20, description: '08:00 → 08:20' }]);
    const within = evaluateDay(day, dayShift, [at(day, '08:05'), at(day, '12:00'), at(day, '13:00'), at(day, '17:00')]);
    expect(within.anomalies).toEqual([]);
    expect(evaluateDay(day, dayShift, []).anomalies).toEqual([{ periodSeq: 0, type: 'absent', minutes: 480, description: '08:00–17:00' }]);
  });

  it('forgives a late arrival within the flexible time made up at the sign-out', () => {
    const day = '2026-03-02';
    const flex = { ...dayShift, flexMinutes: 30, periods: [period(1, '08:00', '17:00')] };
    expect(evaluateDay(day, flex, [at(day, '08:20'), at(day, '17:25')]).anomalies).toEqual([]);
    expect(evaluateDay(day, flex, [at(day, '08:20'), at(day, '17:10')]).anomalies.map((a) => a.type)).toEqual(['late']);
  });

  it('reads a night shift across midnight, with a missing clock-out and overtime past the start, capped daily', () => {
    const night: ShiftRule = { ...dayShift, periods: [period(1, '20:00', '08:00', 1)] };
    const day = '2026-03-31';
    expect(evaluateDay(day, night, [at(day, '19:50')]).anomalies.map((a) => a.type)).toEqual(['missingOut']);
    const over = evaluateDay(day, night, [at(day, '19:50'), at('2026-04-01', '11:30')]);
    expect(over.anomalies).toEqual([{ periodSeq: 1, type: 'overtime', minutes: 120, description: '08:00 → 11:30' }]);
  });

  it('finds leaving early beyond allowEarly', () => {
    const day = '2026-03-02';
    const result = evaluateDay(day, dayShift, [at(day, '08:00'), at(day, '12:00'), at(day, '13:00'), at(day, '16:30')]);
    expect(result.anomalies).toEqual([{ periodSeq: 2, type: 'early', minutes: 30, description: '17:00 → 16:30' }]);
  });
});
