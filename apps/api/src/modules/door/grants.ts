import { elementsOfScreens, type ModuleGrants } from '../../engine/index.js';

/** A community manager keeps the houses of their community; the communities themselves are the head office's. */
export const DOOR_GRANTS: ModuleGrants = {
  communityManager: {
    menus: ['houseManager'],
    elements: elementsOfScreens(['houseManager']).filter(
      (code) => !code.startsWith('door:residential:') || code === 'door:residential:view',
    ),
  },
};
