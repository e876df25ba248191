import {
  BILL_PRINT_ELEMENTS,
  BILL_PUSH_CHANNEL_OPTIONS,
  BILL_PUSH_LINE_STATE_OPTIONS,
  BILL_PUSH_STATUS,
  billPushResource,
  FeeBillPrintEndpoints,
  labelIn,
  type BillPushAction,
  type BillPushLine,
  type BillPushStart,
} from '@cvap/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, InputNumber, Modal, Select, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { languageOrDefault } from '../../../i18n/language.js';
import { callEndpoint, useEndpoint } from '../../../request/endpoint.js';
import { noticeSuccess } from '../../../request/notify.js';
import type { Row } from '../../../resource/api.js';
import { ResourcePage, type ResourcePageContext } from '../../../resource/ResourcePage.js';
import { usePermission } from '../../../session/permissions.js';
import { startedTask } from '../../../tasks/task-list.js';
import { onTaskEnded, updateTask } from '../../../tasks/task-store.js';
import { resourceKey } from '../../../resource/api.js';

type CampaignRow = Row & { taskId?: string | null; name?: string };

function track(row: { taskId?: unknown }, title: string) {
  if (typeof row.taskId === 'string' && row.taskId) updateTask(startedTask(row.taskId, 'billPush', billPushResource.menu, title));
}

/** A new campaign: its name, channel and how many months a house must owe; every such house gets a line. */
function StartDialog({ onClose, context }: { onClose: () => void; context: ResourcePageContext }) {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const [form] = Form.useForm<BillPushStart>();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      const row = await callEndpoint(FeeBillPrintEndpoints.pushStart, { body: values });
      track(row, t('feeBill.campaignTitle', { name: values.name }));
      noticeSuccess(t('feeBill.started'));
      context.refresh();
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('feeBill.newCampaign')}
      onCancel={onClose}
      onOk={() => void start().catch(() => undefined)}
      okText={t('feeBill.start')}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'push-start-ok' } as Record<string, string>}
    >
      <Form form={form} layout="vertical" initialValues={{ channel: 1, minMonths: 1 }}>
        <Form.Item name="name" label={t('feeBill.campaignName')} rules={[{ required: true, max: 50 }]}>
          <Input maxLength={50} data-testid="push-name" />
        </Form.Item>
        <Form.Item name="channel" label={t('feeBill.channel')} rules={[{ required: true }]}>
          <Select
            options={BILL_PUSH_CHANNEL_OPTIONS.map((o) => ({ value: o.value, label: labelIn(o, language) }))}
            data-testid="push-channel"
          />
        </Form.Item>
        <Form.Item name="minMonths" label={t('feeBill.minMonths')} rules={[{ required: true }]}>
          <InputNumber min={1} max={1200} precision={0} data-testid="push-min-months" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** A campaign's lines: owner, house, amount owed, channel, state and the channel's refusal. */
