import { elementsOfScreens, type ModuleGrants } from '../../engine/index.js';

export const HOUSEHOLD_GRANTS: ModuleGrants = {
  communityManager: { menus: ['householdManager'], elements: elementsOfScreens(['householdManager']) },
};
