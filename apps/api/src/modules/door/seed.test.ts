import { isValidIdCard, isValidMobile } from '@cvap/contracts';
import { describe, expect, it } from 'vitest';
import type { ResidentialRef } from '../../db/seed/demo-context.js';
import { generateCampus, generateResidential, IdCounters } from './seed.js';
import { birthDate, cardNumber, createRng, idCardNumber, licencePlate, mobile } from '../../db/seed/people-data.js';

function residential(kind: 'residential' | 'campus'): ResidentialRef {
  const floors = (building: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: building * 100 + i + 1, floorNo: i + 1 }));
  return {
    residentialId: 7,
    companyId: '7001',
    name: '测试花园',
    kind,
    buildings: [
      { id: 1, name: '1栋', floors: floors(1, 12), rooms: 4, shops: 2 },
      { id: 2, name: '2栋', floors: floors(2, 8), rooms: 2, shops: 0 },
    ],
    gates: ['东门', '西门'],
    reviewerId: 1,
    serviceDepartmentId: 3,
  };
}

const NOW = new Date('2026-03-04T05:06:07Z');

describe('door demo generation', () => {
  it('makes the same rows from the same community and time (e2e tests rely on the names)', () => {
    const make = () =>
      generateResidential(residential('residential'), new IdCounters(), { now: NOW, days: 14, openRecords: 800, phones: new Set() });
    expect(make()).toEqual(make());
  });

  it('numbers rooms floor then room, shops on the ground floor, and gives ids in order', () => {
    const rows = generateResidential(residential('residential'), new IdCounters(10), {
      now: NOW,
      days: 7,
      openRecords: 300,
      phones: new Set(),
    });
    expect(rows.apartments).toHaveLength(2 + 11 * 4 + 8 * 2);
    expect(rows.apartments[0]).toMatchObject({ id: 11, roomNo: '101', houseType: 2 });
    expect(rows.apartments.find((a) => a.buildingId === 1 && a.floorId === 103)!.roomNo).toBe('301');
    expect(rows.persons.every((p) => rows.apartments.some((a) => a.id === p.apartmentId))).toBe(true);
  });

  it('makes the asked number of passage records, none in the future, in time order', () => {
    const rows = generateCampus(residential('campus'), new IdCounters(), {
      now: NOW,
      days: 21,
      openRecords: 2000,
      phones: new Set(),
      companiesPerFloor: [1, 2],
    });
    expect(rows.companies.length).toBeGreaterThan(15);
    expect(rows.openRecords.length).toBe(2000);
    const times = rows.openRecords.map((r) => (r.openedAt as Date).getTime());
    expect(times.every((t, i) => t <= NOW.getTime() && (i === 0 || t >= times[i - 1]!))).toBe(true);
  });
});

describe('people data', () => {
  it('makes valid ID numbers whose birth date and sex digit match', () => {
    const rng = createRng(42);
    for (let i = 0; i < 2000; i++) {
      const birth = birthDate(rng, 1940, 2020);
      const gender = i % 2 === 0 ? 1 : 2;
      const id = idCardNumber(rng, birth, gender);
      expect(isValidIdCard(id)).toBe(true);
      expect(id.slice(6, 14)).toBe(birth.toISOString().slice(0, 10).replace(/-/g, ''));
      expect(Number(id[16]) % 2).toBe(gender === 1 ? 1 : 0);
    }
  });

  it('makes distinct valid mobile numbers, 10-digit card numbers and plates that fit the column', () => {
    const rng = createRng(7);
    const phones = new Set<string>();
    const cards = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      expect(isValidMobile(mobile(rng, phones))).toBe(true);
      expect(cardNumber(rng, cards)).toMatch(/^\d{10}$/);
      expect(licencePlate(rng)).toMatch(/^浙[A-Z][A-Z0-9]{5,6}$/);
    }
    expect(phones.size).toBe(2000);
    expect(cards.size).toBe(2000);
  });
});
