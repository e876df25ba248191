import type { attendanceContract } from '@cvap/contracts';
import type { ApiModule, ModuleJobs } from '../../engine/index.js';
import { ATTENDANCE_GRANTS } from './grants.js';
import { settleAttendance } from './jobs.js';
import { ATTENDANCE_REGISTRY } from './registry.js';
import { attendanceRoutes } from './routes/index.js';
import * as schema from './schema.js';
import { seedAttendanceDemo } from './seed.js';
import { attendanceWorkSource } from './work-source.js';

/** Attendance: shifts and periods, rotations that make the schedule, clock-ins from the doors, anomalies, the report. */
export const attendanceModule: ApiModule = {
  name: 'attendance',
  schema,
  registry: ATTENDANCE_REGISTRY,
  routes: attendanceRoutes,
  jobs: { settleAttendance } satisfies ModuleJobs<typeof attendanceContract>,
  grants: ATTENDANCE_GRANTS,
  defaultJobs: [
    {
      code: 'settleAttendance',
      name: '考勤结算',
      handler: 'settleAttendance',
      cronExpression: '30 * * * * *',
      parameter: '{}',
      priority: 3,
      saveLogs: false,
    },
  ],
  workSources: [attendanceWorkSource],
  seed: seedAttendanceDemo,
};
