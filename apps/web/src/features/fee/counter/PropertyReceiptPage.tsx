import {
  ACCOUNT_METHOD,
  FeeLedgerEndpoints,
  formatFen,
  parseFen,
  PAYMENT_METHODS,
  COUNTER_METHODS,
  YUAN_PATTERN,
  type Counter,
  type PayRequest,
} from '@cvap/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Form, Input, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { callEndpoint, endpointKey, useEndpoint } from '../../../request/endpoint.js';
import { noticeSuccess } from '../../../request/notify.js';
import { useLabel } from '../../../i18n/label.js';
import { CounterApartmentFinder } from './CounterApartmentFinder.js';
import { BookedOnField, bookedOnBody } from '../settlement/BookedOnField.js';
import { ReceiptDialog } from '../ledger/ReceiptDialog.js';
import { ReceiptRequestButtons } from '../ledger/ReceiptRequestButtons.js';

type Line = Counter['lines'][number];
type Tender = PayRequest['tenders'][number];

function apartmentOfQuery(params: URLSearchParams): number | null {
  const id = params.get('apartmentId');
  return id !== null && /^[1-9]\d{0,8}$/.test(id) ? parseInt(id, 10) : null;
}

const fen = (yuan: string) => parseFen(yuan, { allowNegative: true });

/** What 收取所选 will do, said before it is done: the house, each line with its amount, how it is paid. */
function PayConfirmSummary({
  address,
  lines,
  total,
  accountFen,
  method,
  bookedOn,
}: {
  address: string;
  lines: readonly Line[];
  total: bigint;
  accountFen: bigint;
  method: number;
  bookedOn: string;
}) {
  const { t } = useTranslation();
  const labelOf = useLabel();
  const methodName = (value: number) => labelOf(PAYMENT_METHODS.find((m) => m.value === value)!);
  const tenders = [
    ...(accountFen > 0n ? [`${methodName(ACCOUNT_METHOD)} ${formatFen(accountFen)}`] : []),
    ...(total - accountFen > 0n ? [`${methodName(method)} ${formatFen(total - accountFen)}`] : []),
  ];
  return (
    <div data-testid="pay-confirm-summary">
      <p>{t('feeLedger.confirmPayBody', { address, count: lines.length, total: formatFen(total) })}</p>
      <ul style={{ paddingInlineStart: 20 }}>
        {lines.map((l) => (
          <li key={l.billLineId}>
            {l.feeName} {l.period} · {l.outstanding}
          </li>
        ))}
      </ul>
      <p>{tenders.join('，')}</p>
      {bookedOn && <p data-testid="pay-confirm-booked-on">{t('feeMonth.bookedOnIs', { day: bookedOn })}</p>}
    </div>
  );
}

/** The house's latest receipts: each reprints, or starts a refund or a cancellation from it (issue 23). */
function LatestReceipts({ payments, onReprint }: { payments: Counter['payments']; onReprint: (paymentId: number) => void }) {
  const { t } = useTranslation();
  return (
    <Table
      size="small"
      rowKey="id"
      title={() => t('feeLedger.latest')}
      data-testid="counter-receipts"
      dataSource={payments}
      pagination={false}
      columns={[
        { key: 'c', title: t('feeLedger.receipt'), dataIndex: 'receiptCode' },
        { key: 't', title: t('feeLedger.total'), dataIndex: 'total', align: 'right' },
        { key: 'd', title: t('feeLedger.paidAt'), dataIndex: 'paidAt' },
        {
          key: 'a',
          title: '',
          render: (_: unknown, p: Counter['payments'][number]) => (
            <Space size={0}>
              <Button size="small" onClick={() => onReprint(p.id)}>
                {p.state === 2 ? t('feeLedger.cancelled') : t('feeLedger.reprint')}
              </Button>
              <ReceiptRequestButtons paymentId={p.id} state={p.state} />
            </Space>
          ),
        },
      ]}
    />
  );
}

/**
 * The cashier's counter (charge/propertyReceipt): a house's owed lines, its prepayment accounts and latest receipts;
 * the selected lines are paid in full in one payment, part from an account and the rest by one method.
 */
