import { and, count, eq, gt, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Orm } from '../db/client.js';
import { loginAttempts, sessions, users } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import { verifyAgainstDummy, verifyPassword } from '../lib/passwords.js';
import { isUserUsable } from './authenticate.js';
import { signSessionToken } from './tokens.js';

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const ACCOUNT_LOCK_MS = 15 * 60_000;
export const ACCOUNT_FAILURE_LIMIT = 5;
export const ADDRESS_FAILURE_LIMIT = 20;

export interface LoginInput {
  username: string;
  password: string;
  clientId?: string | undefined;
  ip: string;
  userAgent?: string | undefined;
}

export interface LoginSettings {
  secret: string;
  ttlSeconds: number;
}

export interface LoginSuccess {
  token: string;
  userId: number;
  sessionId: string;
}

function minutesLeft(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
}

async function recordAttempt(orm: Orm, username: string, ip: string, succeeded: boolean, at: Date): Promise<void> {
  await orm.insert(loginAttempts).values({ username: username.slice(0, 64), ip: ip.slice(0, 64), succeeded, createdAt: at });
}

/** Failures for the account inside the window and after its last successful login. */
async function recentAccountFailures(orm: Orm, username: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const lastSuccess = sql`coalesce((select max(s.created_at) from login_attempts s where s.username = ${username} and s.succeeded), '-infinity'::timestamptz)`;
  const [row] = await orm
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.username, username), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since), gt(loginAttempts.createdAt, lastSuccess)));
  return row?.n ?? 0;
}

async function recentAddressFailures(orm: Orm, ip: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const [row] = await orm
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * Username is matched trimmed and case-insensitively. Unknown usernames cost the same hash as known ones.
 * Five failures for one account within 15 minutes lock it for 15 minutes; twenty failures from one address
 * within 15 minutes refuse that address (42901) until the window passes.
 */
export async function login(orm: Orm, settings: LoginSettings, input: LoginInput, now = new Date()): Promise<LoginSuccess> {
  const username = input.username.trim().toLowerCase();
  if ((await recentAddressFailures(orm, input.ip, now)) >= ADDRESS_FAILURE_LIMIT) throw new AppError('RATE_LIMITED');

  const [user] = await orm
    .select({ id: users.id, passwordHash: users.passwordHash, lockedUntil: users.lockedUntil, enabled: users.enabled, frozen: users.frozen, validUntil: users.validUntil })
    .from(users)
    .where(sql`lower(${users.username}) = ${username}`)
    .limit(1);

  if (!user) {
    await verifyAgainstDummy(input.password);
    await recordAttempt(orm, username, input.ip, false, now);
    throw new AppError('LOGIN_FAILED');
  }
  if (user.lockedUntil && user.lockedUntil > now) {
    throw new AppError('ACCOUNT_LOCKED', { params: { minutes: minutesLeft(user.lockedUntil, now) } });
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await recordAttempt(orm, username, input.ip, false, now);
    const failures = await recentAccountFailures(orm, username, now);
    const lockedUntil = failures >= ACCOUNT_FAILURE_LIMIT ? new Date(now.getTime() + ACCOUNT_LOCK_MS) : null;
    await orm.update(users).set({ failedLoginCount: failures, ...(lockedUntil ? { lockedUntil } : {}) }).where(eq(users.id, user.id));
    if (lockedUntil) throw new AppError('ACCOUNT_LOCKED', { params: { minutes: minutesLeft(lockedUntil, now) } });
    throw new AppError('LOGIN_FAILED');
  }
  // Only a caller who knows the password learns that the account is frozen, disabled or expired.
  if (!isUserUsable(user, now)) throw new AppError('ACCOUNT_NOT_USABLE');

  const sessionId = randomUUID();
  await orm.transaction(async (tx) => {
    await tx.insert(sessions).values({
      id: sessionId,
      userId: user.id,
      clientId: input.clientId?.slice(0, 64) ?? null,
      ip: input.ip.slice(0, 64),
      userAgent: input.userAgent?.slice(0, 300) ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + settings.ttlSeconds * 1000),
    });
    await recordAttempt(tx, username, input.ip, true, now);
    await tx.update(users).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(users.id, user.id));
  });
  return { token: signSessionToken(settings.secret, { userId: user.id, sessionId, ttlSeconds: settings.ttlSeconds }), userId: user.id, sessionId };
}

/** Ends one session (logout). */
export async function revokeSession(orm: Orm, sessionId: string, now = new Date()): Promise<void> {
  await orm.update(sessions).set({ revokedAt: now, revokeReason: 'logout' }).where(and(eq(sessions.id, sessionId), sql`${sessions.revokedAt} is null`));
}
