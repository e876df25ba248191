import { defineResource } from '../../resource/define.js';
import { ENABLE_OPTIONS, f } from '../../resource/fields.js';
import { ReviewStatus } from '../household/index.js';
import {
  ANOMALY_TYPE_OPTIONS,
  CLOCK_SOURCE_OPTIONS,
  EXCUSED_OPTIONS,
  ROSTER_MODE_OPTIONS,
  SCHEDULE_STATUS_OPTIONS,
  NIGHT_OPTIONS,
} from './options.js';

const ro = { form: 'readonly' } as const;
const residential = f.reference('所属社区', 'Community', { form: 'create', ref: { resource: 'residential' }, list: true, search: 'eq' });
const hhmm = { zh: 'HH:mm，如 08:30', en: 'HH:mm, e.g. 08:30' };
const staff = (extra: Record<string, unknown> = {}) =>
  f.reference('物业人员', 'Staff member', { list: true, search: 'eq', ref: { resource: 'staff', sameResidential: true }, ...extra });

/**
 * Shifts (班次) of a community: one or more periods (attendancePeriod), the flexible time, overtime and the working
 * day. A shift is saved with its first period (`signIn`, `signOut`, `nextDay`); more are added on the periods
 * screen, and the last one cannot be deleted.
 */
export const attendanceShiftResource = defineResource({
  name: 'attendanceShift',
  module: 'attendance',
  basePath: '/api/attendance/shift',
  menu: 'attendanceManager:shift',
  label: { zh: '班次', en: 'Shift' },
  scope: 'community',
  titleField: 'shiftName',
  actions: ['view', 'add', 'edit', 'delete'],
  defaultSort: { field: 'id', order: 'asc' },
  fields: {
    id: f.id(),
    residentialId: residential,
    shiftName: f.text('班次名称', 'Shift name', { required: true, maxLength: 30, list: true, search: 'like' }),
    signIn: f.text('首段签到时间', 'First period signs in', {
      form: 'create',
      virtual: true,
      required: true,
      maxLength: 5,
      placeholder: hhmm,
    }),
    signOut: f.text('首段签退时间', 'First period signs out', {
      form: 'create',
      virtual: true,
      required: true,
      maxLength: 5,
      placeholder: hhmm,
    }),
    nextDay: f.enumOf(NIGHT_OPTIONS, '首段次日签退(夜班)', 'First period signs out next day (night)', {
      form: 'create',
      virtual: true,
      default: 0,
    }),
    periodsText: f.text('考勤时段', 'Periods', { ...ro, virtual: true, maxLength: 200, list: true }),
    flexMinutes: f.integer('弹性时间(分钟)', 'Flexible time (minutes)', { min: 0, max: 240, default: 0, list: true }),
    workMinutes: f.integer('工作时长(分钟)', 'Working day (minutes)', { required: true, min: 30, max: 1440, default: 480, list: true }),
    overtimeAfter: f.integer('加班起算(签退后分钟)', 'Overtime starts (minutes after sign-out)', { min: 0, max: 720, list: true }),
    overtimeDailyMinutes: f.integer('每日加班上限(分钟)', 'Daily overtime limit (minutes)', { min: 0, max: 1440, default: 240 }),
    overtimeMonthlyHours: f.integer('每月加班上限(小时)', 'Monthly overtime limit (hours)', { min: 0, max: 400, default: 36 }),
    enabled: f.enumOf(ENABLE_OPTIONS, '状态', 'Status', { required: true, default: 1, list: true, search: 'eq' }),
    remark: f.textarea('备注', 'Remark', { maxLength: 200 }),
    createdAt: f.createdAt(),
  },
});

/**
 * A shift's periods (考勤时段): sign-in and sign-out (HH:mm, China time; a night period signs out the next day), the
 * windows in which a clock counts as its sign-in or sign-out (minutes around them), allowLate and allowEarly.
 */
