import { screensIn, type ScreenModule } from '../../routes/screen-module.js';

const page = screensIn(() => import('./pages.js'));

/**
 * The repair screens by catalogue path: one lazy chunk for the workflow screens, one for the analysis (with
 * ECharts). repairType is a plain declaration (the generic tree screen).
 */
export const REPAIR_SCREENS: Readonly<Record<string, ScreenModule>> = {
  '/repairManager/myRepair': page('MyRepairPage'),
  '/repairManager/myRepairDetail': page('RepairDetailPage'),
  '/repairManager/assignRepair': page('AssignRepairPage'),
  '/repairManager/repairProcess': page('RepairProcessPage'),
  '/repairManager/repairRevisit': page('RepairRevisitPage'),
  '/repairManager/repairRevisitAdd': page('RepairDetailPage'),
  '/repairManager/repairCheck': page('RepairCheckPage'),
  '/repairManager/repairQuery': page('RepairQueryPage'),
  '/repairManager/repairAnalysis': () => import('./AnalysisPage.js'),
};
