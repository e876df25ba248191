import type { ContractModule } from '../contract-module.js';
import { DASHBOARD_MENUS } from './menus.js';

export * from './endpoints.js';

/** The home dashboard: no resources of its own, one section of the side menu. */
export const dashboardContract = {
  name: 'dashboard',
  resources: [],
  elements: [],
  codes: {},
  menus: DASHBOARD_MENUS,
} satisfies ContractModule;
