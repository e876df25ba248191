import { bigserial, boolean, index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './identity.js';

/** One row per issued token (its jti). Revoking the row ends the token. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: varchar('client_id', { length: 64 }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** logout | password | disabled | admin */
    revokeReason: varchar('revoke_reason', { length: 16 }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Login attempts, for the per-account lockout (by username) and the per-address limit (by ip). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ip: varchar('ip', { length: 64 }).notNull(),
    username: varchar('username', { length: 64 }).notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_attempts_ip_time_idx').on(t.ip, t.createdAt), index('login_attempts_username_time_idx').on(t.username, t.createdAt)],
);
