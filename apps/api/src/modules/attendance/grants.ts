import { ATTENDANCE_MY_CLOCK_ELEMENTS } from '@cvap/contracts';
import { elementsOfScreens, type ModuleGrants } from '../../engine/index.js';

/** Their own clock-in from the phone, for the staff who work shifts. */
const CLOCK_IN_ONLY = { menus: ['attendanceManager:myClock'], elements: [ATTENDANCE_MY_CLOCK_ELEMENTS.clockIn.code] };

/**
 * The community manager (the supervisor) runs the whole section: shifts, rotations, corrections, excuses, the report.
 * Property staff, repair workers and security guards clock in from their phones.
 */
export const ATTENDANCE_GRANTS: ModuleGrants = {
  communityManager: { menus: ['attendanceManager'], elements: elementsOfScreens(['attendanceManager']) },
  staff: CLOCK_IN_ONLY,
  repairWorker: CLOCK_IN_ONLY,
  guard: CLOCK_IN_ONLY,
};
