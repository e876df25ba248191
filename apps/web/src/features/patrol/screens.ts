import { screensIn, type ScreenModule } from '../../routes/screen-module.js';

const page = screensIn(() => import('./pages.js'));
const detail = screensIn(() => import('./DetailPages.js'));
const task = screensIn(() => import('./TaskDetailPage.js'));

/**
 * The patrol screens by catalogue path. patrolType is a plain declaration (the generic tree screen); the overview loads ECharts in its own chunk.
 */
export const PATROL_SCREENS: Readonly<Record<string, ScreenModule>> = {
  '/patrolManager/patrolPoint': page('PatrolPointPage'),
  '/patrolManager/patrolPointDetail': detail('PatrolPointDetailPage'),
  '/patrolManager/patrolRoute': page('PatrolRoutePage'),
  '/patrolManager/patrolPlan': page('PatrolPlanPage'),
  '/patrolManager/patrolPlanDetail': detail('PatrolPlanDetailPage'),
  '/patrolManager/patrolTask': page('PatrolTaskPage'),
  '/patrolManager/patrolTaskDetail': task('TaskDetailPage'),
  '/patrolManager/patrolProblem': page('PatrolProblemPage'),
  '/patrolManager/patrolRecord': page('PatrolRecordPage'),
  '/patrolManager/patrolRecordDetail': detail('PatrolRecordDetailPage'),
  '/patrolManager/patrolState': () => import('./StatePage.js'),
};
