import { EQUIPMENT_ELEMENTS } from '@cvap/contracts';
import { elementsOfScreens, type ModuleGrants } from '../../engine/index.js';

/** The community manager has the whole section; the repair worker sees and fills in maintenance records and reports failures. */
export const EQUIPMENT_GRANTS: ModuleGrants = {
  communityManager: { menus: ['equipmentManager'], elements: elementsOfScreens(['equipmentManager']) },
  repairWorker: {
    menus: ['equipmentManager:maintainRecord', 'equipmentManager:equipmentFailure'],
    elements: [
      'property:maintainRecord:view',
      EQUIPMENT_ELEMENTS.fillRecord.code,
      'property:equipmentFailure:view',
      'property:equipmentFailure:add',
    ],
  },
};
