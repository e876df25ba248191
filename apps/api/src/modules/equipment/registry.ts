import {
  equipmentFailureResource,
  equipmentResource,
  equipmentTypeResource,
  maintainPlanResource,
  maintainRecordResource,
} from '@cvap/contracts';
import type { RegistryEntry } from '../../engine/index.js';
import { equipmentHooks } from './equipment-hooks.js';
import { failureHooks } from './failure-hooks.js';
import { planHooks } from './plan-hooks.js';
import { recordHooks } from './record-hooks.js';
import { equipment, equipmentFailures, equipmentTypes, maintainPlans, maintainRecords } from './schema.js';

/** Equipment: the type tree, the ledger, maintenance plans and records (records are written by services), failures. */
export const EQUIPMENT_REGISTRY: readonly RegistryEntry[] = [
  { decl: equipmentTypeResource, table: equipmentTypes },
  { decl: equipmentResource, table: equipment, hooks: equipmentHooks },
  { decl: maintainPlanResource, table: maintainPlans, hooks: planHooks },
  { decl: maintainRecordResource, table: maintainRecords, hooks: recordHooks },
  { decl: equipmentFailureResource, table: equipmentFailures, hooks: failureHooks },
];
