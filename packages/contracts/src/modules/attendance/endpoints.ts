import { endpoint } from '../../endpoint-decl.js';
import { permissionCode } from '../../resource/derive.js';
import { attendanceRosterResource } from './resources.js';
import { RosterOverlapQuerySchema, RosterOverlapSchema } from './roster-overlap.js';

/** The attendance endpoints beside the engine's generic ones. */
export const AttendancePaths = {
  excuse: '/api/attendance/anomaly/excuse',
  settle: '/api/attendance/settle',
  report: '/api/attendance/report/monthly',
  reportExport: '/api/attendance/report/monthly/export',
} as const;

/** The attendance endpoints declared once (docs/decisions/0054). */
export const ATTENDANCE_ENDPOINTS = {
  rosterOverlap: endpoint({
    id: 'attendanceRoster.overlap',
    method: 'POST',
    path: '/api/attendance/roster/overlap',
    summary: 'The days other rotations already cover for the staff of a rotation about to be saved',
    tag: 'attendanceRoster',
    access: [permissionCode(attendanceRosterResource, 'add'), permissionCode(attendanceRosterResource, 'edit')],
    body: RosterOverlapQuerySchema,
    answer: RosterOverlapSchema,
  }),
} as const;
