import { describe, expect, it } from 'vitest';
import { expiredCookie, readCookie, secondsUntilExpiry, serializeCookie } from './token-cookie.js';

function jwtWithPayload(payload: object): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

describe('token cookie', () => {
  it('is SameSite=Strict, scoped to the base path, and Secure only on https', () => {
    expect(serializeCookie('cvap_token', 'abc', { path: '/', secure: false })).toBe('cvap_token=abc; Path=/; SameSite=Strict');
    expect(serializeCookie('cvap_token', 'abc', { path: '/console/', secure: true, maxAgeSeconds: 60 })).toBe(
      'cvap_token=abc; Path=/console/; SameSite=Strict; Max-Age=60; Secure',
    );
  });

  it('is cleared by an immediately expiring cookie', () => {
    expect(expiredCookie('cvap_token', { path: '/', secure: false })).toBe('cvap_token=; Path=/; SameSite=Strict; Max-Age=0');
  });

  it('is read back by name among other cookies', () => {
    expect(readCookie('a=1; cvap_token=x.y.z; b=2', 'cvap_token')).toBe('x.y.z');
    expect(readCookie('xcvap_token=1', 'cvap_token')).toBeNull();
    expect(readCookie('cvap_token=', 'cvap_token')).toBeNull();
    expect(readCookie('', 'cvap_token')).toBeNull();
  });

  it('lives as long as the token it carries', () => {
    expect(secondsUntilExpiry(jwtWithPayload({ exp: 1_000 }), 400)).toBe(600);
    expect(secondsUntilExpiry(jwtWithPayload({ exp: 100 }), 400)).toBe(0);
    expect(secondsUntilExpiry(jwtWithPayload({ sub: 1 }), 400)).toBeUndefined();
    expect(secondsUntilExpiry('not-a-jwt', 400)).toBeUndefined();
  });
});
