import { screensIn, type ScreenModule } from '../../routes/screen-module.js';

const anomaly = screensIn(() => import('./AnomalyPage.js'));

/**
 * The attendance screens by catalogue path. Shifts, periods and clock-ins are their declarations (generic screens);
 * rotations add the department picker and the overlap confirm, the schedule the swap, the anomalies the excuse and
 * the recompute; the reports and the phone clock-in are bespoke.
 */
export const ATTENDANCE_SCREENS: Readonly<Record<string, ScreenModule>> = {
  '/attendanceManager/anomaly': anomaly('AnomalyPage'),
  '/attendanceManager/report': () => import('./ReportPage.js'),
  '/attendanceManager/dailyReport': () => import('./DailyReportPage.js'),
  '/attendanceManager/schedule': () => import('./SchedulePage.js'),
  '/attendanceManager/roster': () => import('./RosterPage.js'),
  '/attendanceManager/myClock': () => import('./MyClockPage.js'),
};
