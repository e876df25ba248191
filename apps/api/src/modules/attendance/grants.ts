import { elementsOfScreens, type ModuleGrants } from '../../engine/index.js';

/** The community manager (the supervisor) runs the whole section: shifts, rotations, corrections, excuses, the report. */
export const ATTENDANCE_GRANTS: ModuleGrants = {
  communityManager: { menus: ['attendanceManager'], elements: elementsOfScreens(['attendanceManager']) },
};
