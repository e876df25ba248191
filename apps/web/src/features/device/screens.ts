import type { ScreenModule } from '../../routes/screen-module.js';

/** The device module's bespoke screens by catalogue path (manufacturers, models, time periods are plain declarations). */
export const DEVICE_SCREENS: Readonly<Record<string, ScreenModule>> = {
  '/deviceManager/deviceMng': () => import('./DevicePage.js'),
  '/deviceManager/deviceRestartMng': () => import('./RestartPage.js'),
  '/deviceManager/deviceUpgradeMng': () => import('./UpgradePage.js'),
};