function LinesDialog({ campaign, onClose }: { campaign: CampaignRow; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const lines = useEndpoint(
    FeeBillPrintEndpoints.pushLines,
    { params: { campaignId: campaign.id } },
    { refetchInterval: campaign.status === BILL_PUSH_STATUS.pushing ? 2000 : false },
  );
  const label = (options: typeof BILL_PUSH_LINE_STATE_OPTIONS, value: number) => {
    const option = options.find((o) => o.value === value);
    return option ? labelIn(option, language) : String(value);
  };
  return (
    <Modal open width={960} title={`${t('feeBill.lines')}：${String(campaign.name)}`} onCancel={onClose} footer={null}>
      <Table<BillPushLine>
        size="small"
        rowKey="id"
        loading={lines.isLoading}
        dataSource={lines.data ?? []}
        pagination={{ pageSize: 20 }}
        data-testid="push-lines"
        columns={[
          { key: 'h', title: t('feeBill.house'), dataIndex: 'address' },
          { key: 'o', title: t('feeBill.owner'), dataIndex: 'ownerName' },
          { key: 'p', title: t('feeBill.phone'), dataIndex: 'phone' },
          { key: 'a', title: t('feeBill.amount'), dataIndex: 'amount', align: 'right' },
          { key: 'c', title: t('feeBill.channel'), render: (_: unknown, line) => label(BILL_PUSH_CHANNEL_OPTIONS, line.channel) },
          {
            key: 's',
            title: t('feeBill.state'),
            render: (_: unknown, line) => (
              <Tag color={BILL_PUSH_LINE_STATE_OPTIONS.find((o) => o.value === line.state)?.color} data-testid={`line-state-${line.id}`}>
                {label(BILL_PUSH_LINE_STATE_OPTIONS, line.state)}
              </Tag>
            ),
          },
          { key: 'e', title: t('feeBill.error'), dataIndex: 'error' },
        ]}
      />
    </Modal>
  );
}

function CampaignActions({ row, context, onLines }: { row: CampaignRow; context: ResourcePageContext; onLines: () => void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const canControl = usePermission(BILL_PRINT_ELEMENTS.pushControl.code);
  const act = async (action: BillPushAction) => {
    const changed = await callEndpoint(FeeBillPrintEndpoints[action], { params: { campaignId: row.id } });
    if (action === 'resume') track(changed, t('feeBill.campaignTitle', { name: String(row.name) }));
    noticeSuccess(t(`feeBill.${action === 'pause' ? 'paused' : action === 'resume' ? 'resumed' : 'stopped'}`));
    context.refresh();
  };
  const status = row.status as number;
  const button = (action: BillPushAction) => (
    <Button
      type="link"
      size="small"
      data-testid={`push-${action}-${row.id}`}
      onClick={() =>
        action === 'stop'
          ? modal.confirm({ title: t('feeBill.stopConfirm'), onOk: () => act(action).catch(() => undefined) })
          : void act(action).catch(() => undefined)
      }
    >
      {t(`feeBill.${action}`)}
    </Button>
  );
  return (
    <>
      <Button type="link" size="small" onClick={onLines} data-testid={`push-lines-${row.id}`}>
        {t('feeBill.lines')}
      </Button>
      {canControl && status === BILL_PUSH_STATUS.pushing && button('pause')}
      {canControl && status === BILL_PUSH_STATUS.paused && button('resume')}
      {canControl && (status === BILL_PUSH_STATUS.pushing || status === BILL_PUSH_STATUS.paused) && button('stop')}
    </>
  );
}

/**
 * /propertyPayment/billPush: reminder campaigns to owners who owe, each line with its state; pause, resume, stop.
 * Collecting the money stays with 催缴管理 (charge/paymentCollection), linked from here.
 */
export default function BillPushPage() {
  const { t } = useTranslation();
  const canStart = usePermission(BILL_PRINT_ELEMENTS.pushStart.code);
  const [starting, setStarting] = useState<ResourcePageContext | null>(null);
  const [lines, setLines] = useState<CampaignRow | null>(null);
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onTaskEnded((task) => {
        if (task.type === 'billPush') void queryClient.invalidateQueries({ queryKey: resourceKey(billPushResource) });
      }),
    [queryClient],
  );
  return (
    <>
      <Typography.Paragraph type="secondary">
        {t('feeBill.collectionHint')} <Link to="/propertyPayment/charge/paymentCollection">{t('feeBill.toCollection')}</Link>
      </Typography.Paragraph>
      <ResourcePage
        decl={billPushResource}
        overrides={{
          toolbar: (context) =>
            canStart ? (
              <Button type="primary" onClick={() => setStarting(context)} data-testid="push-new">
                {t('feeBill.newCampaign')}
              </Button>
            ) : null,
          rowActions: (row, context) => (
            <CampaignActions row={row as CampaignRow} context={context} onLines={() => setLines(row as CampaignRow)} />
          ),
        }}
      />
      {starting && <StartDialog context={starting} onClose={() => setStarting(null)} />}
      {lines && <LinesDialog campaign={lines} onClose={() => setLines(null)} />}
    </>
  );
}
