import { sql } from 'drizzle-orm';
import type { ResourceHooks } from '../../engine/index.js';
import { maintainRecords } from './schema.js';

const OVERDUE = sql`(${maintainRecords.status} = 0 and ${maintainRecords.dueAt} < now())`;

/** A record is overdue while open past its due time: computed by the database, searchable. */
export const recordHooks: ResourceHooks = {
  computed: { overdue: OVERDUE },
  filter(field, value) {
    if (field !== 'overdue') return undefined;
    return value === true || value === 'true' || value === 1 || value === '1' ? OVERDUE : sql`not ${OVERDUE}`;
  },
};
