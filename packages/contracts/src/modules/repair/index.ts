import type { ResourceDecl } from '../../resource/types.js';
import { repairDistributionResource } from './repair-distribution.js';
import { repairOrderResource } from './repair-order.js';
import { repairTypeResource } from './repair-type.js';

export * from './workflow.js';
export * from './endpoints.js';
export { CHECK_RESULT_OPTIONS, REPAIR_SOURCE_OPTIONS, YES_NO_OPTIONS } from './repair-order.js';
export { repairDistributionResource, repairOrderResource, repairTypeResource };

/** Repair work orders (/repairManager): types, distribution rules, the orders. */
export const REPAIR_RESOURCES: readonly ResourceDecl[] = [repairTypeResource, repairDistributionResource, repairOrderResource];
