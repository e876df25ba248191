import { describe, expect, it } from 'vitest';
import { isValidIdCard } from '@cvap/contracts';
import { generateIdentity } from './identity.js';

/** A small deterministic generator (mulberry32) so every run checks the same thousand records. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const isRealDate = (value: string): boolean => new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

describe('emulated identity records', () => {
  const now = new Date('2026-02-28T12:00:00Z');
  const today = '2026-02-28';
  const records = Array.from({ length: 1000 }, (_, i) => generateIdentity(Buffer.alloc(0), seeded(i + 1), now));

  it('always carry a valid 18-digit number whose birthday and gender digits match the record', () => {
    for (const r of records) {
      expect(isValidIdCard(r.idNumber), r.idNumber).toBe(true);
      expect(r.idNumber.slice(6, 14)).toBe(r.birthday.replaceAll('-', ''));
      expect(Number(r.idNumber[16]) % 2 === 1).toBe(r.gender === '男');
    }
  });

  it('use real calendar dates, an adult birthday and a card valid today', () => {
    for (const r of records) {
      for (const date of [r.birthday, r.validFrom, r.validTo]) expect(isRealDate(date), date).toBe(true);
      expect(r.birthday <= '2006-02-28').toBe(true);
      expect(r.validFrom <= today && today < r.validTo).toBe(true);
    }
  });

  it('follow the validity rule by age at issue: ten years up to 25, twenty from 26', () => {
    for (const r of records) {
      const years = Number(r.validTo.slice(0, 4)) - Number(r.validFrom.slice(0, 4));
      const ageAtIssue =
        Number(r.validFrom.slice(0, 4)) - Number(r.birthday.slice(0, 4)) - (r.validFrom.slice(5) < r.birthday.slice(5) ? 1 : 0);
      expect(ageAtIssue).toBeGreaterThanOrEqual(16);
      expect(years).toBe(ageAtIssue <= 25 ? 10 : 20);
    }
  });
});
