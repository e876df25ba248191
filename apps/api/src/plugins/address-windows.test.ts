import { describe, expect, it } from 'vitest';
import { AddressWindows } from './address-windows.js';

describe('AddressWindows', () => {
  it('allows max hits per clock-aligned window and key, then refuses until the window starts over', () => {
    const windows = new AddressWindows(2, 60_000);
    expect(windows.hit('a', 0)).toEqual({ allowed: true, remaining: 1, resetAt: 60_000 });
    expect(windows.hit('a', 10)).toEqual({ allowed: true, remaining: 0, resetAt: 60_000 });
    expect(windows.hit('a', 20)).toEqual({ allowed: false, remaining: 0, resetAt: 60_000 });
    expect(windows.hit('b', 30).allowed).toBe(true);
    expect(windows.hit('a', 60_000)).toEqual({ allowed: true, remaining: 1, resetAt: 120_000 });
    expect(windows.hit('c', 119_999).resetAt).toBe(120_000);
  });

  it('forgets the keys of a window that has ended', () => {
    const windows = new AddressWindows(5, 1000);
    for (let i = 0; i < 50; i++) windows.hit(`client${i}`, 0);
    expect(windows.size).toBe(50);
    windows.hit('late', 5000);
    expect(windows.size).toBe(1);
  });

  it('counts the other instances’ sums for the same window, and drops them when the window ends', () => {
    const windows = new AddressWindows(5, 1000);
    windows.hit('a', 0);
    windows.setOthers(0, [['a', 3]]);
    expect(windows.hit('a', 1)).toMatchObject({ allowed: true, remaining: 0 });
    expect(windows.hit('a', 2).allowed).toBe(false);
    windows.setOthers(0, [['b', 10]]);
    expect(windows.hit('b', 3).allowed).toBe(false);
    // Sums read for a window that is over by the time they arrive are ignored.
    windows.setOthers(0, [['a', 100]]);
    expect(windows.hit('a', 1000)).toMatchObject({ allowed: true, remaining: 4 });
  });

  it('hands out each changed count once, and again after a failed publication within the same window', () => {
    const windows = new AddressWindows(100, 1000);
    windows.hit('a', 0);
    windows.hit('a', 1);
    windows.hit('b', 2);
    const first = windows.takeUnpublished(3);
    expect(first).toEqual({
      windowStart: 0,
      counts: [
        ['a', 2],
        ['b', 1],
      ],
    });
    expect(windows.takeUnpublished(4).counts).toEqual([]);
    windows.republish(first);
    windows.hit('a', 5);
    expect(windows.takeUnpublished(6).counts).toEqual([
      ['a', 3],
      ['b', 1],
    ]);
    windows.republish({ windowStart: 0, counts: [['a', 3]] });
    expect(windows.takeUnpublished(1000)).toEqual({ windowStart: 1000, counts: [] });
    expect(windows.currentWindow(1001)).toBe(1000);
  });
});