export const attendancePeriodResource = defineResource({
  name: 'attendancePeriod',
  module: 'attendance',
  basePath: '/api/attendance/period',
  menu: 'attendanceManager:shiftPeriod',
  label: { zh: '考勤时段', en: 'Shift period' },
  scope: 'community',
  titleField: 'signIn',
  actions: ['view', 'add', 'edit', 'delete'],
  defaultSort: { field: 'id', order: 'asc' },
  fields: {
    id: f.id(),
    residentialId: residential,
    shiftId: f.reference('班次', 'Shift', {
      required: true,
      form: 'create',
      list: true,
      search: 'eq',
      ref: { resource: 'attendanceShift', sameResidential: true },
    }),
    signIn: f.text('签到时间', 'Signs in', { required: true, maxLength: 5, list: true, placeholder: hhmm }),
    signOut: f.text('签退时间', 'Signs out', { required: true, maxLength: 5, list: true, placeholder: hhmm }),
    nextDay: f.enumOf(NIGHT_OPTIONS, '次日签退(夜班)', 'Signs out next day (night)', { required: true, default: 0, list: true }),
    signInBefore: f.integer('签到提前(分钟)', 'Sign-in opens (minutes before)', {
      required: true,
      min: 0,
      max: 720,
      default: 60,
      list: true,
    }),
    signInAfter: f.integer('签到截止(签到后分钟)', 'Sign-in closes (minutes after)', {
      required: true,
      min: 0,
      max: 720,
      default: 120,
      list: true,
    }),
    signOutBefore: f.integer('签退开始(签退前分钟)', 'Sign-out opens (minutes before)', {
      required: true,
      min: 0,
      max: 720,
      default: 120,
      list: true,
    }),
    signOutAfter: f.integer('签退截止(签退后分钟)', 'Sign-out closes (minutes after)', {
      required: true,
      min: 0,
      max: 720,
      default: 240,
      list: true,
    }),
    allowLate: f.integer('允许迟到(分钟)', 'Allowed late (minutes)', { required: true, min: 0, max: 240, default: 0, list: true }),
    allowEarly: f.integer('允许早退(分钟)', 'Allowed early (minutes)', { required: true, min: 0, max: 240, default: 0, list: true }),
    createdAt: f.createdAt(),
  },
});

/**
 * Rotations (排班规则): a plan of the plan-to-work machinery (docs/decisions/0030) that makes the schedule of its staff
 * day by day. `pattern` names the community's shifts in order, 休 for a day off, separated by - or commas: a rotation
 * repeats it from `startsOn` (staggered: each next person one step later), a weekly one gives Monday to Sunday.
 */
export const attendanceRosterResource = defineResource({
  name: 'attendanceRoster',
  module: 'attendance',
  basePath: '/api/attendance/roster',
  menu: 'attendanceManager:roster',
  label: { zh: '排班规则', en: 'Rotation' },
  scope: 'community',
  titleField: 'rosterName',
  actions: ['view', 'add', 'edit', 'delete'],
  defaultSort: { field: 'id', order: 'desc' },
  fields: {
    id: f.id(),
    residentialId: residential,
    rosterName: f.text('规则名称', 'Name', { required: true, maxLength: 50, list: true, search: 'like' }),
    mode: f.enumOf(ROSTER_MODE_OPTIONS, '方式', 'Mode', { required: true, default: 'rotation', list: true, search: 'eq' }),
    pattern: f.text('排班顺序', 'Pattern', {
      required: true,
      maxLength: 300,
      list: true,
      placeholder: {
        zh: '班次名称按顺序，休息填“休”，如 早班-中班-夜班-休',
        en: 'Shift names in order, 休 for a day off, e.g. 早班-中班-夜班-休',
      },
    }),
    staffIds: f.reference('排班人员', 'Staff', {
      required: true,
      multiple: true,
      virtual: true,
      // Only reviewed staff are scheduled (the roster refuses others).
      ref: { resource: 'staff', sameResidential: true, only: { reviewStatus: ReviewStatus.passed } },
    }),
    staffNames: f.text('排班人员', 'Staff', { ...ro, virtual: true, maxLength: 500, list: true }),
    staggered: f.enumOf(NIGHT_OPTIONS, '人员错开一班', 'Stagger the staff', { required: true, default: 1, list: true }),
    startsOn: f.date('开始日期', 'Starts on', { required: true, list: true }),
    endsOn: f.date('结束日期', 'Ends on', { list: true }),
    leadDays: f.integer('提前生成(天)', 'Days generated ahead', { required: true, min: 0, max: 62, default: 31 }),
    enabled: f.enumOf(ENABLE_OPTIONS, '状态', 'Status', { required: true, default: 1, list: true, search: 'eq' }),
    createdAt: f.createdAt(),
  },
});

