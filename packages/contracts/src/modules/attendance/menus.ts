import { menu, section, type MenuDecl } from '../../menu-decl.js';

/** The attendance module's section of the side menu (contracts MENU_CATALOGUE). */
export const ATTENDANCE_MENUS: readonly MenuDecl[] = [
  section('attendanceManager', '考勤管理', 'Attendance', 'FieldTimeOutlined', [
    menu('/attendanceManager/shift', '班次管理', 'Shifts', { icon: 'ClockCircleOutlined' }),
    menu('/attendanceManager/shiftPeriod', '班次时段', 'Shift periods', { icon: 'FieldTimeOutlined' }),
    menu('/attendanceManager/roster', '排班规则', 'Rotations', { icon: 'RetweetOutlined' }),
    menu('/attendanceManager/schedule', '排班表', 'Schedules', { icon: 'CalendarOutlined' }),
    menu('/attendanceManager/holiday', '节假日', 'Holidays', { icon: 'ScheduleOutlined' }),
    menu('/attendanceManager/clockIn', '打卡记录', 'Clock-ins', { icon: 'LoginOutlined' }),
    menu('/attendanceManager/myClock', '我的打卡', 'My clock-in', { icon: 'MobileOutlined' }),
    menu('/attendanceManager/anomaly', '考勤异常', 'Attendance anomalies', { icon: 'WarningOutlined' }),
    menu('/attendanceManager/report', '考勤月报', 'Monthly attendance report', { icon: 'BarChartOutlined' }),
    menu('/attendanceManager/dailyReport', '考勤日报', 'Daily attendance report', { icon: 'ProfileOutlined' }),
  ]),
];
