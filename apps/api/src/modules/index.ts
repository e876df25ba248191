import type { ApiModule } from '../engine/index.js';
import { accessModule } from './access/index.js';
import { dashboardModule } from './dashboard/index.js';
import { deviceModule } from './device/index.js';
import { doorModule } from './door/index.js';
import { feeModule } from './fee/index.js';
import { feeLedgerModule } from './fee/ledger-module.js';
import { householdModule } from './household/index.js';
import { noticeModule } from './notice/index.js';
import { repairModule } from './repair/index.js';
import { systemModule } from './system/index.js';
import { visitorModule } from './visitor/index.js';

/**
 * Every business module of the API, in registration order. The app registers each module's resources through
 * the engine, then its bespoke routes; a new module is one line here.
 */
export const API_MODULES: readonly ApiModule[] = [
  systemModule,
  doorModule,
  householdModule,
  deviceModule,
  repairModule,
  noticeModule,
  accessModule,
  feeModule,
  feeLedgerModule,
  visitorModule,
  dashboardModule,
];
