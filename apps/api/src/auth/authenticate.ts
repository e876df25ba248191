import { LANGUAGES, type Language } from '@cvap/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/client.js';
import { residentials, sessions, userResidentials, users } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import { elementGrantedExpression } from '../services/element-grants.js';
import { readSessionToken } from './tokens.js';
import type { AuthContext } from './types.js';

export function isUserUsable(user: { enabled: number; frozen: number; validUntil: Date | null }, now: Date): boolean {
  return user.enabled === 1 && user.frozen === 0 && (user.validUntil === null || user.validUntil > now);
}

function sessionColumns(orm: Orm) {
  // The community a CompanyId header names (no row without a header).
  const community = orm
    .select({ id: residentials.id, tenantId: residentials.tenantId })
    .from(residentials)
    .where(eq(residentials.companyId, sql.placeholder('companyId')))
    .limit(1)
    .as('community');
  return orm
    .select({
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      revokeReason: sessions.revokeReason,
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
      // The element check of the route, read in the same statement (false when no element is asked for).
      granted: elementGrantedExpression(orm, sessions.userId, sql.placeholder('element')),
      communityId: community.id,
      communityTenantId: community.tenantId,
      // Whether the user is linked to that community (a multi-table select: every column here is qualified).
      communityLinked: sql<boolean>`exists (select 1 from ${userResidentials} where ${userResidentials.residentialId} = ${community.id} and ${userResidentials.userId} = ${sessions.userId})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(community, sql`true`)
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .limit(1)
    .prepare('cvap_session_check');
}

/**
 * The session check as a named prepared statement: parsed and planned once per connection, not on every
 * request (planning cost 3–4× the execution; docs/decisions/0006). One per database handle.
 */
const sessionStatements = new WeakMap<Orm, ReturnType<typeof sessionColumns>>();

function sessionStatement(orm: Orm) {
  let statement = sessionStatements.get(orm);
  if (!statement) {
    statement = sessionColumns(orm);
    sessionStatements.set(orm, statement);
  }
  return statement;
}

export interface AuthenticateOptions {
  /**
   * An element code to check in the same round trip as the session: the result is `grant` of the returned
   * context, read now (grants are never cached). Nothing is refused here; the permission hook decides.
   */
  element?: string;
  /**
   * A well-formed CompanyId header: the community it names is read in the same statement (`community` of the
   * returned context); the community-scope hook decides with it.
   */
  companyId?: string;
  now?: Date;
}

/**
 * Checks a token exactly the same way for HTTP requests and the task WebSocket: the token itself, then its
 * session row and user, on every call (no cache), so logout, a password change or freezing an account ends it
 * on the next request. Throws the session-ending code that applies.
 */
export async function authenticateToken(orm: Orm, secret: string, token: string, options: AuthenticateOptions = {}): Promise<AuthContext> {
  const now = options.now ?? new Date();
  const claims = readSessionToken(secret, token);
  const [row] = await sessionStatement(orm).execute({ sessionId: claims.sessionId, element: options.element ?? null, companyId: options.companyId ?? null });

  if (!row || row.userId !== claims.userId) throw new AppError('TOKEN_INVALID');
  if (row.expiresAt <= now) throw new AppError('TOKEN_EXPIRED');
  if (!isUserUsable(row, now) || row.revokeReason === 'disabled') throw new AppError('ACCOUNT_DISABLED');
  // iat has whole seconds; a token from the second of the change was revoked with all the others anyway.
  if (claims.issuedAt < Math.floor(row.passwordChangedAt.getTime() / 1000) || row.revokeReason === 'password') throw new AppError('PASSWORD_CHANGED');
  if (row.revokedAt) throw new AppError('SESSION_REVOKED');

  const language: Language = (LANGUAGES as readonly string[]).includes(row.language) ? (row.language as Language) : 'zh_cn';
  return {
    sessionId: claims.sessionId,
    user: { id: claims.userId, tenantId: row.tenantId, username: row.username, name: row.name, headOffice: row.headOffice, kiosk: row.kiosk, language },
    ...(options.element === undefined ? {} : { grant: { element: options.element, granted: row.granted === true } }),
    ...(options.companyId === undefined
      ? {}
      : {
          community: {
            companyId: options.companyId,
            found: row.communityId === null || row.communityTenantId === null ? null : { id: row.communityId, tenantId: row.communityTenantId, linked: row.communityLinked === true },
          },
        }),
  };
}
