import { DatePicker, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The month picker and the department filter the month screens share ('' or 0: every department). */
export function MonthDepartmentBar<V extends string | number>(props: {
  testId: string;
  month: Dayjs;
  onMonth: (month: Dayjs) => void;
  department: V;
  onDepartment: (value: V) => void;
  departments: { value: V; label: string }[];
  allValue: V;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Space style={{ marginBottom: 12 }} wrap>
      <span>{t('attendance.month')}</span>
      <DatePicker
        picker="month"
        value={props.month}
        allowClear={false}
        onChange={(value) => value && props.onMonth(value)}
        data-testid={`${props.testId}-month`}
      />
      <Select<V>
        style={{ minWidth: 180 }}
        value={props.department}
        onChange={props.onDepartment}
        options={[{ value: props.allValue, label: t('attendance.allDepartments') }, ...props.departments]}
        data-testid={`${props.testId}-department`}
      />
      {props.children}
    </Space>
  );
}
