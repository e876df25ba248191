import jwt from 'jsonwebtoken';
import { AppError } from '../lib/errors.js';

export interface SessionClaims {
  userId: number;
  sessionId: string;
  /** Seconds since the epoch. */
  issuedAt: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function signSessionToken(secret: string, claims: { userId: number; sessionId: string; ttlSeconds: number }): string {
  return jwt.sign({ sub: String(claims.userId) }, secret, { algorithm: 'HS256', jwtid: claims.sessionId, expiresIn: claims.ttlSeconds });
}

/** Accepts the raw token or `Bearer <token>`. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token || null;
}

/**
 * Verifies signature (HS256 only: `alg: none` and other algorithms are refused) and expiry, and checks the
 * claims' shape. 40102 when expired, 40101 for everything else.
 */
export function readSessionToken(secret: string, token: string): SessionClaims {
  let payload: string | jwt.JwtPayload;
  try {
    payload = jwt.verify(token, secret, { algorithms: ['HS256'] });
  } catch (error) {
    throw new AppError(error instanceof jwt.TokenExpiredError ? 'TOKEN_EXPIRED' : 'TOKEN_INVALID');
  }
  if (typeof payload !== 'object' || typeof payload.sub !== 'string' || !/^\d{1,10}$/.test(payload.sub)) throw new AppError('TOKEN_INVALID');
  if (typeof payload.jti !== 'string' || !UUID.test(payload.jti) || typeof payload.iat !== 'number') throw new AppError('TOKEN_INVALID');
  return { userId: Number(payload.sub), sessionId: payload.jti, issuedAt: payload.iat };
}
