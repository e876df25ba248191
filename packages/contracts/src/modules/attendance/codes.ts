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
} as const satisfies Record<string, CodeDecl>;
