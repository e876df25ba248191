import { bigserial, index, integer, jsonb, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/** Operation log: who, when, from where, what, which record, result and duration. Secrets masked. */
export const opLogs = pgTable(
  'op_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id'),
    username: varchar('username', { length: 64 }),
    residentialId: integer('residential_id'),
    ip: varchar('ip', { length: 64 }),
    method: varchar('method', { length: 8 }).notNull(),
    path: varchar('path', { length: 300 }).notNull(),
    resource: varchar('resource', { length: 100 }),
    action: varchar('action', { length: 50 }),
    recordId: varchar('record_id', { length: 64 }),
    status: integer('status').notNull(),
    httpStatus: smallint('http_status').notNull(),
    durationMs: integer('duration_ms').notNull(),
    detail: jsonb('detail'),
    createdAt: createdAt(),
  },
  (t) => [index('op_logs_created_idx').on(t.createdAt, t.id)],
);
