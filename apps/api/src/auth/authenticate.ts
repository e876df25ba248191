import { LANGUAGES, type Language } from '@cvap/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/client.js';
import { perHandle } from '../db/per-handle.js';
import { residentials, sessions, userResidentials, users } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import { grantedCodesArray } from './element-grants.js';
import type { AuthCache, ResidentialRef, SessionSnapshot, UserSnapshot } from './auth-cache.js';
import { checkTokenWindow, verifySessionToken, type SessionClaims } from './tokens.js';
import type { AuthContext } from './types.js';

/** The database and the instance's auth cache in front of it. */
export interface AuthSource {
  orm: Orm;
  cache: AuthCache;
}

export function isUserUsable(user: { enabled: number; frozen: number; validUntil: Date | null }, now: Date): boolean {
  return user.enabled === 1 && user.frozen === 0 && (user.validUntil === null || user.validUntil > now);
}

/**
 * The columns of `users` authentication reads (besides the id it joins on, which never changes). The trigger
 * `users_auth_changed` (migration 0005) empties the auth cache on an update of exactly these, and ignores the
 * others (a failed login's counter): a column read here must be in its list, or a change to it would be answered
 * from a stale cache. test/auth-cache.test.ts compares this list with the trigger the database holds.
 */
export const AUTH_USER_COLUMNS = {
  tenantId: users.tenantId,
  username: users.username,
  name: users.name,
  headOffice: users.headOffice,
  kiosk: users.kiosk,
  enabled: users.enabled,
  frozen: users.frozen,
  validUntil: users.validUntil,
  passwordChangedAt: users.passwordChangedAt,
  language: users.language,
};

