import { bigint, integer, pgTable, primaryKey, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * Each API instance's request count per client address and one-minute window (plugins/shared-rate-counts.ts):
 * every instance upserts its own rows a few times a second and reads the others' sums back, so the request rate
 * limit holds across instances. Unlogged (migration 0035): a count lost in a crash costs nothing but a minute's
 * precision, and the rows are rewritten several times a second.
 */
export const rateLimitCounts = pgTable(
  'rate_limit_counts',
  {
    /** Epoch milliseconds at which the window starts (windows are aligned on the clock). */
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    address: varchar('address', { length: 64 }).notNull(),
    /** A random id per process start. */
    instanceId: uuid('instance_id').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.windowStart, t.address, t.instanceId] })],
);
