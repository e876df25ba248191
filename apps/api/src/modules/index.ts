import type { ApiModule } from '../engine/index.js';
import { accessModule } from './access/index.js';
import { attendanceModule } from './attendance/index.js';
import { dashboardModule } from './dashboard/index.js';
import { deviceModule } from './device/index.js';
import { doorModule } from './door/index.js';
import { equipmentModule } from './equipment/index.js';
import { feeModule } from './fee/index.js';
import { householdModule } from './household/index.js';
import { noticeModule } from './notice/index.js';
import { patrolModule } from './patrol/index.js';
import { repairModule } from './repair/index.js';
import { systemModule } from './system/index.js';
import { visitorModule } from './visitor/index.js';

/**
 * Every business module of the API, in order: the one list (docs/decisions/0026). Everything central is built from
 * it: the app registers each module's resources through the engine, then its bespoke routes; the scheduler gets
 * their jobs; the demo seed runs their seeds in this order; drizzle-kit reads their `schema*.ts`. A new module is
 * its folder and one line here.
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
  visitorModule,
  dashboardModule,
  equipmentModule,
  patrolModule,
  attendanceModule,
];
