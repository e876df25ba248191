import { index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { tenants } from './organisation.js';

/** The device-type tree (spec section 3: id, pid, deviceName), one per property company. */
export const deviceTypes = pgTable(
  'device_types',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    pid: integer('pid'),
    deviceName: varchar('device_name', { length: 50 }).notNull(),
    sortNo: integer('sort_no').notNull().default(0),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [index('device_types_tenant_pid_idx').on(t.tenantId, t.pid)],
);
