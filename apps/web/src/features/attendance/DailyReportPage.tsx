import {
  ATTENDANCE_DAILY_COLUMNS,
  ATTENDANCE_DAILY_ELEMENTS,
  AttendanceEndpoints,
  labelIn,
  type AttendanceDailyRow,
} from '@cvap/contracts';
import { Button, Card, DatePicker, Select, Space, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOrDefault } from '../../i18n/language.js';
import { useEndpoint } from '../../request/endpoint.js';
import { usePermission } from '../../session/permissions.js';
import { attendanceApi } from './attendance-api.js';
import { ChooseCommunity, useActsForCommunity } from './ChooseCommunity.js';

/** 考勤日报: per department and person, a day's shift, first and last clock, late, early, absent and overtime; exported to .xlsx. */
export default function DailyReportPage() {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const canExport = usePermission(ATTENDANCE_DAILY_ELEMENTS.reportExport.code);
  const [day, setDay] = useState<Dayjs>(() => dayjs().subtract(1, 'day'));
  const [department, setDepartment] = useState<string | null>(null);
  const key = day.format('YYYY-MM-DD');
  const community = useActsForCommunity();
  const report = useEndpoint(AttendanceEndpoints.dailyReport, { query: { day: key } }, { enabled: community });
  const rows = (report.data?.rows ?? []).filter((row) => department === null || row.departmentName === department);
  const departments = [...new Set((report.data?.rows ?? []).map((row) => row.departmentName))];
  if (!community)
    return (
      <Card data-testid="attendance-daily-report">
        <ChooseCommunity testId="attendance-daily-report" />
      </Card>
    );
  return (
    <Card data-testid="attendance-daily-report">
      <Space style={{ marginBottom: 12 }} wrap>
        <span>{t('attendance.day')}</span>
        <DatePicker value={day} allowClear={false} onChange={(value) => value && setDay(value)} data-testid="attendance-daily-day" />
        <Select
          style={{ minWidth: 180 }}
          value={department ?? ''}
          onChange={(value: string) => setDepartment(value || null)}
          options={[{ value: '', label: t('attendance.allDepartments') }, ...departments.map((name) => ({ value: name, label: name }))]}
          data-testid="attendance-daily-department"
        />
        {canExport && (
          <Button
            onClick={() => void attendanceApi.exportDaily(key, `attendance-${key}.xlsx`).catch(() => undefined)}
            data-testid="attendance-daily-export"
          >
            {t('attendance.export')}
          </Button>
        )}
      </Space>
      <Table<AttendanceDailyRow>
        rowKey="staffId"
        size="small"
        loading={report.isLoading}
        dataSource={rows}
        pagination={{ pageSize: 50 }}
        locale={{ emptyText: t('attendance.noDailyData') }}
        columns={ATTENDANCE_DAILY_COLUMNS.map((column) => ({ key: column.key, dataIndex: column.key, title: labelIn(column, language) }))}
        scroll={{ x: true }}
      />
    </Card>
  );
}
