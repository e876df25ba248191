import type { ScreenModule } from '../../routes/screen-module.js';

/** The door module's bespoke screens by catalogue path (cards are a plain declaration). */
export const DOOR_SCREENS: Readonly<Record<string, ScreenModule>> = {
  '/houseManager/houseManager': () => import('./apartment/ApartmentManagerPage.js'),
  '/houseManager/detail': () => import('./apartment/ApartmentDetailPage.js'),
  '/areaManager/areaManager': () => import('./area/AreaManagerPage.js'),
  '/deviceManager/openRecord': () => import('./OpenRecordPage.js'),
};
