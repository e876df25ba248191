import jwt from 'jsonwebtoken';
import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { AppError } from '../lib/errors.js';

export interface SessionClaims {
  userId: number;
  sessionId: string;
  /** Seconds since the epoch. */
  issuedAt: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const secretKeys = new Map<string, KeyObject>();

/**
 * The secret as a key object, made once: given a string, jsonwebtoken first tries to parse it as a PEM public
 * key on every call (a thrown and caught error), which measured 9 % of a list request's CPU.
 */
function secretKey(secret: string): KeyObject {
  let key = secretKeys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    secretKeys.set(secret, key);
  }
  return key;
}

export function signSessionToken(secret: string, claims: { userId: number; sessionId: string; ttlSeconds: number }): string {
  return jwt.sign({ sub: String(claims.userId) }, secretKey(secret), {
    algorithm: 'HS256',
    jwtid: claims.sessionId,
    expiresIn: claims.ttlSeconds,
  });
}

/** Accepts the raw token or `Bearer <token>`. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token || null;
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;

function jsonPart(part: string): unknown {
  if (!BASE64URL.test(part)) return null;
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * Verifies signature (HS256 only: `alg: none` and other algorithms are refused) and expiry, and checks the
 * claims' shape. 40102 when expired, 40101 for everything else.
 *
 * Checked here rather than by jsonwebtoken's `verify` (which signs too): that one decodes the token twice and
 * goes through stream wrappers, ~5 % of a list request's CPU (docs/decisions/0006). The rules are the same:
 * header `alg` exactly HS256, HMAC-SHA256 over `header.payload` compared in constant time, `exp` required and
 * in the future (whole seconds), `nbf` if present not in the future.
 */
export function readSessionToken(secret: string, token: string, nowMs = Date.now()): SessionClaims {
  return checkTokenWindow(verifySessionToken(secret, token), nowMs);
}

/** A token whose signature and claims were verified: only whether now lies in its time window can change. */
export interface VerifiedToken {
  claims: SessionClaims;
  /** Seconds since the epoch. */
  notBefore: number | null;
  expiresAt: number;
}

/** Signature and claim shapes (every check of readSessionToken but the time window). */
export function verifySessionToken(secret: string, token: string): VerifiedToken {
  const parts = token.split('.');
  if (parts.length !== 3) throw new AppError('TOKEN_INVALID');
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = jsonPart(headerPart);
  if (typeof header !== 'object' || header === null || (header as { alg?: unknown }).alg !== 'HS256') throw new AppError('TOKEN_INVALID');
  if (!BASE64URL.test(signaturePart)) throw new AppError('TOKEN_INVALID');
  const expected = createHmac('sha256', secretKey(secret)).update(`${headerPart}.${payloadPart}`).digest();
  const presented = Buffer.from(signaturePart, 'base64url');
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) throw new AppError('TOKEN_INVALID');
  const payload = jsonPart(payloadPart) as Record<string, unknown> | null;
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) throw new AppError('TOKEN_INVALID');
  if (typeof payload.nbf !== 'number' && payload.nbf !== undefined) throw new AppError('TOKEN_INVALID');
  if (typeof payload.exp !== 'number') throw new AppError('TOKEN_INVALID');
  if (typeof payload.sub !== 'string' || !/^\d{1,10}$/.test(payload.sub)) throw new AppError('TOKEN_INVALID');
  if (typeof payload.jti !== 'string' || !UUID.test(payload.jti) || typeof payload.iat !== 'number') throw new AppError('TOKEN_INVALID');
  return {
    claims: { userId: Number(payload.sub), sessionId: payload.jti, issuedAt: payload.iat },
    notBefore: payload.nbf ?? null,
    expiresAt: payload.exp,
  };
}

/** 40101 before `nbf`, 40102 from `exp` on (whole seconds). */
export function checkTokenWindow(token: VerifiedToken, nowMs = Date.now()): SessionClaims {
  const now = Math.floor(nowMs / 1000);
  if (token.notBefore !== null && token.notBefore > now) throw new AppError('TOKEN_INVALID');
  if (now >= token.expiresAt) throw new AppError('TOKEN_EXPIRED');
  return token.claims;
}
