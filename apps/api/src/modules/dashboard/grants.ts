import type { ModuleGrants } from '../../engine/index.js';

/** Every base role but the kiosk opens on the home page. */
export const DASHBOARD_GRANTS: ModuleGrants = {
  communityManager: { menus: ['dashboard'] },
  repairWorker: { menus: ['dashboard'] },
  financeSupervisor: { menus: ['dashboard'] },
  sysOperator: { menus: ['dashboard'] },
  staff: { menus: ['dashboard'] },
  guard: { menus: ['dashboard'] },
};
