import { index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { residentials } from './organisation.js';
import { users } from './identity.js';

/**
 * Repair work orders. Only what the side-menu counts need exists yet; the repair issue adds the workflow.
 * status: pending (awaiting dispatch), processing, visiting (awaiting follow-up), checking (awaiting spot
 * check), completed, closed.
 */
export const repairOrders = pgTable(
  'repair_orders',
  {
    id: serial('id').primaryKey(),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    orderNo: varchar('order_no', { length: 32 }).notNull().unique(),
    title: varchar('title', { length: 200 }).notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    reporterUserId: integer('reporter_user_id').references(() => users.id),
    assigneeUserId: integer('assignee_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('repair_orders_residential_status_idx').on(t.residentialId, t.status)],
);
