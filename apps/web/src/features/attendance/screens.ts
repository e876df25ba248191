import { screensIn, type ScreenModule } from '../../routes/screen-module.js';

const anomaly = screensIn(() => import('./AnomalyPage.js'));

/**
 * The attendance screens by catalogue path. Shifts, periods, rotations, the schedule and clock-ins are their
 * declarations (generic screens); the anomalies add the excuse and the recompute, the report is bespoke.
 */
export const ATTENDANCE_SCREENS: Readonly<Record<string, ScreenModule>> = {
  '/attendanceManager/anomaly': anomaly('AnomalyPage'),
  '/attendanceManager/report': () => import('./ReportPage.js'),
  '/attendanceManager/dailyReport': () => import('./DailyReportPage.js'),
};
