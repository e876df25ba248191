import { FeeSettlementEndpoints, MONTH_SETTLEMENT_ELEMENTS, MONTH_STATES, type MonthRow } from '@cvap/contracts';
import { App, Button, Card, Form, Input, InputNumber, Modal, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/label.js';
import { callEndpoint, useEndpoint } from '../../../request/endpoint.js';
import { noticeSuccess } from '../../../request/notify.js';
import { actingResidential } from '../../../session/residential.js';
import { readCompanyId } from '../../../session/residential-choice.js';
import { usePermission } from '../../../session/permissions.js';
import { useCurrentUser } from '../../../session/user-info.js';

const STATE_COLORS = ['default', 'green', 'orange'] as const;

/** The reopen dialog: a reason is required (the API refuses without one, and the log keeps it). */
function ReopenDialog({ month, onCancel, onReopen }: { month: string; onCancel: () => void; onReopen: (reason: string) => Promise<void> }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <Modal
      open
      title={t('feeMonth.reopenTitle', { month })}
      onCancel={onCancel}
      onOk={() => void onReopen(reason).catch(() => undefined)}
      okButtonProps={{ disabled: reason.trim() === '', 'data-testid': 'month-reopen-ok' } as never}
    >
      <Form layout="vertical">
        <Form.Item label={t('feeMonth.reopenReason')} htmlFor="month-reopen-reason" required>
          <Input id="month-reopen-reason" value={reason} onChange={(e) => setReason(e.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * /propertyPayment/monthSettlement/record: a community's months of a year, each with its state and the figures
 * frozen at its close; a month that has ended is closed here (after the server reconciles it) and reopened with
 * a reason.
 */
export default function MonthSettlementPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const labelOf = useLabel();
  const user = useCurrentUser();
  const canClose = usePermission(MONTH_SETTLEMENT_ELEMENTS.close.code);
  const [residentialId, setResidentialId] = useState<number | undefined>(
    (actingResidential(user, readCompanyId()) ?? user.communities[0])?.id,
  );
  const [year, setYear] = useState(() => new Date().getFullYear());
  const [reopening, setReopening] = useState<string | null>(null);
  const months = useEndpoint(
    FeeSettlementEndpoints.months,
    { query: { residentialId: residentialId ?? 0, year } },
    { enabled: residentialId !== undefined },
  );
  const load = () => months.refetch();

  const close = (month: string) =>
    modal.confirm({
      title: t('feeMonth.closeConfirm', { month }),
      content: t('feeMonth.closeExplain'),
      okText: t('feeMonth.close'),
      okButtonProps: { 'data-testid': 'month-close-ok' } as never,
      onOk: async () => {
        await callEndpoint(FeeSettlementEndpoints.close, { body: { residentialId: residentialId!, month } }).then(
          async () => {
            noticeSuccess(t('feeMonth.closed', { month }));
            await load();
          },
          () => undefined,
        );
      },
    });
  const reopen = async (month: string, reason: string) => {
    await callEndpoint(FeeSettlementEndpoints.reopen, { body: { residentialId: residentialId!, month, reason } });
    noticeSuccess(t('feeMonth.reopened', { month }));
    setReopening(null);
    await load();
  };

  const money = (key: 'receivable' | 'received' | 'discount' | 'offset' | 'outstanding' | 'collected' | 'reversed') => ({
    title: t(`feeMonth.${key}`),
    key,
    align: 'right' as const,
    render: (_: unknown, row: MonthRow) => row.totals?.[key] ?? '',
  });
  return (
    <Card>
      <Space style={{ marginBottom: 16 }} wrap>
        <Form.Item label={t('feeMonth.community')} htmlFor="month-community" style={{ marginBottom: 0 }}>
          <Select
            id="month-community"
            style={{ minWidth: 180 }}
            value={residentialId}
            onChange={setResidentialId}
            options={user.communities.map((c) => ({ value: c.id, label: c.residentialName }))}
          />
        </Form.Item>
        <Form.Item label={t('feeMonth.year')} htmlFor="month-year" style={{ marginBottom: 0 }}>
          <InputNumber id="month-year" min={2000} max={2100} value={year} onChange={(value) => value && setYear(value)} />
        </Form.Item>
      </Space>
      <Table<MonthRow>
        rowKey="month"
        size="small"
        pagination={false}
        dataSource={months.data ?? []}
        loading={months.isFetching}
        scroll={{ x: true }}
        columns={[
          { title: t('feeMonth.month'), dataIndex: 'month', key: 'month' },
          {
            title: t('feeMonth.state'),
            key: 'state',
            render: (_, row) => (
              <Tag color={STATE_COLORS[row.state]} data-testid={`month-state-${row.month}`}>
                {labelOf(MONTH_STATES.find((s) => s.value === row.state) ?? MONTH_STATES[0])}
              </Tag>
            ),
          },
          { title: t('feeMonth.lineCount'), key: 'lineCount', align: 'right', render: (_, row) => row.totals?.lineCount ?? '' },
          money('receivable'),
          money('received'),
          money('discount'),
          money('offset'),
          money('outstanding'),
          money('collected'),
          money('reversed'),
          {
            title: t('feeMonth.balances'),
            key: 'balances',
            render: (_, row) =>
              row.totals ? `${row.totals.prepaymentBalance} / ${row.totals.depositBalance} / ${row.totals.guaranteeBalance}` : '',
          },
          { title: t('feeMonth.closedAt'), dataIndex: 'closedAt', key: 'closedAt' },
          { title: t('feeMonth.closedBy'), dataIndex: 'closedByName', key: 'closedBy' },
          {
            title: '',
            key: 'actions',
            render: (_, row) =>
              !canClose ? null : row.state === 1 ? (
                <Button type="link" size="small" danger onClick={() => setReopening(row.month)} data-testid={`month-reopen-${row.month}`}>
                  {t('feeMonth.reopen')}
                </Button>
              ) : (
                <Button type="link" size="small" onClick={() => close(row.month)} data-testid={`month-close-${row.month}`}>
                  {t('feeMonth.close')}
                </Button>
              ),
          },
        ]}
      />
      {reopening && <ReopenDialog month={reopening} onCancel={() => setReopening(null)} onReopen={(reason) => reopen(reopening, reason)} />}
    </Card>
  );
}
