import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor.js';

describe('keyset cursors', () => {
  it('round-trip the sort, the last value and the id', () => {
    for (const position of [
      { field: 'id', order: 'desc' as const, value: 42, id: 42 },
      { field: 'name', order: 'asc' as const, value: '张三', id: 7 },
      { field: 'enabled', order: 'asc' as const, value: false, id: 1 },
      { field: 'code', order: 'desc' as const, value: null, id: 9 },
    ]) {
      expect(decodeCursor(encodeCursor(position))).toEqual(position);
    }
  });

  it('write a date as its ISO text, and are URL-safe', () => {
    const cursor = encodeCursor({ field: 'createdAt', order: 'desc', value: new Date('2026-01-02T03:04:05.678Z'), id: 3 });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual({ field: 'createdAt', order: 'desc', value: '2026-01-02T03:04:05.678Z', id: 3 });
  });

  it('refuse anything this server did not write', () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const bad of [
      '',
      'not base64 at all!',
      encode({ field: 'id' }),
      encode(['id', 'desc', 1]),
      encode(['id', 'sideways', 1, 1]),
      encode([1, 'asc', 1, 1]),
      encode(['id', 'asc', 1, 1.5]),
      encode(['id', 'asc', 1, 2 ** 60]),
      encode(['id', 'asc', { sql: 'x' }, 1]),
      encode(['id', 'asc', [1], 1]),
    ]) {
      expect(decodeCursor(bad), bad).toBeNull();
    }
  });
});