/** The schedule (排班表): one shift of a staff member on a China day, made by a rotation or entered (a swap, a change). */
export const attendanceScheduleResource = defineResource({
  name: 'attendanceSchedule',
  module: 'attendance',
  basePath: '/api/attendance/schedule',
  menu: 'attendanceManager:schedule',
  label: { zh: '排班', en: 'Schedule' },
  scope: 'community',
  titleField: 'day',
  actions: ['view', 'add', 'edit', 'delete', 'export'],
  defaultSort: { field: 'day', order: 'desc' },
  fields: {
    id: f.id(),
    residentialId: residential,
    staffId: staff({ required: true }),
    day: f.date('日期', 'Day', { required: true, list: true, sortable: true, search: 'range' }),
    shiftId: f.reference('班次', 'Shift', {
      required: true,
      list: true,
      search: 'eq',
      ref: { resource: 'attendanceShift', sameResidential: true },
    }),
    rosterId: f.reference('排班规则', 'Rotation', { ...ro, list: true, search: 'eq', ref: { resource: 'attendanceRoster' } }),
    settled: f.enumOf(SCHEDULE_STATUS_OPTIONS, '结算', 'Settled', { ...ro, list: true, search: 'eq' }),
    remark: f.text('备注', 'Remark', { maxLength: 100, list: true }),
    createdAt: f.createdAt(),
  },
});

/**
 * Clock-ins (打卡记录): from door passages of staff (their card at an access device), the phone view, or a
 * supervisor's correction in the console (with its reason, audited). Never edited or deleted.
 */
export const attendanceClockInResource = defineResource({
  name: 'attendanceClockIn',
  module: 'attendance',
  basePath: '/api/attendance/clockIn',
  menu: 'attendanceManager:clockIn',
  label: { zh: '打卡记录', en: 'Clock-in' },
  scope: 'community',
  titleField: 'clockedAt',
  actions: ['view', 'add', 'export'],
  defaultSort: { field: 'clockedAt', order: 'desc' },
  fields: {
    id: f.id(),
    residentialId: residential,
    staffId: staff({ required: true, form: 'create' }),
    clockedAt: f.datetime('打卡时间', 'Clocked at', { required: true, form: 'create', list: true, sortable: true, search: 'range' }),
    source: f.enumOf(CLOCK_SOURCE_OPTIONS, '来源', 'Source', { ...ro, list: true, search: 'eq' }),
    reason: f.textarea('补卡原因', 'Reason', { form: 'create', maxLength: 200, list: true }),
    doorName: f.text('门禁', 'Door', { ...ro, maxLength: 100, list: true }),
    createdBy: f.reference('补卡人', 'Corrected by', { ...ro, list: true, ref: { resource: 'user' } }),
    createdAt: f.createdAt(),
  },
});

/** Anomalies (考勤异常) of settled schedule days; a supervisor may excuse one with its reason (audited). */
export const attendanceAnomalyResource = defineResource({
  name: 'attendanceAnomaly',
  module: 'attendance',
  basePath: '/api/attendance/anomaly',
  menu: 'attendanceManager:anomaly',
  label: { zh: '考勤异常', en: 'Attendance anomaly' },
  scope: 'community',
  titleField: 'description',
  actions: ['view', 'export'],
  defaultSort: { field: 'day', order: 'desc' },
  fields: {
    id: f.id(),
    residentialId: f.reference('所属社区', 'Community', { ...ro, ref: { resource: 'residential' }, list: true }),
    staffId: staff(ro),
    day: f.date('日期', 'Day', { ...ro, list: true, sortable: true, search: 'range' }),
    shiftId: f.reference('班次', 'Shift', { ...ro, list: true, ref: { resource: 'attendanceShift' } }),
    type: f.enumOf(ANOMALY_TYPE_OPTIONS, '异常类型', 'Type', { ...ro, list: true, search: 'eq' }),
    minutes: f.integer('分钟', 'Minutes', { ...ro, list: true }),
    description: f.text('异常说明', 'Description', { ...ro, maxLength: 200, list: true }),
    excused: f.enumOf(EXCUSED_OPTIONS, '核销', 'Excused', { ...ro, list: true, search: 'eq' }),
    excuseReason: f.text('核销原因', 'Excuse reason', { ...ro, maxLength: 200, list: true }),
    excusedBy: f.reference('核销人', 'Excused by', { ...ro, ref: { resource: 'user' } }),
    excusedAt: f.datetime('核销时间', 'Excused at', { ...ro }),
    createdAt: f.createdAt(),
  },
});
