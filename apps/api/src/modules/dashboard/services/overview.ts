import { DASHBOARD_ABNORMAL_LIMIT, DASHBOARD_TOP_COMPANIES, type DashboardOverview } from '@cvap/contracts';
import { type ServiceContext } from '../../../engine/index.js';
import { abnormalDevicesPanel, deviceStatusPanel } from './device-panels.js';
import { chinaMidnight, dashboardPeriods } from './periods.js';
import { trafficPanel } from './traffic-panel.js';
import { guestTypePanel, passMethodPanel, topCompaniesPanel, visitWayPanel } from './visitor-panels.js';

/** The seven panels of the home dashboard in the acting scope, as of `now`, queried side by side. */
export async function dashboardOverview({ orm, scope, language, now }: ServiceContext): Promise<DashboardOverview> {
  const periods = dashboardPeriods(now);
  // Arrivals up to now: a visit whose arrival is recorded later is not counted yet.
  const visitPeriods = { weekFrom: chinaMidnight(periods.week.from), monthFrom: chinaMidnight(periods.month.from), to: now };
  const [deviceStatus, abnormal, traffic, passMethods, guestTypes, visitWays, topCompanies] = await Promise.all([
    deviceStatusPanel(orm, scope),
    abnormalDevicesPanel(orm, scope, language, DASHBOARD_ABNORMAL_LIMIT),
    trafficPanel(orm, scope, periods.days),
    passMethodPanel(orm, scope, visitPeriods, language),
    guestTypePanel(orm, scope, visitPeriods, language),
    visitWayPanel(orm, scope, visitPeriods, language),
    topCompaniesPanel(orm, scope, visitPeriods, DASHBOARD_TOP_COMPANIES),
  ]);
  return {
    week: periods.week,
    month: periods.month,
    deviceStatus,
    abnormalDevices: abnormal.rows,
    abnormalTotal: abnormal.total,
    traffic,
    passMethods,
    guestTypes,
    visitWays,
    topCompanies,
  };
}
