import type { CodeDecl } from '../../code-decl.js';

/** The patrol module's response codes (merged into the one catalogue, contracts `Codes`). */
export const PATROL_CODES = {
  PATROL_OUTSIDE_WINDOW: {
    status: 40920,
    http: 409,
    zh: '不在任务的巡更时段内（{from} 至 {to}），不能签到',
    en: 'Check-in is only possible within the task window ({from} to {to})',
  },
  PATROL_POINT_NOT_ON_ROUTE: {
    status: 40921,
    http: 422,
    zh: '二维码 {code} 不是本任务路线上的巡更点',
    en: 'The QR code {code} is not a point on this task\u2019s route',
  },
  PATROL_POINT_ALREADY_CHECKED: {
    status: 40922,
    http: 409,
    zh: '巡更点“{point}”已签到',
    en: 'The point "{point}" is already checked in',
  },
  PATROL_POINT_OUT_OF_ORDER: {
    status: 40923,
    http: 409,
    zh: '本计划须按顺序巡更，请先到“{point}”签到',
    en: 'This plan is patrolled in order: check in at "{point}" first',
  },
  PATROL_NOT_ASSIGNEE: {
    status: 40924,
    http: 403,
    zh: '只有本任务的巡更人员才能签到',
    en: 'Only the patrol staff of this task may check in',
  },
  PATROL_PROBLEM_STATE: {
    status: 40925,
    http: 409,
    zh: '问题当前为“{status}”，不能{action}',
    en: 'The problem is "{status}" and cannot take the action "{action}"',
  },
  PATROL_STAFF_NOT_IN_COMMUNITY: {
    status: 40926,
    http: 422,
    zh: '所选巡更人员不存在、已停用或不属于该社区',
    en: 'A chosen patrol staff member does not exist, is disabled or does not belong to this community',
  },
  PATROL_PHOTO_NOT_IMAGE: {
    status: 40927,
    http: 422,
    zh: '照片须为已上传的图片（JPG、PNG、GIF、BMP 或 WEBP）',
    en: 'Each photo must be an uploaded picture (JPG, PNG, GIF, BMP or WEBP)',
  },
} as const satisfies Record<string, CodeDecl>;
