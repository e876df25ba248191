import { DOOR_ELEMENTS } from '@cvap/contracts';
import { elementsOfScreens, type BaseRoleDecl, type ModuleGrants } from '../../engine/index.js';

/** The base role this module brings (db/seed/roles.ts). */
export const VISITOR_ROLES: readonly BaseRoleDecl[] = [{ code: 'kiosk', zh: '访客机', en: 'Visitor kiosk', description: '仅现场登记' }];

export const VISITOR_GRANTS: ModuleGrants = {
  communityManager: { menus: ['visitorManager'], elements: elementsOfScreens(['visitorManager']) },
  kiosk: { menus: ['visitorManager:siteRegister'] },
  staff: {
    menus: ['visitorManager:visitorMng', 'visitorManager:visitorRecord'],
    // A host makes appointments for their visitors and sees the visits (approving, the watchlist and signing out
    // are the community manager's), and picks the person visited from the people directory.
    elements: [DOOR_ELEMENTS.directory.code, 'property:visitor:view', 'property:visitor:add', 'property:visitRecord:view'],
  },
};
