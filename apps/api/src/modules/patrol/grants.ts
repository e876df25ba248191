import { PATROL_ELEMENTS } from '@cvap/contracts';
import { elementsOfScreens, type BaseRoleDecl, type ModuleGrants } from '../../engine/index.js';

/** The base role this module brings (db/seed/roles.ts): a security guard, who walks the patrols of their community. */
export const PATROL_ROLES: readonly BaseRoleDecl[] = [
  { code: 'guard', zh: '保安', en: 'Security guard', description: '巡更：当天任务、签到、上报问题；手机打卡' },
];

/** A patroller's part: their tasks (the list and the check-in screen), the check-in, problems found on the way. */
const PATROLLER = {
  menus: ['patrolManager:patrolTask'],
  elements: ['property:patrolTask:view', PATROL_ELEMENTS.checkIn.code, PATROL_ELEMENTS.raiseProblem.code],
};

/** The community manager runs the whole section; property staff and security guards walk the patrols. */
export const PATROL_GRANTS: ModuleGrants = {
  communityManager: { menus: ['patrolManager'], elements: elementsOfScreens(['patrolManager']) },
  staff: PATROLLER,
  guard: PATROLLER,
};
