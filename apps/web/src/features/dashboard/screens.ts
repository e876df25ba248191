import type { ScreenModule } from '../../routes/screen-module.js';

/** The home page (the catalogue's HOME_PATH). */
export const DASHBOARD_SCREENS: Readonly<Record<string, ScreenModule>> = {
  '/dashboard/dashboard': () => import('./DashboardHome.js'),
};
