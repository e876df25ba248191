import type { ElementDecl } from '../../permissions.js';
import type { ResourceDecl } from '../../resource/types.js';
import { generateTaskResource, receivableResource } from './bill.js';
import { FEE_ELEMENTS } from './endpoints.js';
import { FEE_LEDGER_RESOURCES } from './ledger-resources.js';
import { meterReadingHistoryResource, meterReadingResource, meterResource } from './meter.js';
import { overdueRecordResource, overdueStandardResource } from './overdue.js';
import { chargeRuleResource, chargeStandardResource } from './standard.js';

export * from './money.js';
export * from './limits.js';
export * from './ledger.js';
export * from './ledger-resources.js';
export * from './options.js';
export * from './endpoints.js';
export {
  chargeStandardResource,
  chargeRuleResource,
  meterResource,
  meterReadingResource,
  meterReadingHistoryResource,
  receivableResource,
  generateTaskResource,
  overdueStandardResource,
  overdueRecordResource,
};

/** Property fees, part 1 (/propertyPayment): standards, rules, meters and readings, bill lines, bill runs, late fees. */
export const FEE_RESOURCES: readonly ResourceDecl[] = [
  chargeStandardResource,
  chargeRuleResource,
  meterResource,
  meterReadingResource,
  meterReadingHistoryResource,
  receivableResource,
  generateTaskResource,
  overdueStandardResource,
  overdueRecordResource,
  ...FEE_LEDGER_RESOURCES,
];

export const FEE_MODULE_ELEMENTS: readonly ElementDecl[] = Object.values(FEE_ELEMENTS);
