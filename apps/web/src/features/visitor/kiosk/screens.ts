import type { ComponentType } from 'react';

type ScreenModule = () => Promise<{ default: ComponentType }>;

/** The screens shown outside the console layout, by catalogue path: the on-site registration kiosk. */
export const KIOSK_SCREENS: Readonly<Record<string, ScreenModule>> = {
  '/visitorManager/siteRegister': () => import('./SiteRegisterPage.js'),
};
