import type { ComponentType } from 'react';

type ScreenModule = () => Promise<{ default: ComponentType }>;

const page =
  (name: keyof typeof import('./pages.js')): ScreenModule =>
  () =>
    import('./pages.js').then((pages) => ({ default: pages[name] }));

/** The household screens by catalogue path (one lazy chunk for all of them). */
export const HOUSEHOLD_SCREENS: Readonly<Record<string, ScreenModule>> = {
  '/householdManager/householdReg': page('HouseholdRegPage'),
  '/householdManager/propertyReg': page('PropertyRegPage'),
  '/householdManager/householdExamine': page('HouseholdExaminePage'),
  '/householdManager/add': page('RegistrationAddPage'),
  '/householdManager/edit': page('RegistrationEditPage'),
  '/householdManager/detail': page('ResidentDetailPage'),
  '/householdManager/detail2': page('StaffDetailPage'),
};
