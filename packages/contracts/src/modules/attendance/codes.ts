import type { CodeDecl } from '../../code-decl.js';

/** The attendance module's response codes (merged into the one catalogue, contracts `Codes`). */
export const ATTENDANCE_CODES = {
  ATTENDANCE_SIGN_OUT_BEFORE_SIGN_IN: {
    status: 40910,
    http: 422,
    zh: '签退时间（{signOut}）不能早于签到时间（{signIn}），跨天的夜班请勾选“次日签退”',
    en: 'The sign-out ({signOut}) cannot precede the sign-in ({signIn}); for a night shift ending the next day, tick "Signs out next day"',
  },
  ATTENDANCE_PERIODS_OVERLAP: {
    status: 40911,
    http: 422,
    zh: '时段 {period} 与本班次的时段 {other} 重叠',
    en: 'The period {period} overlaps the period {other} of this shift',
  },
  ATTENDANCE_LAST_PERIOD: {
    status: 40912,
    http: 409,
    zh: '最后一个考勤时段不能删除',
    en: 'The last attendance period of a shift cannot be deleted',
  },
  ATTENDANCE_STAFF_NOT_IN_COMMUNITY: {
    status: 40913,
    http: 422,
    zh: '所选物业人员不存在、未审核通过或不属于该社区',
    en: 'A chosen staff member does not exist, is not approved or does not belong to this community',
  },
  ATTENDANCE_REASON_REQUIRED: {
    status: 40914,
    http: 422,
    zh: '补卡或修改须填写原因',
    en: 'A correction needs a reason',
  },
  ATTENDANCE_CLOCK_IN_FUTURE: {
    status: 40915,
    http: 422,
    zh: '打卡时间不能晚于当前时间',
    en: 'A clock-in cannot be in the future',
  },
  ATTENDANCE_ROSTER_PATTERN: {
    status: 40916,
    http: 422,
    zh: '排班顺序中的“{name}”不是本社区的班次（休息请填“休”）',
    en: 'The rotation names "{name}", which is not a shift of this community (write 休 for a day off)',
  },
  ATTENDANCE_ANOMALY_EXCUSED: {
    status: 40917,
    http: 409,
    zh: '该异常已核销',
    en: 'This anomaly is already excused',
  },
  ATTENDANCE_MONTH_CLOSED: {
    status: 41100,
    http: 409,
    zh: '{month} 考勤月报已关账，不能再修改该月的打卡、核销、排班或重新计算；请先重新开放该月',
    en: 'The attendance month {month} is closed: its clock-ins, excuses, schedules and figures cannot change until it is reopened',
  },
  ATTENDANCE_MONTH_NOT_OVER: {
    status: 41101,
    http: 422,
    zh: '{month} 尚未结束，月末之后才能关账',
    en: 'The month {month} has not ended yet; it can be closed once it is over',
  },
  ATTENDANCE_MONTH_ALREADY_CLOSED: {
    status: 41102,
    http: 409,
    zh: '{month} 考勤月报已关账',
    en: 'The attendance month {month} is already closed',
  },
  ATTENDANCE_MONTH_NOT_CLOSED: {
    status: 41103,
    http: 409,
    zh: '{month} 考勤月报未关账，无需重新开放',
    en: 'The attendance month {month} is not closed',
  },
  ATTENDANCE_REOPEN_REASON_REQUIRED: {
    status: 41104,
    http: 422,
    zh: '重新开放月报须填写原因',
    en: 'Reopening a closed month needs a reason',
  },
  ATTENDANCE_SWAP_SAME_STAFF: {
    status: 41105,
    http: 422,
    zh: '调班须选择两名不同的人员',
    en: 'A swap needs two different staff members',
  },
  ATTENDANCE_SWAP_NOTHING: {
    status: 41106,
    http: 422,
    zh: '两人在 {day} 都没有排班，无班可调',
    en: 'Neither staff member is scheduled on {day}: there is nothing to swap',
  },
  ATTENDANCE_SWAP_REASON_REQUIRED: {
    status: 41107,
    http: 422,
    zh: '调班须填写原因',
    en: 'A swap needs a reason',
  },
  ATTENDANCE_PERIOD_OVER_A_DAY: {
    status: 40918,
    http: 422,
    zh: '时段 {period} 超过24小时，会与次日同一时段重叠',
    en: 'The period {period} is longer than 24 hours, so it would overlap the same period the next day',
  },
  ATTENDANCE_COMMUNITY_REQUIRED: {
    status: 41121,
    http: 422,
    zh: '考勤按社区管理和统计，请先在顶部选择一个社区',
    en: 'Attendance is kept and reported per community: choose a community at the top first',
  },
  ATTENDANCE_NO_STAFF_PROFILE: {
    status: 41120,
    http: 409,
    zh: '当前账号的手机号没有对应本小区已审核的员工，无法打卡',
    en: "Your account's mobile number matches no approved staff member of this community: you cannot clock in here",
  },
} as const satisfies Record<string, CodeDecl>;
