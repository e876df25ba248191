import { index, integer, jsonb, pgTable, smallint, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { users } from './identity.js';

/** Background tasks pushed to their owner over the task WebSocket. */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 50 }).notNull(),
    source: varchar('source', { length: 100 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    progress: smallint('progress').notNull().default(0),
    status: integer('status').notNull().default(205),
    message: text('message'),
    result: jsonb('result'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tasks_user_idx').on(t.userId, t.createdAt)],
);
