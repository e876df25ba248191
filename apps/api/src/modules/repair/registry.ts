import { repairDistributionResource, repairOrderResource, repairTypeResource } from '@cvap/contracts';
import { repairDistributions, repairOrders, repairTypes } from './schema.js';
import type { RegistryEntry } from '../../engine/index.js';
import { distributionHooks } from './distribution-hooks.js';

export const repairTypeEntry: RegistryEntry = { decl: repairTypeResource, table: repairTypes };
export const repairDistributionEntry: RegistryEntry = {
  decl: repairDistributionResource,
  table: repairDistributions,
  hooks: distributionHooks,
};
/** The orders' list, search and export; every write is a workflow service (services/). */
export const repairOrderEntry: RegistryEntry = { decl: repairOrderResource, table: repairOrders };

/** Repair work orders: the type tree, the distribution rules, the orders. */
export const REPAIR_REGISTRY: readonly RegistryEntry[] = [repairTypeEntry, repairDistributionEntry, repairOrderEntry];
