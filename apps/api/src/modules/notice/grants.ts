import { elementsOfScreens, type ModuleGrants } from '../../engine/index.js';

export const NOTICE_GRANTS: ModuleGrants = {
  communityManager: { menus: ['noticeManager'], elements: elementsOfScreens(['noticeManager']) },
};
