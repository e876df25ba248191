import { FAILURE_ACTIONS, FAILURE_STATUS_OPTIONS, FAILURE_STEPS, labelIn, type FailureAction } from '@cvap/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Checkbox, Descriptions, Result, Space, Spin, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { languageOrDefault } from '../../i18n/language.js';
import { hasElement } from '../../session/elements.js';
import { useOptionalUser } from '../../session/user-info.js';
import { equipmentApi, idOfSearch } from './equipment-api.js';

/**
 * 故障详情 (/equipmentManager/equipmentFailureDetail?id=): a failure and the steps its state allows (confirm, start
 * the repair, optionally as a repair work order, mark repaired, close), each behind its element.
 */
export function FailurePage() {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const { search } = useLocation();
  const id = useMemo(() => idOfSearch(search), [search]);
  const user = useOptionalUser();
  const can = (code: string) => hasElement(user, code);
  const queryClient = useQueryClient();
  const [withOrder, setWithOrder] = useState(true);
  const [busy, setBusy] = useState<FailureAction | null>(null);
  const failure = useQuery({ queryKey: ['equipmentFailure', id], queryFn: () => equipmentApi.failure(id!), enabled: id !== null });
  if (id === null) return <Result status="info" title={t('equipment.failure.noId')} />;
  if (!failure.data) return <Spin />;
  const row = failure.data;
  const status = FAILURE_STATUS_OPTIONS.find((o) => o.value === row.status);
  const take = async (action: FailureAction) => {
    setBusy(action);
    try {
      await equipmentApi.step(action, { id, ...(action === 'startRepair' ? { createRepairOrder: withOrder } : {}) });
      await queryClient.invalidateQueries({ queryKey: ['equipmentFailure', id] });
    } finally {
      setBusy(null);
    }
  };
  const steps = FAILURE_ACTIONS.filter(
    (action) => (FAILURE_STEPS[action].from as readonly string[]).includes(String(row.status)) && can(FAILURE_STEPS[action].element.code),
  );
  return (
    <Card title={t('equipment.failure.title')} data-testid="equipment-failure" style={{ maxWidth: 720 }}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label="No.">{String(row.failureNo ?? '')}</Descriptions.Item>
        <Descriptions.Item label={labelIn({ zh: '故障现象', en: 'Symptom' }, language)}>{String(row.title ?? '')}</Descriptions.Item>
        <Descriptions.Item label={labelIn({ zh: '状态', en: 'Status' }, language)}>
          <Tag color={status?.color} data-testid="equipment-failure-status">
            {status ? labelIn(status, language) : String(row.status)}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('equipment.failure.repairOrder')}>
          {row.repairOrderId ? String(row.repairOrderId) : '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('equipment.failure.downtime')}>
          <span data-testid="equipment-failure-downtime">{String(row.downtimeMinutes ?? '-')}</span>
        </Descriptions.Item>
      </Descriptions>
      <Space wrap style={{ marginTop: 12 }}>
        {steps.includes('startRepair') && !row.repairOrderId && (
          <Checkbox checked={withOrder} onChange={(event) => setWithOrder(event.target.checked)}>
            {t('equipment.failure.createRepairOrder')}
          </Checkbox>
        )}
        {steps.map((action) => (
          <Button
            key={action}
            type="primary"
            loading={busy === action}
            onClick={() => void take(action)}
            data-testid={`equipment-failure-${action}`}
          >
            {labelIn(FAILURE_STEPS[action].element, language)}
          </Button>
        ))}
        {steps.length === 0 && <Tag>{t('equipment.failure.done')}</Tag>}
      </Space>
    </Card>
  );
}
