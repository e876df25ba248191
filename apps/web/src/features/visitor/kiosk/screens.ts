import type { ScreenModule } from '../../../routes/screen-module.js';

/** The screens shown outside the console layout, by catalogue path: the on-site registration kiosk. */
export const KIOSK_SCREENS: Readonly<Record<string, ScreenModule>> = {
  '/visitorManager/siteRegister': () => import('./SiteRegisterPage.js'),
};
