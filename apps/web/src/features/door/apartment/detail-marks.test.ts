import { cardResource, openRecordResource, personResource } from '@cvap/contracts';
import { describe, expect, it } from 'vitest';
import { DETAIL_COLUMNS, roomIdOf, shouldMarkFirstPage } from './detail-marks.js';

describe('room detail helpers', () => {
  it('reads the room id from ?id= and refuses anything else', () => {
    expect(roomIdOf('42')).toBe(42);
    expect(roomIdOf(' 7 ')).toBe(7);
    expect(roomIdOf(null)).toBeNull();
    expect(roomIdOf('0')).toBeNull();
    expect(roomIdOf('-3')).toBeNull();
    expect(roomIdOf('1e3')).toBeNull();
    expect(roomIdOf('99999999999')).toBeNull();
  });

  it('marks the records timing once, for the first page only', () => {
    expect(shouldMarkFirstPage(false, 1)).toBe(true);
    expect(shouldMarkFirstPage(true, 1)).toBe(false);
    expect(shouldMarkFirstPage(false, 2)).toBe(false);
  });

  it('shows only declared fields in each table', () => {
    for (const name of DETAIL_COLUMNS.persons) expect(personResource.fields).toHaveProperty(name);
    for (const name of DETAIL_COLUMNS.cards) expect(cardResource.fields).toHaveProperty(name);
    for (const name of DETAIL_COLUMNS.records) expect(openRecordResource.fields).toHaveProperty(name);
  });
});
