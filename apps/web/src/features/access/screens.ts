import type { ComponentType } from 'react';

type ScreenModule = () => Promise<{ default: ComponentType }>;

/** The access module's bespoke screens by catalogue path. */
export const ACCESS_SCREENS: Readonly<Record<string, ScreenModule>> = {
  '/deviceManager/accessSync': () => import('./AccessSyncPage.js'),
  '/cardManager/cardMng': () => import('./CardMngPage.js'),
  '/householdManager/authException': () => import('./pages.js').then((p) => ({ default: p.AuthExceptionPage })),
  '/householdManager/authException2': () => import('./pages.js').then((p) => ({ default: p.AuthExceptionDetailPage })),
};
