import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { buildings, createdAt, residentials, tenants, updatedAt, users } from '../../db/schema/index.js';

/**
 * Notices. `body` is HTML as the server's sanitiser left it; `status` 1 published, 0 not; a notice with
 * `scheduled_at` and status 0 is published by the scheduler when the time comes. `read_count` is the number of
 * rows in notice_reads (kept with them in one transaction).
 */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    residentialId: integer('residential_id').references(() => residentials.id),
    title: varchar('title', { length: 100 }).notNull(),
    body: text('body').notNull(),
    attachments: jsonb('attachments').$type<string[]>(),
    audience: varchar('audience', { length: 16 }).notNull().default('company'),
    status: smallint('status').notNull().default(0),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    top: smallint('top').notNull().default(0),
    readCount: integer('read_count').notNull().default(0),
    creatorId: integer('creator_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notices_tenant_top_idx').on(t.tenantId, t.top, t.publishedAt),
    index('notices_scheduled_idx')
      .on(t.scheduledAt)
      .where(sql`${t.status} = 0 and ${t.scheduledAt} is not null`),
    check('notices_audience_check', sql`${t.audience} in ('company', 'communities', 'buildings')`),
  ],
);

/** A notice's audience: the communities (or buildings, each with its community) it is for. */
export const noticeTargets = pgTable(
  'notice_targets',
  {
    id: serial('id').primaryKey(),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id, { onDelete: 'cascade' }),
    // A building (or community) that goes takes its place in audiences with it.
    buildingId: integer('building_id').references(() => buildings.id, { onDelete: 'cascade' }),
  },
  (t) => [index('notice_targets_notice_idx').on(t.noticeId)],
);

/** Who read a notice, once per user. */
export const noticeReads = pgTable(
  'notice_reads',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] })],
);