export default function PropertyReceiptPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const labelOf = useLabel();
  const queryClient = useQueryClient();
  // A house's detail page opens the counter on it (?apartmentId=), also when the counter's tab is already open.
  const [params] = useSearchParams();
  const linked = apartmentOfQuery(params);
  // A house picked in the finder holds until another link arrives.
  const [picked, setPicked] = useState<{ id: number; underLink: number | null } | null>(null);
  const apartmentId = picked && picked.underLink === linked ? picked.id : linked;
  const setApartmentId = (id: number) => setPicked({ id, underLink: linked });
  const [selected, setSelected] = useState<number[]>([]);
  const [accountId, setAccountId] = useState<number | undefined>();
  const [fromAccount, setFromAccount] = useState('');
  const [method, setMethod] = useState<Tender['method']>(1);
  const [payerName, setPayerName] = useState('');
  const [bookedOn, setBookedOn] = useState('');
  const [receiptOf, setReceiptOf] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const counterInput = { params: { id: apartmentId } };
  const counter = useEndpoint(FeeLedgerEndpoints.counter, counterInput, { enabled: apartmentId !== null });
  const lines = counter.data?.lines ?? [];
  const chosen = lines.filter((l) => selected.includes(l.billLineId));
  const total = chosen.reduce((sum, l) => sum + fen(l.outstanding), 0n);
  const accountFen = YUAN_PATTERN.test(fromAccount) ? fen(fromAccount) : 0n;
  const pay = async () => {
    setBusy(true);
    try {
      const rest = total - accountFen;
      const tenders: Tender[] = [];
      if (accountFen > 0n && accountId !== undefined) tenders.push({ method: ACCOUNT_METHOD, amount: formatFen(accountFen), accountId });
      if (rest > 0n) tenders.push({ method, amount: formatFen(rest) });
      const result = await callEndpoint(FeeLedgerEndpoints.pay, {
        body: {
          apartmentId: apartmentId!,
          ...(payerName ? { payerName } : {}),
          lines: chosen.map((l) => ({ billLineId: l.billLineId, amount: l.outstanding })),
          tenders,
          ...bookedOnBody(bookedOn),
        },
      });
      noticeSuccess(t('feeLedger.paid', { code: result.receiptCode }));
      setSelected([]);
      setFromAccount('');
      setBookedOn('');
      setReceiptOf(result.paymentId);
      await queryClient.invalidateQueries({ queryKey: endpointKey(FeeLedgerEndpoints.counter, counterInput) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="fee-counter">
      <CounterApartmentFinder onPick={setApartmentId} />
      {counter.data && (
        <>
          <Descriptions size="small" column={2}>
            <Descriptions.Item label={t('feeLedger.address')}>{counter.data.address}</Descriptions.Item>
            <Descriptions.Item label={t('feeLedger.owed')}>{counter.data.totalOutstanding}</Descriptions.Item>
          </Descriptions>
          <Table<Line>
            size="small"
            rowKey="billLineId"
            dataSource={lines}
            pagination={false}
            locale={{ emptyText: t('feeLedger.noLines') }}
            rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
            data-testid="counter-lines"
            columns={[
              { key: 'f', title: t('feeLedger.feeName'), dataIndex: 'feeName' },
              { key: 'p', title: t('feeLedger.period'), dataIndex: 'period' },
              { key: 'r', title: t('feeLedger.receivable'), dataIndex: 'receivable', align: 'right' },
              {
                key: 's',
                title: t('feeLedger.settled'),
                align: 'right',
                render: (_: unknown, l: Line) => `${l.received} / ${l.offset} / ${l.discount}`,
              },
              { key: 'o', title: t('feeLedger.outstanding'), dataIndex: 'outstanding', align: 'right' },
            ]}
          />
          <Card size="small" title={t('feeLedger.pay')}>
            <Space wrap>
              <Select
                style={{ minWidth: 220 }}
                allowClear
                placeholder={t('feeLedger.accounts')}
                value={accountId}
                onChange={setAccountId}
                data-testid="counter-account"
                options={counter.data.accounts
                  .filter((a) => a.kind === 1)
                  .map((a) => ({ value: a.id, label: `${a.ownerName} · ${t('feeLedger.balance')} ${a.balance}` }))}
              />
              <Input
                style={{ width: 160 }}
                value={fromAccount}
                onChange={(e) => setFromAccount(e.target.value)}
                placeholder={t('feeLedger.fromAccount')}
                disabled={accountId === undefined}
                data-testid="counter-from-account"
              />
              <Select
                style={{ width: 140 }}
                value={method}
                onChange={setMethod}
                data-testid="counter-method"
                options={COUNTER_METHODS.map((m) => ({
                  value: m.value,
                  label: labelOf(m),
                }))}
              />
              <Input
                style={{ width: 140 }}
                value={payerName}
                onChange={(e) => setPayerName(e.target.value)}
                placeholder={t('feeLedger.payerName')}
              />
              <Form layout="inline">
                <BookedOnField id="counter-booked-on" value={bookedOn} onChange={setBookedOn} closedUpTo={counter.data?.lastClosedMonth} />
              </Form>
              <Button
                type="primary"
                loading={busy}
                disabled={chosen.length === 0 || accountFen > total}
                onClick={() =>
                  modal.confirm({
                    title: t('feeLedger.confirmPay'),
                    width: 520,
                    content: (
                      <PayConfirmSummary
                        address={counter.data!.address}
                        lines={chosen}
                        total={total}
                        accountFen={accountFen}
                        method={method}
                        bookedOn={bookedOn}
                      />
                    ),
                    okButtonProps: { 'data-testid': 'pay-confirm-ok' } as never,
                    onOk: () => pay().catch(() => undefined),
                  })
                }
                data-testid="counter-pay"
              >
                {t('feeLedger.paySelected', { total: formatFen(total) })}
              </Button>
            </Space>
          </Card>
          <LatestReceipts payments={counter.data.payments} onReprint={setReceiptOf} />
        </>
      )}
      {receiptOf !== null && <ReceiptDialog paymentId={receiptOf} onClose={() => setReceiptOf(null)} />}
    </Space>
  );
}
