import { screensIn, type ScreenModule } from '../../routes/screen-module.js';

const page = screensIn(() => import('./pages.js'));

/** The access module's bespoke screens by catalogue path. */
export const ACCESS_SCREENS: Readonly<Record<string, ScreenModule>> = {
  '/deviceManager/accessSync': () => import('./AccessSyncPage.js'),
  '/cardManager/cardMng': () => import('./CardMngPage.js'),
  '/householdManager/authException': page('AuthExceptionPage'),
  '/householdManager/authException2': page('AuthExceptionDetailPage'),
};
