import {
  chargeRuleResource,
  chargeStandardResource,
  generateTaskResource,
  meterReadingHistoryResource,
  meterReadingResource,
  meterResource,
  overdueRecordResource,
  overdueStandardResource,
  receivableResource,
} from '@cvap/contracts';
import { sql } from 'drizzle-orm';
import {
  feeBillLines,
  feeBillRuns,
  feeMeterReadings,
  feeMeters,
  feeOverdueRecords,
  feeOverdueStandards,
  feeRules,
  feeStandards,
} from './schema.js';
import type { RegistryEntry } from '../../engine/index.js';
import { meterHooks, meterReadingHooks } from './meter-hooks.js';
import { objectNameSql, outstandingSql } from './services/sql.js';
import { chargeRuleHooks, chargeStandardHooks, overdueStandardHooks } from './standard-hooks.js';

export const chargeStandardEntry: RegistryEntry = { decl: chargeStandardResource, table: feeStandards, hooks: chargeStandardHooks };
export const chargeRuleEntry: RegistryEntry = { decl: chargeRuleResource, table: feeRules, hooks: chargeRuleHooks };
export const meterEntry: RegistryEntry = { decl: meterResource, table: feeMeters, hooks: meterHooks };
export const meterReadingEntry: RegistryEntry = { decl: meterReadingResource, table: feeMeterReadings, hooks: meterReadingHooks };
export const meterReadingHistoryEntry: RegistryEntry = { decl: meterReadingHistoryResource, table: feeMeterReadings };
export const receivableEntry: RegistryEntry = {
  decl: receivableResource,
  table: feeBillLines,
  hooks: {
    computed: {
      objectName: objectNameSql(sql`${feeBillLines.objectType}`, sql`${feeBillLines.objectId}`),
      outstanding: sql`${outstandingSql(sql`${feeBillLines.id}`, sql`${feeBillLines.amount}`)}::text`,
    },
  },
};
export const generateTaskEntry: RegistryEntry = { decl: generateTaskResource, table: feeBillRuns };
export const overdueStandardEntry: RegistryEntry = {
  decl: overdueStandardResource,
  table: feeOverdueStandards,
  hooks: overdueStandardHooks,
};
export const overdueRecordEntry: RegistryEntry = { decl: overdueRecordResource, table: feeOverdueRecords };

/** Property fees, part 1: standards, rules, meters and readings, bill lines, bill runs, late fees. */
export const FEE_REGISTRY: readonly RegistryEntry[] = [
  chargeStandardEntry,
  chargeRuleEntry,
  meterEntry,
  meterReadingEntry,
  meterReadingHistoryEntry,
  receivableEntry,
  generateTaskEntry,
  overdueStandardEntry,
  overdueRecordEntry,
];
