import { PATROL_ELEMENTS } from '@cvap/contracts';
import { elementsOfScreens, type ModuleGrants } from '../../engine/index.js';

/** The community manager runs the whole section; property staff walk the patrols (their tasks, the check-in, problems found on the way). */
export const PATROL_GRANTS: ModuleGrants = {
  communityManager: { menus: ['patrolManager'], elements: elementsOfScreens(['patrolManager']) },
  staff: {
    menus: ['patrolManager:patrolTask'],
    elements: ['property:patrolTask:view', PATROL_ELEMENTS.checkIn.code, PATROL_ELEMENTS.raiseProblem.code],
  },
};
