/**
 * Texts of the attendance screens (features/attendance), in both languages; the module's manifest mounts them under
 * `attendance`. Field, type and resource names come from the declarations in contracts.
 */
export const attendanceZh = {
  excuse: '核销',
  excuseTitle: '核销考勤异常',
  excuseReason: '核销原因',
  excuseReasonHint: '如 年假、出差',
  excuseReasonRequired: '请填写核销原因',
  excused: '已核销',
  settle: '重新计算',
  settled: '已读入 {{clockIns}} 条门禁打卡，结算 {{settled}} 个班次',
  month: '月份',
  department: '部门',
  allDepartments: '全部部门',
  export: '导出 Excel',
  noData: '本月没有排班',
};

export const attendanceEn: typeof attendanceZh = {
  excuse: 'Excuse',
  excuseTitle: 'Excuse an attendance anomaly',
  excuseReason: 'Reason',
  excuseReasonHint: 'e.g. annual leave, business trip',
  excuseReasonRequired: 'Give the reason',
  excused: 'Excused',
  settle: 'Recompute',
  settled: '{{clockIns}} door clock-ins read, {{settled}} shifts settled',
  month: 'Month',
  department: 'Department',
  allDepartments: 'All departments',
  export: 'Export to Excel',
  noData: 'Nobody is scheduled this month',
};
