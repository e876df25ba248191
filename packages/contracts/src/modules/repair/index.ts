import type { ContractModule } from '../contract-module.js';
import { REPAIR_CODES } from './codes.js';
import { RepairEndpoints } from './endpoints.js';
import { REPAIR_MENUS } from './menus.js';
import { repairDistributionResource } from './repair-distribution.js';
import { repairOrderResource } from './repair-order.js';
import { repairTypeResource } from './repair-type.js';
import { REPAIR_ELEMENT_DECLS, REPAIR_ORDER_ELEMENTS } from './workflow.js';
import { OP_VERBS } from '../op-log-vocabulary.js';

export * from './workflow.js';
export * from './endpoints.js';
export { CHECK_RESULT_OPTIONS, REPAIR_SOURCE_OPTIONS, YES_NO_OPTIONS } from './repair-order.js';
export { repairDistributionResource, repairOrderResource, repairTypeResource };

/** Repair work orders (/repairManager): types, distribution rules, the orders. */
export const repairContract = {
  name: 'repair',
  resources: [repairTypeResource, repairDistributionResource, repairOrderResource],
  elements: REPAIR_ELEMENT_DECLS,
  codes: REPAIR_CODES,
  menus: REPAIR_MENUS,
  menuCounts: { endpoint: RepairEndpoints.count, element: REPAIR_ORDER_ELEMENTS.count },
  jobs: [{ value: 'remindOverdueRepairs', zh: '报修超时提醒', en: 'Remind overdue repairs' }] as const,
  opLog: {
    actions: [
      { value: 'distribute', zh: '派单', en: 'Dispatch' },
      { value: 'receive', zh: '接单', en: 'Receive' },
      { value: 'change', zh: '转派', en: 'Reassign' },
      { value: 'feedback', zh: '反馈', en: 'Feedback' },
      { value: 'complete', zh: '完工', en: 'Complete' },
      { value: 'visit', zh: '回访', en: 'Follow-up visit' },
      { value: 'check', zh: '抽检', en: 'Spot check' },
      OP_VERBS.close,
      OP_VERBS.return,
    ],
  },
} satisfies ContractModule;
