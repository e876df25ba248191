import { describe, expect, it } from 'vitest';
import { AddressWindows } from './address-windows.js';

describe('AddressWindows', () => {
  it('allows max hits per window and key, then refuses until the window starts over', () => {
    const windows = new AddressWindows(2, 60_000);
    expect(windows.hit('a', 0)).toEqual({ allowed: true, remaining: 1, resetAt: 60_000 });
    expect(windows.hit('a', 10)).toEqual({ allowed: true, remaining: 0, resetAt: 60_000 });
    expect(windows.hit('a', 20)).toEqual({ allowed: false, remaining: 0, resetAt: 60_000 });
    expect(windows.hit('b', 30).allowed).toBe(true);
    expect(windows.hit('a', 60_000)).toEqual({ allowed: true, remaining: 1, resetAt: 120_000 });
  });

  it('forgets windows that have ended', () => {
    const windows = new AddressWindows(5, 1000);
    for (let i = 0; i < 50; i++) windows.hit(`client${i}`, 0);
    expect(windows.size).toBe(50);
    windows.hit('late', 5000);
    expect(windows.size).toBe(1);
  });
});
