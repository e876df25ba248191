import {
  billPushResource,
  billTemplateResource,
  chargeRuleResource,
  chargeStandardResource,
  billRunResource,
  meterReadingHistoryResource,
  meterReadingResource,
  meterResource,
  overdueRecordResource,
  overdueStandardResource,
  billLineResource,
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
import type { RegistryEntry } from '../../../engine/index.js';
import { billTemplateHooks } from '../bill-print/hooks.js';
import { meterHooks, meterReadingHooks } from './meter-hooks.js';
import { feeBillPushCampaigns, feeBillTemplates } from '../bill-print/schema.js';
import { lineNameSql, objectNameSql, outstandingSql } from '../ledger/services/sql.js';
import { chargeRuleHooks, chargeStandardHooks, overdueStandardHooks } from './standard-hooks.js';

export const chargeStandardEntry: RegistryEntry = { decl: chargeStandardResource, table: feeStandards, hooks: chargeStandardHooks };
export const chargeRuleEntry: RegistryEntry = { decl: chargeRuleResource, table: feeRules, hooks: chargeRuleHooks };
export const meterEntry: RegistryEntry = { decl: meterResource, table: feeMeters, hooks: meterHooks };
export const meterReadingEntry: RegistryEntry = { decl: meterReadingResource, table: feeMeterReadings, hooks: meterReadingHooks };
export const meterReadingHistoryEntry: RegistryEntry = { decl: meterReadingHistoryResource, table: feeMeterReadings };
export const billLineEntry: RegistryEntry = {
  decl: billLineResource,
  table: feeBillLines,
  hooks: {
    computed: {
      objectName: objectNameSql(sql`${feeBillLines.objectType}`, sql`${feeBillLines.objectId}`),
      outstanding: sql`${outstandingSql(sql`${feeBillLines.id}`, sql`${feeBillLines.amount}`)}::text`,
    },
  },
};
export const billRunEntry: RegistryEntry = { decl: billRunResource, table: feeBillRuns };
export const overdueStandardEntry: RegistryEntry = {
  decl: overdueStandardResource,
  table: feeOverdueStandards,
  hooks: overdueStandardHooks,
};
/** Late-fee records name the arrear line by its fee and period and the house by community, building and room. */
export const overdueRecordEntry: RegistryEntry = {
  decl: overdueRecordResource,
  table: feeOverdueRecords,
  hooks: {
    computed: {
      lineName: lineNameSql(sql`${feeOverdueRecords.lineId}`),
      objectName: objectNameSql(sql`${feeOverdueRecords.objectType}`, sql`${feeOverdueRecords.objectId}`, { withCommunity: true }),
    },
  },
};

/** Property fees, part 1: standards, rules, meters and readings, bill lines, bill runs, late fees. */
export const FEE_REGISTRY: readonly RegistryEntry[] = [
  chargeStandardEntry,
  chargeRuleEntry,
  meterEntry,
  meterReadingEntry,
  meterReadingHistoryEntry,
  billLineEntry,
  billRunEntry,
  overdueStandardEntry,
  overdueRecordEntry,
  { decl: billTemplateResource, table: feeBillTemplates, hooks: billTemplateHooks },
  { decl: billPushResource, table: feeBillPushCampaigns },
];
