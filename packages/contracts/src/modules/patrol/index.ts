import type { ContractModule } from '../contract-module.js';
import { PATROL_CODES } from './codes.js';
import { PATROL_ELEMENTS } from './endpoints.js';
import { PATROL_MENUS } from './menus.js';
import { patrolAreaResource, patrolPlanResource, patrolPointResource, patrolRouteResource, patrolTypeResource } from './resources.js';
import { patrolProblemResource, patrolRecordResource, patrolTaskResource } from './work.js';
import { OP_VERBS } from '../op-log-vocabulary.js';

export * from './endpoints.js';
export * from './options.js';
export {
  patrolAreaResource,
  patrolPlanResource,
  patrolPointResource,
  patrolProblemResource,
  patrolRecordResource,
  patrolRouteResource,
  patrolTaskResource,
  patrolTypeResource,
};

/** Patrol inspection (/patrolManager): types, areas, points, routes, plans, the tasks they make, records, problems. */
export const patrolContract = {
  name: 'patrol',
  resources: [
    patrolTypeResource,
    patrolPointResource,
    patrolAreaResource,
    patrolRouteResource,
    patrolPlanResource,
    patrolTaskResource,
    patrolRecordResource,
    patrolProblemResource,
  ],
  elements: Object.values(PATROL_ELEMENTS),
  codes: PATROL_CODES,
  menus: PATROL_MENUS,
  jobs: [{ value: 'closePatrolTasks', zh: '关闭到期巡更任务', en: 'Close patrol tasks past their window' }] as const,
  opLog: {
    actions: [
      { value: 'checkIn', zh: '巡更签到', en: 'Check in' },
      { value: 'toRepair', zh: '转报修', en: 'Turn into a repair order' },
      OP_VERBS.close,
    ],
  },
} satisfies ContractModule;
