import { z } from 'zod';
import { endpoint } from '../../endpoint-decl.js';
import { Access } from '../../permissions.js';

/** How many abnormal devices the list panel shows (the count says how many there are). */
export const DASHBOARD_ABNORMAL_LIMIT = 50;
/** How many companies the top-companies panel shows. */
export const DASHBOARD_TOP_COMPANIES = 10;
/** Seconds between the dashboard's refreshes while it is open. */
export const DASHBOARD_REFRESH_SECONDS = 60;

const count = z.number().int().nonnegative();
/** One slice of a statistic: the value as stored, its label in the caller's language, how many. */
export const DashboardBucketSchema = z.object({ key: z.string(), name: z.string(), total: count });
export type DashboardBucket = z.infer<typeof DashboardBucketSchema>;

export const DashboardAbnormalDeviceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  doorName: z.string(),
  communityName: z.string(),
  /** offline, unknown (never heard from), equipmentAbnormity or loginAbnormal (contracts DEVICE_STATE_OPTIONS). */
  state: z.string(),
  stateName: z.string(),
  /** The last heartbeat, ISO time; null when the device has never sent one. */
  lastHeartbeatAt: z.string().nullable(),
});
export type DashboardAbnormalDevice = z.infer<typeof DashboardAbnormalDeviceSchema>;

export const DashboardOverviewSchema = z.object({
  /** China dates the periods cover: the last 7 days (today included) and the calendar month so far. */
  week: z.object({ from: z.string(), to: z.string() }),
  month: z.object({ from: z.string(), to: z.string() }),
  /**
   * Devices online, offline (heard from, then silent), unknown (never heard from: the device list's 未知) and
   * abnormal (equipment or login), and all.
   */
  deviceStatus: z.object({ online: count, offline: count, unknown: count, abnormal: count, total: count }),
  /** Devices not online, the longest silent first; at most DASHBOARD_ABNORMAL_LIMIT, of `abnormalTotal`. */
  abnormalDevices: z.array(DashboardAbnormalDeviceSchema),
  abnormalTotal: count,
  /** Passages per China day of the last 7 days, oldest first (every day present). */
  traffic: z.array(z.object({ day: z.string(), total: count })),
  /** Visits of the last 7 days by pass method. */
  passMethods: z.array(DashboardBucketSchema),
  /** Visits of the month by visitor type. */
  guestTypes: z.array(DashboardBucketSchema),
  /** Visits of the month by visit method. */
  visitWays: z.array(DashboardBucketSchema),
  /** The companies visited most in the last 7 days, at most DASHBOARD_TOP_COMPANIES. */
  topCompanies: z.array(DashboardBucketSchema),
});
export type DashboardOverview = z.infer<typeof DashboardOverviewSchema>;

/**
 * The home dashboard (/dashboard/dashboard, issue 15): open to any logged-in user but the kiosk account, in the
 * acting scope (one community, or every community of the head office's company).
 */
export const DashboardEndpoints = {
  overview: endpoint({
    id: 'dashboard.overview',
    method: 'GET',
    path: '/api/dashboard/overview',
    tag: 'dashboard',
    summary: 'The home dashboard: device status, abnormal devices, weekly traffic, visitor statistics, top companies',
    access: Access.AUTHENTICATED,
    answer: DashboardOverviewSchema,
  }),
};
