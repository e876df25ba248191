import { describe, expect, it } from 'vitest';
import { columnVisibilityKey } from './column-visibility.js';

describe('column visibility storage key', () => {
  it('is keyed by username, route and the first column codes', () => {
    expect(columnVisibilityKey('admin', '/systemManager/userMng', ['username', 'name', 'phone', 'email'])).toBe(
      'cvap_columns:admin:/systemManager/userMng:username,name,phone',
    );
  });

  it('differs per user and per route, and when the leading columns change', () => {
    const base = columnVisibilityKey('admin', '/a', ['x', 'y']);
    expect(columnVisibilityKey('lihua', '/a', ['x', 'y'])).not.toBe(base);
    expect(columnVisibilityKey('admin', '/b', ['x', 'y'])).not.toBe(base);
    expect(columnVisibilityKey('admin', '/a', ['y', 'x'])).not.toBe(base);
  });
});