/** A session's snapshot: the session, its user (AUTH_USER_COLUMNS), the user's grants and community links. */
function snapshotQuery(orm: Orm) {
  return orm
    .select({
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      revokeReason: sessions.revokeReason,
      ...AUTH_USER_COLUMNS,
      elements: grantedCodesArray(orm, sessions.userId),
      communityIds: sql<
        number[]
      >`array(select ${userResidentials.residentialId} from ${userResidentials} where ${userResidentials.userId} = ${sessions.userId})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .limit(1);
}

function residentialQuery(orm: Orm) {
  return orm
    .select({ id: residentials.id, tenantId: residentials.tenantId })
    .from(residentials)
    .where(eq(residentials.companyId, sql.placeholder('companyId')))
    .limit(1);
}

/** The statements whose answers the auth cache keeps: what migration 0005's triggers must cover (test/auth-cache.test.ts). */
export function authReads(orm: Orm): { sql: string }[] {
  return [snapshotQuery(orm).toSQL(), residentialQuery(orm).toSQL()];
}

/** The two statements of a cache miss, prepared once per database handle. */
const statementsOf = perHandle((orm) => ({
  snapshot: snapshotQuery(orm).prepare('cvap_session_snapshot'),
  community: residentialQuery(orm).prepare('cvap_community_by_company_id'),
}));

async function loadSnapshot(orm: Orm, sessionId: string): Promise<SessionSnapshot | null> {
  const [row] = await statementsOf(orm).snapshot.execute({ sessionId });
  if (!row) return null;
  const { userId, expiresAt, revokedAt, revokeReason, elements, communityIds: residentialIds, ...user } = row;
  return {
    userId,
    expiresAt,
    revokedAt,
    revokeReason,
    user: { ...user, elements: new Set(elements), communityIds: new Set(residentialIds.map(Number)) },
  };
}

async function loadResidential(orm: Orm, companyId: string): Promise<ResidentialRef | null> {
  const [row] = await statementsOf(orm).community.execute({ companyId });
  return row ?? null;
}

export interface AuthenticateOptions {
  /**
   * An element code to check, or several of which any one will do: the result is `grant` of the returned context
   * (the permission hook decides).
   */
  element?: string | readonly string[];
  /** A well-formed CompanyId header: `community` of the returned context (the community-scope hook decides). */
  companyId?: string;
  now?: Date;
}

function isGranted(elements: ReadonlySet<string>, wanted: string | readonly string[]): boolean {
  return typeof wanted === 'string' ? elements.has(wanted) : wanted.some((code) => elements.has(code));
}

/** The session-ending code that applies, if any; else the session's user. */
function usableUser(claims: SessionClaims, session: SessionSnapshot | null, now: Date): UserSnapshot {
  if (!session || session.userId !== claims.userId) throw new AppError('TOKEN_INVALID');
  const user = session.user;
  if (session.expiresAt <= now) throw new AppError('TOKEN_EXPIRED');
  if (!isUserUsable(user, now) || session.revokeReason === 'disabled') throw new AppError('ACCOUNT_DISABLED');
  // iat has whole seconds; a token from the second of the change was revoked with all the others anyway.
  if (claims.issuedAt < Math.floor(user.passwordChangedAt.getTime() / 1000) || session.revokeReason === 'password')
    throw new AppError('PASSWORD_CHANGED');
  if (session.revokedAt) throw new AppError('SESSION_REVOKED');
  return user;
}

function contextOf(
  claims: SessionClaims,
  user: UserSnapshot,
  residential: ResidentialRef | null | undefined,
  options: AuthenticateOptions,
): AuthContext {
  const language: Language = (LANGUAGES as readonly string[]).includes(user.language) ? (user.language as Language) : 'zh_cn';
  return {
    sessionId: claims.sessionId,
    user: {
      id: claims.userId,
      tenantId: user.tenantId,
      username: user.username,
      name: user.name,
      headOffice: user.headOffice,
      kiosk: user.kiosk,
      language,
    },
    ...(options.element === undefined ? {} : { grant: { element: options.element, granted: isGranted(user.elements, options.element) } }),
    ...(options.companyId === undefined
      ? {}
      : {
          community: {
            companyId: options.companyId,
            found: residential ? { ...residential, linked: user.communityIds.has(residential.id) } : null,
          },
        }),
  };
}

function claimsOf(db: AuthSource, secret: string, token: string, now: Date): SessionClaims {
  return checkTokenWindow(
    db.cache.verifiedToken(token, () => verifySessionToken(secret, token)),
    now.getTime(),
  );
}

/** The context from the cache alone, or undefined when it cannot answer for the session or the community. */
function answerFromCache(db: AuthSource, claims: SessionClaims, options: AuthenticateOptions, now: Date): AuthContext | undefined {
  const session = db.cache.cachedSession(claims.sessionId);
  if (!session) return undefined;
  const residential = options.companyId === undefined ? undefined : db.cache.cachedResidential(options.companyId);
  if (residential === undefined && options.companyId !== undefined) return undefined;
  return contextOf(claims, usableUser(claims, session, now), residential, options);
}

/**
 * The same check answered from the auth cache alone, synchronously (the common case: no promise, no await);
 * undefined when the cache cannot answer (then authenticateToken reads the database). Throws like it.
 */
export function authenticateFromCache(
  db: AuthSource,
  secret: string,
  token: string,
  options: AuthenticateOptions = {},
): AuthContext | undefined {
  const now = options.now ?? new Date();
  return answerFromCache(db, claimsOf(db, secret, token, now), options, now);
}

/**
 * Checks a token exactly the same way for HTTP requests and the task WebSocket: the token itself, then its
 * session, user, grants and community links, through the instance's auth cache (which is exact: any change to
 * them empties it before this process answers anything that could depend on it; auth/auth-cache.ts). So logout,
 * a password change, freezing an account or a changed grant applies from the next request. Throws the
 * session-ending code that applies.
 */
export async function authenticateToken(
  db: AuthSource,
  secret: string,
  token: string,
  options: AuthenticateOptions = {},
): Promise<AuthContext> {
  const now = options.now ?? new Date();
  const claims = claimsOf(db, secret, token, now);
  const cached = answerFromCache(db, claims, options, now);
  if (cached) return cached;
  const user = usableUser(claims, await db.cache.session(claims.sessionId, () => loadSnapshot(db.orm, claims.sessionId)), now);
  const residential =
    options.companyId === undefined
      ? undefined
      : await db.cache.community(options.companyId, () => loadResidential(db.orm, options.companyId!));
  return contextOf(claims, user, residential, options);
}
