import type { ComponentType } from 'react';

type ScreenModule = () => Promise<{ default: ComponentType }>;

/** The access module's bespoke screens by catalogue path. */
export const ACCESS_SCREENS: Readonly<Record<string, ScreenModule>> = {
  '/deviceManager/accessSync': () => import('./AccessSyncPage.js'),
};
