import {
  FAILURE_ACTIONS,
  FAILURE_STATUS_OPTIONS,
  FAILURE_STEPS,
  equipmentFailureResource,
  labelIn,
  REPAIR_ENDED_STATUSES,
  type FailureAction,
  failureStepEndpoint,
  type FailureStepResult,
  type RepairStatus,
} from '@cvap/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Descriptions, Form, Modal, Result, Space, Spin, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useLocation } from 'react-router-dom';
import { languageOrDefault } from '../../i18n/language.js';
import { noticeSuccess } from '../../request/notify.js';
import { callEndpoint } from '../../request/endpoint.js';
import { resourceKey, useResourceRecord } from '../../resource/api.js';
import { hasElement } from '../../session/elements.js';
import { useOptionalUser } from '../../session/user-info.js';
import { RepairOrderLink, RepairStatusTag, RepairTypeSelect } from '../repair/index.js';
import { idOfSearch } from './equipment-api.js';

/** The notice each step ends with (a repair started with an order names the order). */
function stepNotice(t: TFunction, action: FailureAction, done: FailureStepResult): string {
  if (action === 'startRepair' && done.repairOrderNo)
    return t('equipment.failure.stepDone.startRepairOrder', { orderNo: done.repairOrderNo });
  return t(`equipment.failure.stepDone.${action}` as const);
}

/** 开始维修 with a repair work order: the order's repair type, chosen among the acting community's. */
function RepairTypeDialog({ onOk, onCancel }: { onOk: (repairTypeId: number) => Promise<void>; onCancel: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ repairTypeId: number }>();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const { repairTypeId } = await form.validateFields();
    setBusy(true);
    try {
      await onOk(repairTypeId);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('equipment.failure.orderDialog')}
      onOk={() => void save().catch(() => undefined)}
      confirmLoading={busy}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="equipment-failure-order-form">
        <Form.Item
          name="repairTypeId"
          label={t('equipment.failure.repairType')}
          rules={[{ required: true, message: t('equipment.failure.repairTypeRequired') }]}
        >
          <RepairTypeSelect testId="equipment-failure-repair-type" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * 故障详情 (/equipmentManager/equipmentFailureDetail?id=): a failure and the steps its state allows (confirm, start
 * the repair, optionally as a repair work order of a chosen type, mark repaired, close), each behind its element
 * and ending with its notice. Its repair order's number leads to the order; while the order is open the failure
 * cannot close (decision 0049), which the page says instead of offering 关闭故障.
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
  const [choosingType, setChoosingType] = useState(false);
  const [busy, setBusy] = useState<FailureAction | null>(null);
  const failure = useResourceRecord(equipmentFailureResource, id);
  if (id === null) return <Result status="info" title={t('equipment.failure.noId')} />;
  if (!failure.data) return <Spin />;
  const row = failure.data;
  const status = FAILURE_STATUS_OPTIONS.find((o) => o.value === row.status);
  const orderId = typeof row.repairOrderId === 'number' ? row.repairOrderId : null;
  const orderNo = String(row.repairOrderIdLabel ?? row.repairOrderId ?? '');
  const orderStatus = typeof row.repairOrderStatus === 'string' ? row.repairOrderStatus : null;
  const orderOpen = orderId !== null && orderStatus !== null && !REPAIR_ENDED_STATUSES.includes(orderStatus as RepairStatus);
  const take = async (action: FailureAction, repairTypeId?: number) => {
    setBusy(action);
    try {
      const body = { id, ...(repairTypeId === undefined ? {} : { createRepairOrder: true, repairTypeId }) };
      const done = await callEndpoint(failureStepEndpoint(action), { body });
      noticeSuccess(stepNotice(t, action, done));
      setChoosingType(false);
      await queryClient.invalidateQueries({ queryKey: resourceKey(equipmentFailureResource) });
    } finally {
      setBusy(null);
    }
  };
  const start = (action: FailureAction) => {
    if (action === 'startRepair' && withOrder && orderId === null) setChoosingType(true);
    else void take(action);
  };
  const steps = FAILURE_ACTIONS.filter(
    (action) =>
      (FAILURE_STEPS[action].from as readonly string[]).includes(String(row.status)) &&
      can(FAILURE_STEPS[action].element.code) &&
      !(action === 'close' && orderOpen),
  );
  const waitingForOrder = orderOpen && row.status === 'repaired';
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
          {orderId === null ? (
            '-'
          ) : (
            <Space>
              <RepairOrderLink id={orderId} orderNo={orderNo} testId="equipment-failure-order" />
              {orderStatus && <RepairStatusTag status={orderStatus} />}
            </Space>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('equipment.failure.downtime')}>
          <span data-testid="equipment-failure-downtime">{String(row.downtimeMinutes ?? '-')}</span>
        </Descriptions.Item>
      </Descriptions>
      {waitingForOrder && (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 12 }}
          title={t('equipment.failure.orderOpen', { orderNo })}
          data-testid="equipment-failure-order-open"
        />
      )}
      <Space wrap style={{ marginTop: 12 }}>
        {steps.includes('startRepair') && orderId === null && (
          <Checkbox checked={withOrder} onChange={(event) => setWithOrder(event.target.checked)} data-testid="equipment-failure-with-order">
            {t('equipment.failure.createRepairOrder')}
          </Checkbox>
        )}
        {steps.map((action) => (
          <Button
            key={action}
            type="primary"
            loading={busy === action}
            onClick={() => start(action)}
            data-testid={`equipment-failure-${action}`}
          >
            {labelIn(FAILURE_STEPS[action].element, language)}
          </Button>
        ))}
        {steps.length === 0 && !waitingForOrder && <Tag>{t('equipment.failure.done')}</Tag>}
      </Space>
      {choosingType && (
        <RepairTypeDialog onOk={(repairTypeId) => take('startRepair', repairTypeId)} onCancel={() => setChoosingType(false)} />
      )}
    </Card>
  );
}
