import type { ContractModule } from '../contract-module.js';
import { EQUIPMENT_CODES } from './codes.js';
import { EQUIPMENT_ELEMENT_DECLS } from './endpoints.js';
import { equipmentFailureResource } from './equipment-failure.js';
import { equipmentTypeResource } from './equipment-type.js';
import { equipmentResource } from './equipment.js';
import { maintainPlanResource } from './maintain-plan.js';
import { maintainRecordResource } from './maintain-record.js';
import { EQUIPMENT_MENUS } from './menus.js';

export * from './endpoints.js';
export * from './options.js';
export { equipmentFailureResource, equipmentResource, equipmentTypeResource, maintainPlanResource, maintainRecordResource };

/** Equipment (/equipmentManager): types, the ledger, maintenance plans and records, failures, the overview. */
export const equipmentContract = {
  name: 'equipment',
  resources: [equipmentTypeResource, equipmentResource, maintainPlanResource, maintainRecordResource, equipmentFailureResource],
  elements: EQUIPMENT_ELEMENT_DECLS,
  codes: EQUIPMENT_CODES,
  menus: EQUIPMENT_MENUS,
} satisfies ContractModule;
