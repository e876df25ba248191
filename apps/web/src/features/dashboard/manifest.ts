import { webModule } from '../../app/web-module.js';
import { DASHBOARD_SCREENS } from './screens.js';
import { dashboardEn, dashboardZh } from './texts.js';

/** The console's part of the home dashboard. */
export const dashboardFeature = webModule({
  name: 'dashboard',
  screens: DASHBOARD_SCREENS,
  texts: { zh_cn: { dashboard: dashboardZh }, en: { dashboard: dashboardEn } },
});
