import type { noticeContract } from '@cvap/contracts';
import type { ApiModule, ModuleJobs } from '../../engine/index.js';
import { NOTICE_GRANTS } from './grants.js';
import { publishScheduledNotices } from './jobs.js';
import * as schema from './schema.js';
import { seedNoticeDemo } from './seed.js';
import { NOTICE_REGISTRY } from './registry.js';
import { noticeRoutes } from './routes/index.js';

/** The notice module's public surface. */
export { noticeEntry } from './registry.js';

export const noticeModule: ApiModule = {
  name: 'notice',
  schema,
  registry: NOTICE_REGISTRY,
  routes: noticeRoutes,
  jobs: { publishScheduledNotices } satisfies ModuleJobs<typeof noticeContract>,
  defaultJobs: [
    {
      code: 'publishScheduledNotices',
      name: '发布定时公告',
      handler: 'publishScheduledNotices',
      cronExpression: '*/15 * * * * *',
      parameter: '{}',
      priority: 2,
      saveLogs: false,
    },
  ],
  seed: (orm, demo) => seedNoticeDemo(orm, demo),
  grants: NOTICE_GRANTS,
};
