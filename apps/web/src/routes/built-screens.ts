import type { ComponentType } from 'react';

type ScreenModule = () => Promise<{ default: ComponentType }>;

/**
 * The screens built so far, by catalogue path (each its own lazy chunk, so the resource engine loads with the
 * first of them). Every other catalogue path shows the "not built yet" page.
 */
const simple = (name: keyof typeof import('../features/system/simple-screens.js')): ScreenModule => () =>
  import('../features/system/simple-screens.js').then((screens) => ({ default: screens[name] }));

const household = (name: keyof typeof import('../features/household/screens.js')): ScreenModule => () =>
  import('../features/household/screens.js').then((screens) => ({ default: screens[name] }));

export const BUILT_SCREENS: Readonly<Record<string, ScreenModule>> = {
  '/systemManager/userMng': () => import('../features/system/UserMngPage.js'),
  '/systemManager/roleMng': () => import('../features/system/RoleMngPage.js'),
  '/systemManager/menuBatchMng': () => import('../features/system/MenuBatchMngPage.js'),
  '/systemManager/menuMng': simple('MenuMngPage'),
  '/systemManager/whiteListMng': simple('WhiteListMngPage'),
  '/systemManager/baseParam': simple('BaseParamPage'),
  '/systemManager/systemParam': simple('SystemParamPage'),
  '/systemManager/tenantMng': simple('TenantMngPage'),
  '/systemManager/fileMng': () => import('../features/system/FileMngPage.js'),
  '/systemManager/quartzJob': () => import('../features/system/QuartzJobPage.js'),
  '/systemManager/quartzJobLog': simple('QuartzJobLogPage'),
  '/systemManager/opLog': simple('OpLogPage'),
  '/householdManager/householdReg': household('HouseholdRegPage'),
  '/householdManager/propertyReg': household('PropertyRegPage'),
  '/householdManager/householdExamine': household('HouseholdExaminePage'),
  '/householdManager/add': household('RegistrationAddPage'),
  '/householdManager/edit': household('RegistrationEditPage'),
  '/householdManager/detail': household('ResidentDetailPage'),
  '/householdManager/detail2': household('StaffDetailPage'),
  '/houseManager/houseManager': () => import('../features/house/HouseManagerPage.js'),
  '/houseManager/detail': () => import('../features/house/HouseDetailPage.js'),
  '/areaManager/areaManager': () => import('../features/area/AreaManagerPage.js'),
  '/cardManager/cardMng': () => import('../features/door-lists/screens.js').then((screens) => ({ default: screens.CardMngPage })),
  '/deviceManager/openRecord': () => import('../features/door-lists/screens.js').then((screens) => ({ default: screens.OpenRecordPage })),
};
