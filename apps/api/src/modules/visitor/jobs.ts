import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { visits } from './schema.js';
import { defineJobHandler, type RegisteredJobHandler } from '../../engine/index.js';
import { expireAppointments } from './services/transitions.js';

/** Pending or approved appointments of the company whose day is over become expired (every 15 minutes by default). */
const expireVisitorAppointments = defineJobHandler({
  label: { zh: '访客预约过期', en: 'Expire visitor appointments' },
  description: {
    zh: '将预约日已过仍待审核或已同意的访客预约标记为已过期',
    en: 'Marks pending or approved visitor appointments whose day is over as expired',
  },
  params: z.strictObject({}),
  className: 'cvap.visitor.ExpireAppointments',
  methodName: 'run',
  beanName: 'expireAppointments',
  async run({ orm, tenantId, now }) {
    return { expired: await expireAppointments(orm, eq(visits.tenantId, tenantId), now) };
  },
});

export const VISITOR_JOBS = { expireAppointments: expireVisitorAppointments } as unknown as Record<
  'expireAppointments',
  RegisteredJobHandler
>;
