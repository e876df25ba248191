import { LANGUAGES, type Language } from '@cvap/contracts';
import { eq } from 'drizzle-orm';
import type { Orm } from '../db/client.js';
import { sessions, users } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import { readSessionToken } from './tokens.js';
import type { AuthContext } from './types.js';

export function isUserUsable(user: { enabled: number; frozen: number; validUntil: Date | null }, now: Date): boolean {
  return user.enabled === 1 && user.frozen === 0 && (user.validUntil === null || user.validUntil > now);
}

/**
 * Checks a token exactly the same way for HTTP requests and the task WebSocket: the token itself, then its
 * session row and user, on every call (no cache), so logout, a password change or freezing an account ends it
 * on the next request. Throws the session-ending code that applies.
 */
export async function authenticateToken(orm: Orm, secret: string, token: string, now = new Date()): Promise<AuthContext> {
  const claims = readSessionToken(secret, token);
  const [row] = await orm
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
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, claims.sessionId))
    .limit(1);

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
  };
}
