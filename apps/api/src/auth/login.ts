import { and, count, eq, gt, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Orm } from '../db/client.js';
import { loginAttempts, sessions, users } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import { verifyAgainstDummy, verifyPassword } from '../lib/passwords.js';
import { isUserUsable } from './authenticate.js';
import { signSessionToken } from './tokens.js';

export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Failures for one username from one address (after its last success there) before that pair is refused. */
export const PAIR_FAILURE_LIMIT = 5;
/** Failures from one address, whatever the usernames, before the address is refused. */
export const ADDRESS_FAILURE_LIMIT = 20;
/** Failures for one username from all addresses before only its known addresses may try it. */
export const ACCOUNT_FAILURE_LIMIT = 50;
/** An address is known for a username if a login of it succeeded from there within this time. */
export const KNOWN_ADDRESS_MS = 90 * 24 * 3600_000;

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

async function recordAttempt(orm: Orm, username: string, ip: string, succeeded: boolean, at: Date): Promise<void> {
  await orm.insert(loginAttempts).values({ username: username.slice(0, 64), ip: ip.slice(0, 64), succeeded, createdAt: at });
}

/**
 * Whether this attempt is refused before any password is checked (docs in the README, "Login throttling").
 * Everything is keyed on the username as typed (trimmed, lower case) and the client address, never on whether
 * the account exists, so known and unknown usernames answer alike.
 */
async function throttled(orm: Orm, username: string, ip: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const knownSince = new Date(now.getTime() - KNOWN_ADDRESS_MS);
  const name = username.slice(0, 64);
  const address = ip.slice(0, 64);
  const pairSuccess = sql`coalesce((select max(s.created_at) from login_attempts s where s.username = ${name} and s.ip = ${address} and s.succeeded), '-infinity'::timestamptz)`;
  const [row] = await orm
    .select({
      address: sql<number>`count(*) filter (where ${loginAttempts.ip} = ${address})`.mapWith(Number),
      pair: sql<number>`count(*) filter (where ${loginAttempts.ip} = ${address} and ${loginAttempts.username} = ${name} and ${loginAttempts.createdAt} > ${pairSuccess})`.mapWith(
        Number,
      ),
      account: sql<number>`count(*) filter (where ${loginAttempts.username} = ${name})`.mapWith(Number),
    })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createdAt, since),
        sql`(${loginAttempts.ip} = ${address} or ${loginAttempts.username} = ${name})`,
      ),
    );
  const counts = row ?? { address: 0, pair: 0, account: 0 };
  if (counts.address >= ADDRESS_FAILURE_LIMIT || counts.pair >= PAIR_FAILURE_LIMIT) return true;
  if (counts.account < ACCOUNT_FAILURE_LIMIT) return false;
  const [known] = await orm
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.username, name),
        eq(loginAttempts.ip, address),
        eq(loginAttempts.succeeded, true),
        gt(loginAttempts.createdAt, knownSince),
      ),
    );
  return (known?.n ?? 0) === 0;
}

/**
 * Username is matched trimmed and case-insensitively. Unknown usernames cost the same hash as known ones and
 * count the same failures. Nothing locks an account: a guesser is refused (42901) per address and username
 * (5 failures in 15 minutes), per address (20), and, once a username has 50 failures from anywhere in 15
 * minutes, everywhere but the addresses it logged in from before; the real user from another address is not
 * stopped by a stranger's failures (issue 13).
 */
export async function login(orm: Orm, settings: LoginSettings, input: LoginInput, now = new Date()): Promise<LoginSuccess> {
  const username = input.username.trim().toLowerCase();
  if (await throttled(orm, username, input.ip, now)) throw new AppError('RATE_LIMITED');

  const [user] = await orm
    .select({ id: users.id, passwordHash: users.passwordHash, enabled: users.enabled, frozen: users.frozen, validUntil: users.validUntil })
    .from(users)
    .where(sql`lower(${users.username}) = ${username}`)
    .limit(1);

  if (!user) {
    await verifyAgainstDummy(input.password);
    await recordAttempt(orm, username, input.ip, false, now);
    throw new AppError('LOGIN_FAILED');
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await recordAttempt(orm, username, input.ip, false, now);
    throw new AppError('LOGIN_FAILED');
  }
  // Only a caller who knows the password learns that the account is frozen, disabled or expired (decision 0024);
  // a wrong password on such an account is answered above like any other. The refusal is a failed attempt too.
  if (!isUserUsable(user, now)) {
    await recordAttempt(orm, username, input.ip, false, now);
    throw new AppError('ACCOUNT_NOT_USABLE');
  }

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
  return {
    token: signSessionToken(settings.secret, { userId: user.id, sessionId, ttlSeconds: settings.ttlSeconds }),
    userId: user.id,
    sessionId,
  };
}

/** Ends one session (logout). */
export async function revokeSession(orm: Orm, sessionId: string, now = new Date()): Promise<void> {
  await orm
    .update(sessions)
    .set({ revokedAt: now, revokeReason: 'logout' })
    .where(and(eq(sessions.id, sessionId), sql`${sessions.revokedAt} is null`));
}
