import { describe, expect, it } from 'vitest';
import { reconnectDelay, socketUrl } from './reconnect.js';

describe('task channel reconnection', () => {
  it('backs off from 1 s, doubling, up to 30 s', () => {
    const noJitter = () => 0;
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => reconnectDelay(attempt, noJitter))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('adds at most 20% jitter so many consoles do not reconnect at once', () => {
    expect(reconnectDelay(0, () => 0.999)).toBeLessThanOrEqual(1200);
  });
});

describe('task channel URL', () => {
  it('uses ws: on http and wss: on https, on the page origin and base path', () => {
    expect(socketUrl({ protocol: 'http:', host: 'localhost:8080' }, '/', '/api/task/ws')).toBe('ws://localhost:8080/api/task/ws');
    expect(socketUrl({ protocol: 'https:', host: 'pm.example.com' }, '/console', '/cvap/api/task/ws')).toBe(
      'wss://pm.example.com/console/cvap/api/task/ws',
    );
  });
});
