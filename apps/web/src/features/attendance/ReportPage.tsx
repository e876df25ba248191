import { ATTENDANCE_ELEMENTS, ATTENDANCE_REPORT_COLUMNS, AttendanceEndpoints, labelIn, type AttendanceReportRow } from '@cvap/contracts';
import { Button, Card, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../session/permissions.js';
import { languageOrDefault } from '../../i18n/language.js';
import { useEndpoint } from '../../request/endpoint.js';
import { attendanceApi } from './attendance-api.js';
import { ChooseCommunity, useActsForCommunity } from './ChooseCommunity.js';
import { MonthCloseBar } from './MonthCloseBar.js';
import { MonthDepartmentBar } from './MonthDepartmentBar.js';

/**
 * 考勤月报: per department and person, a month's days worked, late, early, absent and overtime; exported to .xlsx.
 * A closed month shows the figures stored when it was closed; the supervisor closes and reopens it (with a reason).
 */
export default function ReportPage() {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const canExport = usePermission(ATTENDANCE_ELEMENTS.reportExport.code);
  const [month, setMonth] = useState<Dayjs>(() => dayjs().subtract(1, 'month'));
  const [department, setDepartment] = useState<string | null>(null);
  const key = month.format('YYYY-MM');
  const community = useActsForCommunity();
  const report = useEndpoint(AttendanceEndpoints.report, { query: { month: key } }, { enabled: community });
  const rows = (report.data?.rows ?? []).filter((row) => department === null || row.departmentName === department);
  const departments = [...new Set((report.data?.rows ?? []).map((row) => row.departmentName))];
  if (!community)
    return (
      <Card data-testid="attendance-report">
        <ChooseCommunity testId="attendance-report" />
      </Card>
    );
  return (
    <Card data-testid="attendance-report">
      <MonthDepartmentBar
        testId="attendance-report"
        month={month}
        onMonth={setMonth}
        department={department ?? ''}
        onDepartment={(value) => setDepartment(value || null)}
        departments={departments.map((name) => ({ value: name, label: name }))}
        allValue=""
      >
        {canExport && (
          <Button
            onClick={() => void attendanceApi.exportReport(key, `attendance-${key}.xlsx`).catch(() => undefined)}
            data-testid="attendance-report-export"
          >
            {t('attendance.export')}
          </Button>
        )}
      </MonthDepartmentBar>
      {report.data && <MonthCloseBar report={report.data} />}
      <Table<AttendanceReportRow>
        rowKey="staffId"
        size="small"
        loading={report.isLoading}
        dataSource={rows}
        pagination={{ pageSize: 50 }}
        locale={{ emptyText: t('attendance.noData') }}
        columns={ATTENDANCE_REPORT_COLUMNS.map((column) => ({ key: column.key, dataIndex: column.key, title: labelIn(column, language) }))}
        scroll={{ x: true }}
      />
    </Card>
  );
}
