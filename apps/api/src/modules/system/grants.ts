import { Elements } from '@cvap/contracts';
import { catalogueElements, type ModuleGrants } from '../../engine/index.js';

/** The head office's system operator: the system section, and the self-check on the home page. */
export const SYSTEM_GRANTS: ModuleGrants = {
  sysOperator: {
    menus: ['systemManager'],
    elements: [
      Elements.healthCheck.code,
      ...catalogueElements()
        .filter((e) => e.menu.startsWith('systemManager:'))
        .map((e) => e.code),
    ],
  },
};
