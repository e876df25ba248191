import { screensIn, type ScreenModule } from '../../routes/screen-module.js';

const declared = screensIn(() => import('./declared-screens.js'));

/** System management's bespoke screens by catalogue path, each a lazy chunk (tenants and job logs are plain declarations). */
export const SYSTEM_SCREENS: Readonly<Record<string, ScreenModule>> = {
  '/systemManager/userMng': () => import('./UserMngPage.js'),
  '/systemManager/roleMng': () => import('./RoleMngPage.js'),
  '/systemManager/menuBatchMng': () => import('./MenuBatchMngPage.js'),
  '/systemManager/fileMng': () => import('./FileMngPage.js'),
  '/systemManager/quartzJob': () => import('./QuartzJobPage.js'),
  '/systemManager/menuMng': declared('MenuMngPage'),
  '/systemManager/whiteListMng': declared('WhiteListMngPage'),
  '/systemManager/baseParam': declared('BaseParamPage'),
  '/systemManager/systemParam': declared('SystemParamPage'),
  '/systemManager/opLog': declared('OpLogPage'),
};
