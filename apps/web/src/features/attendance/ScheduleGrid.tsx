import {
  AttendanceEndpoints,
  attendanceScheduleResource,
  permissionCode,
  type AttendanceGrid,
  type AttendanceGridCell,
} from '@cvap/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Card, Dropdown, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../request/client.js';
import { useEndpoint } from '../../request/endpoint.js';
import { noticeSuccess, noticeWarning } from '../../request/notify.js';
import { resourceApi, resourceKey } from '../../resource/api.js';
import { usePermission } from '../../session/permissions.js';
import { MonthDepartmentBar } from './MonthDepartmentBar.js';

type GridRow = AttendanceGrid['rows'][number];
const REST = 0;
const COLORS = ['blue', 'green', 'orange', 'purple', 'cyan', 'magenta', 'gold', 'geekblue'];
const schedules = resourceApi(attendanceScheduleResource);

/** Sets one person's day to a shift (REST: no shift), through the schedule's own create, update or delete. */
async function saveCell(staffId: number, day: string, cell: AttendanceGridCell | undefined, shiftId: number): Promise<void> {
  if (shiftId === REST) {
    if (cell) await schedules.remove(cell.scheduleId);
  } else if (cell) await schedules.update(cell.scheduleId, { staffId, day, shiftId });
  else await schedules.create({ staffId, day, shiftId });
}

function useGridEdit(onSaved: () => void) {
  const { t } = useTranslation();
  const canAdd = usePermission(permissionCode(attendanceScheduleResource, 'add'));
  const canEdit = usePermission(permissionCode(attendanceScheduleResource, 'edit'));
  const canDelete = usePermission(permissionCode(attendanceScheduleResource, 'delete'));
  return {
    may: (cell: AttendanceGridCell | undefined) => (cell ? canEdit || canDelete : canAdd),
    async save(row: GridRow, day: string, cell: AttendanceGridCell | undefined, shiftId: number) {
      try {
        await saveCell(row.staffId, day, cell, shiftId);
        noticeSuccess(t('attendance.gridSaved', { name: row.staffName, day }));
        onSaved();
      } catch (error) {
        if (error instanceof RequestError) noticeWarning(error.message);
      }
    },
  };
}

/** 月排班表: the community's staff down (one department or all), the month's days across; a cell's menu sets its shift. */
export function ScheduleGrid() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [month, setMonth] = useState<Dayjs>(() => dayjs());
  const [department, setDepartment] = useState<number | null>(null);
  const key = month.format('YYYY-MM');
  const grid = useEndpoint(AttendanceEndpoints.grid, { query: { month: key, departmentId: department ?? undefined } });
  // The grid is read under the schedule resource's group: refreshing the schedules refreshes it too.
  const edit = useGridEdit(() => void client.invalidateQueries({ queryKey: resourceKey(attendanceScheduleResource) }));
  const shifts = grid.data?.shifts ?? [];
  const colorOf = (shiftId: number) => COLORS[shifts.findIndex((shift) => shift.id === shiftId) % COLORS.length];
  const nameOf = (shiftId: number) => shifts.find((shift) => shift.id === shiftId)?.shiftName ?? '?';
  const menu = [
    ...shifts.map((shift) => ({ key: String(shift.id), label: shift.shiftName })),
    { key: String(REST), label: t('attendance.gridRest') },
  ];
  const dayColumns = (grid.data?.days ?? []).map((day) => ({
    key: day,
    title: dayjs(day).format('D'),
    width: 56,
    align: 'center' as const,
    render: (_: unknown, row: GridRow) => {
      const cell = row.cells.find((c) => c.day === day);
      const shown = cell ? (
        <Tag color={colorOf(cell.shiftId)}>{nameOf(cell.shiftId)}</Tag>
      ) : (
        <Typography.Text type="secondary">{t('attendance.gridRest')}</Typography.Text>
      );
      if (!edit.may(cell)) return shown;
      return (
        <Dropdown trigger={['click']} menu={{ items: menu, onClick: ({ key: picked }) => void edit.save(row, day, cell, Number(picked)) }}>
          <a data-testid={`grid-cell-${row.staffId}-${day}`}>{shown}</a>
        </Dropdown>
      );
    },
  }));
  return (
    <Card data-testid="schedule-grid">
      <MonthDepartmentBar
        testId="schedule-grid"
        month={month}
        onMonth={setMonth}
        department={department ?? 0}
        onDepartment={(value) => setDepartment(value || null)}
        departments={(grid.data?.departments ?? []).map((d) => ({ value: d.id, label: d.name }))}
        allValue={0}
      />
      <Table<GridRow>
        rowKey="staffId"
        size="small"
        bordered
        loading={grid.isLoading}
        dataSource={grid.data?.rows ?? []}
        pagination={false}
        scroll={{ x: 'max-content', y: 560 }}
        columns={[
          {
            key: 'staff',
            title: t('attendance.gridStaff'),
            fixed: 'left',
            width: 150,
            render: (_, row) => `${row.staffName} ${row.staffNo}`,
          },
          { key: 'department', title: t('attendance.department'), fixed: 'left', width: 120, dataIndex: 'departmentName' },
          ...dayColumns,
        ]}
      />
    </Card>
  );
}
