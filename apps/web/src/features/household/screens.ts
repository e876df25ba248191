import { screensIn, type ScreenModule } from '../../routes/screen-module.js';

const page = screensIn(() => import('./pages.js'));

/** The household screens by catalogue path (one lazy chunk for all of them). */
export const HOUSEHOLD_SCREENS: Readonly<Record<string, ScreenModule>> = {
  '/householdManager/householdReg': page('HouseholdRegPage'),
  '/householdManager/propertyReg': page('PropertyRegPage'),
  '/householdManager/householdExamine': page('HouseholdExaminePage'),
  '/householdManager/add': page('RegistrationAddPage'),
  '/householdManager/edit': page('RegistrationEditPage'),
  '/householdManager/detail': page('PersonDetailPage'),
  '/householdManager/detail2': page('StaffDetailPage'),
};
