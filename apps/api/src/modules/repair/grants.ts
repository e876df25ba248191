import { DOOR_ELEMENTS, REPAIR_ORDER_ELEMENTS, REPAIR_TRANSITIONS } from '@cvap/contracts';
import { elementsOfScreens, type BaseRoleDecl, type ModuleGrants } from '../../engine/index.js';

/** What a repair worker holds: report and see orders, and the worker's own steps. */
const WORKER_ELEMENTS: readonly string[] = [
  REPAIR_ORDER_ELEMENTS.create.code,
  'property:repairOrder:view',
  ...(['receive', 'feedback', 'change', 'complete', 'return'] as const).map((action) => REPAIR_TRANSITIONS[action].element.code),
];

/** The base role this module brings (db/seed/roles.ts). */
export const REPAIR_ROLES: readonly BaseRoleDecl[] = [
  { code: 'repairWorker', zh: '维修工', en: 'Repair worker', description: '处理报修工单' },
];

export const REPAIR_GRANTS: ModuleGrants = {
  communityManager: { menus: ['repairManager'], elements: [REPAIR_ORDER_ELEMENTS.count.code, ...elementsOfScreens(['repairManager'])] },
  repairWorker: {
    // The worker side only: what they reported or must do, and the order search; dispatch, follow-up, checks and
    // analysis are not theirs.
    menus: ['repairManager:myRepair', 'repairManager:repairProcess', 'repairManager:repairQuery'],
    // The people directory: the repair screens' picker of reporters and contacts.
    elements: [REPAIR_ORDER_ELEMENTS.count.code, DOOR_ELEMENTS.directory.code, ...WORKER_ELEMENTS],
  },
};
