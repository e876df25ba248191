import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { taskOutcome } from './task-list.js';

const colours = { running: 'processing', finished: 'success', failed: 'error' } as const;

export function TaskStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const outcome = taskOutcome(status);
  return <Tag color={colours[outcome]}>{t(`tasks.${outcome}`)}</Tag>;
}
