import { monthSettlementLogResource } from '@cvap/contracts';
import type { RegistryEntry } from '../../../engine/index.js';
import { feeMonthCloseLogs } from './schema.js';

/** The settlement log is a list (read-only: closes and reopens are written by the settlement endpoints only). */
export const MONTH_SETTLEMENT_REGISTRY: readonly RegistryEntry[] = [{ decl: monthSettlementLogResource, table: feeMonthCloseLogs }];
