import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './identity.js';

/**
 * One-time business tokens (spec section 7: GET /api/property/{module}/getBusinessToken, then the BusinessToken
 * header): issued to one user for one module, spent by the first write that presents them.
 */
export const businessTokens = pgTable(
  'business_tokens',
  {
    token: varchar('token', { length: 64 }).primaryKey(),
    module: varchar('module', { length: 40 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('business_tokens_expires_idx').on(t.expiresAt)],
);
