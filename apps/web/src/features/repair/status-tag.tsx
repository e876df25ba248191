import { REPAIR_STATUS_OPTIONS } from '@cvap/contracts';
import { Tag } from 'antd';
import { useLabel } from './use-language.js';

export function StatusTag({ status }: { status: string }) {
  const { label } = useLabel();
  const option = REPAIR_STATUS_OPTIONS.find((o) => o.value === status);
  return (
    <Tag color={option?.color} data-testid="repair-status">
      {option ? label(option) : status}
    </Tag>
  );
}
