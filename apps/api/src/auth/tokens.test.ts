import jwt from 'jsonwebtoken';
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors.js';
import { readSessionToken, signSessionToken } from './tokens.js';

const SECRET = 'a-secret-for-the-token-unit-tests-0123456789';
const SESSION = '3f0c2a52-7a8e-4c1e-9d7b-2b7f8a0c1d2e';

function codeOf(work: () => unknown): string | null {
  try {
    work();
    return null;
  } catch (error) {
    return error instanceof AppError ? error.code : `not an AppError: ${String(error)}`;
  }
}

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Signs any payload, including ones jsonwebtoken would refuse to sign. */
function signRaw(payload: object): string {
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}`;
  return `${body}.${createHmac('sha256', SECRET).update(body).digest('base64url')}`;
}

describe('session token verification', () => {
  it('reads back what signSessionToken wrote, and jsonwebtoken agrees the token is valid', () => {
    const token = signSessionToken(SECRET, { userId: 42, sessionId: SESSION, ttlSeconds: 600 });
    const claims = readSessionToken(SECRET, token);
    expect(claims).toMatchObject({ userId: 42, sessionId: SESSION });
    expect(jwt.verify(token, SECRET, { algorithms: ['HS256'] })).toMatchObject({ sub: '42', jti: SESSION, iat: claims.issuedAt });
  });

  it('refuses a token signed with another secret, a tampered payload or signature (40101)', () => {
    const token = signSessionToken(SECRET, { userId: 42, sessionId: SESSION, ttlSeconds: 600 });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    expect(codeOf(() => readSessionToken('another-secret-for-the-token-unit-tests-98765', token))).toBe('TOKEN_INVALID');
    const forged = part({ ...(jwt.decode(token) as object), sub: '1' });
    expect(codeOf(() => readSessionToken(SECRET, `${header}.${forged}.${signature}`))).toBe('TOKEN_INVALID');
    expect(codeOf(() => readSessionToken(SECRET, `${header}.${payload}.${signature.slice(0, -2)}`))).toBe('TOKEN_INVALID');
    expect(codeOf(() => readSessionToken(SECRET, `${header}.${payload}.${signature}=`))).toBe('TOKEN_INVALID');
    expect(codeOf(() => readSessionToken(SECRET, `${header}.${payload}`))).toBe('TOKEN_INVALID');
    expect(codeOf(() => readSessionToken(SECRET, 'not-a-token'))).toBe('TOKEN_INVALID');
  });

  it('refuses alg none and every algorithm other than HS256, even with the right secret (40101)', () => {
    const claims = { sub: '42', jti: SESSION, iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 600 };
    expect(codeOf(() => readSessionToken(SECRET, `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`))).toBe('TOKEN_INVALID');
    expect(codeOf(() => readSessionToken(SECRET, jwt.sign(claims, SECRET, { algorithm: 'HS512' })))).toBe('TOKEN_INVALID');
    expect(codeOf(() => readSessionToken(SECRET, jwt.sign(claims, SECRET, { algorithm: 'HS384' })))).toBe('TOKEN_INVALID');
    expect(codeOf(() => readSessionToken(SECRET, jwt.sign(claims, SECRET, { algorithm: 'HS256' })))).toBeNull();
  });

  it('answers 40102 from the second of expiry on, and 40101 for a token without expiry or not valid yet', () => {
    const token = signSessionToken(SECRET, { userId: 42, sessionId: SESSION, ttlSeconds: 600 });
    const { exp } = jwt.decode(token) as { exp: number };
    expect(codeOf(() => readSessionToken(SECRET, token, exp * 1000 - 1))).toBeNull();
    expect(codeOf(() => readSessionToken(SECRET, token, exp * 1000))).toBe('TOKEN_EXPIRED');
    const now = Math.floor(Date.now() / 1000);
    expect(codeOf(() => readSessionToken(SECRET, jwt.sign({ sub: '42', jti: SESSION }, SECRET, { noTimestamp: false })))).toBe(
      'TOKEN_INVALID',
    );
    expect(codeOf(() => readSessionToken(SECRET, jwt.sign({ sub: '42', jti: SESSION, nbf: now + 60, exp: now + 600 }, SECRET)))).toBe(
      'TOKEN_INVALID',
    );
    expect(codeOf(() => readSessionToken(SECRET, signRaw({ sub: '42', jti: SESSION, iat: now, exp: 'soon' })))).toBe('TOKEN_INVALID');
  });

  it('refuses claims of the wrong shape: non-numeric subject, a jti that is not a UUID, no iat (40101)', () => {
    const exp = Math.floor(Date.now() / 1000) + 600;
    expect(codeOf(() => readSessionToken(SECRET, jwt.sign({ sub: 'admin', jti: SESSION, exp }, SECRET)))).toBe('TOKEN_INVALID');
    expect(codeOf(() => readSessionToken(SECRET, jwt.sign({ sub: '42', jti: 'x', exp }, SECRET)))).toBe('TOKEN_INVALID');
    expect(codeOf(() => readSessionToken(SECRET, jwt.sign({ sub: '42', jti: SESSION, exp }, SECRET, { noTimestamp: true })))).toBe(
      'TOKEN_INVALID',
    );
    expect(codeOf(() => readSessionToken(SECRET, `${part({ alg: 'HS256' })}.${Buffer.from('[1]').toString('base64url')}.x`))).toBe(
      'TOKEN_INVALID',
    );
  });
});
