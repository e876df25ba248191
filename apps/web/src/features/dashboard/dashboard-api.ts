import { DashboardPaths, type DashboardOverview } from '@cvap/contracts';
import { http } from '../../request/client.js';

export const dashboardApi = {
  overview: () => http.get<DashboardOverview>(DashboardPaths.overview),
};
