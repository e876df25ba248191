import { FeeLedgerEndpoints, parseFen, YUAN_PATTERN, type Receipt } from '@cvap/contracts';
import { Alert, Button, Descriptions, Form, Input, Modal, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint, useEndpoint } from '../../../request/endpoint.js';
import { noticeSuccess } from '../../../request/notify.js';
import { sumYuan } from '../counter/collection-money.js';

type Line = Receipt['lines'][number];
/** 1 refund (the lines picked, each by an amount), 2 cancellation (the whole receipt). */
export type ReceiptRequestKind = 1 | 2;

const fen = (yuan: string) => parseFen(yuan, { allowNegative: true });

/** What a request would reopen: each line with the amount it gives back (only those with something to give). */
export function reopenedLines(receipt: Receipt, kind: ReceiptRequestKind, amounts: ReadonlyMap<number, string>) {
  return receipt.lines.flatMap((line) => {
    const amount = kind === 2 ? line.refundable : amounts.get(line.billLineId);
    return amount !== undefined && YUAN_PATTERN.test(amount) && fen(amount) > 0n ? [{ line, amount }] : [];
  });
}

/** The receipt a request starts from: by its printed number typed in, or the one the receipt list's row names. */
function useReceipt(paymentId: number | undefined, code: string) {
  const byId = useEndpoint(FeeLedgerEndpoints.receipt, { params: { id: paymentId } }, { enabled: paymentId !== undefined, retry: false });
  const byCode = useEndpoint(
    FeeLedgerEndpoints.receiptByCode,
    { query: { code } },
    { enabled: paymentId === undefined && code !== '', retry: false },
  );
  return paymentId !== undefined ? byId : byCode;
}

/**
 * A refund or a cancellation, started from the receipt (issue 23): the receipt by its printed number or from its
 * row, the lines a refund gives back picked with their amounts, and what the request will reopen shown before it
 * is sent. Someone else approves it.
 */
export function ReceiptRequestDialog({
  kind,
  paymentId,
  onClose,
  onDone,
}: {
  kind: ReceiptRequestKind;
  paymentId?: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [code, setCode] = useState('');
  const [amounts, setAmounts] = useState<Map<number, string>>(new Map());
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const receipt = useReceipt(paymentId, code);
  const data = receipt.data;
  const reopened = data ? reopenedLines(data, kind, amounts) : [];
  const tooLarge = reopened.some(({ line, amount }) => fen(amount) > fen(line.refundable));
  const badAmount = [...amounts.values()].some((a) => !YUAN_PATTERN.test(a));
  const total = sumYuan(reopened.map((r) => r.amount));
  const canSend = data !== undefined && data.state === 1 && reopened.length > 0 && !tooLarge && !badAmount && reason.trim() !== '';
  const submit = async () => {
    setBusy(true);
    try {
      const body =
        kind === 1
          ? { kind, paymentId: data!.paymentId, lines: reopened.map((r) => ({ billLineId: r.line.billLineId, amount: r.amount })), reason }
          : { kind, paymentId: data!.paymentId, reason };
      await callEndpoint(FeeLedgerEndpoints.request, { body });
      noticeSuccess(t('feeLedger.requested'));
      onDone();
    } finally {
      setBusy(false);
    }
  };
  const pick = (keys: number[]) =>
    setAmounts(new Map(keys.map((key) => [key, amounts.get(key) ?? data!.lines.find((l) => l.billLineId === key)!.refundable])));
  return (
    <Modal
      open
      width={760}
      title={t(kind === 1 ? 'feeLedger.refundTitle' : 'feeLedger.cancelTitle')}
      onCancel={onClose}
      okText={t('feeLedger.newRequest')}
      okButtonProps={{ disabled: !canSend, loading: busy, 'data-testid': 'request-submit' } as never}
      onOk={() => void submit().catch(() => undefined)}
    >
      <Form layout="vertical" data-testid="receipt-request">
        {paymentId === undefined && (
          <Form.Item label={t('feeLedger.receiptCode')} htmlFor="request-receipt-code" help={t('feeLedger.receiptCodeHelp')}>
            <Space.Compact style={{ width: '100%' }}>
              <Input
                id="request-receipt-code"
                value={typed}
                onChange={(e) => setTyped(e.target.value.trim())}
                onPressEnter={() => setCode(typed)}
                data-testid="request-receipt-code"
              />
              <Button onClick={() => setCode(typed)} disabled={!/^\d{1,20}$/.test(typed)} data-testid="request-receipt-find">
                {t('feeLedger.find')}
              </Button>
            </Space.Compact>
          </Form.Item>
        )}
        {receipt.isError && <Alert type="warning" showIcon title={t('feeLedger.noReceipt')} />}
        {data && (
          <>
            <Descriptions size="small" column={2} data-testid="request-receipt">
              <Descriptions.Item label={t('feeLedger.receiptCode')}>{data.receiptCode}</Descriptions.Item>
              <Descriptions.Item label={t('feeLedger.address')}>{data.address}</Descriptions.Item>
              <Descriptions.Item label={t('feeLedger.payerName')}>{data.payerName}</Descriptions.Item>
              <Descriptions.Item label={t('feeLedger.paidAt')}>{data.paidAt}</Descriptions.Item>
              <Descriptions.Item label={t('feeLedger.total')}>{data.total}</Descriptions.Item>
            </Descriptions>
            {data.state === 2 && <Alert type="error" showIcon title={t('feeLedger.cancelled')} />}
            <Form.Item label={t(kind === 1 ? 'feeLedger.refundLines' : 'feeLedger.cancelLines')}>
              <Table<Line>
                size="small"
                rowKey="billLineId"
                pagination={false}
                dataSource={data.lines}
                data-testid="request-lines"
                rowSelection={
                  kind === 1
                    ? {
                        selectedRowKeys: [...amounts.keys()],
                        onChange: (keys) => pick(keys as number[]),
                        getCheckboxProps: (l) => ({ disabled: fen(l.refundable) <= 0n }),
                      }
                    : undefined
                }
                columns={[
                  { key: 'f', title: t('feeLedger.feeName'), dataIndex: 'feeName' },
                  { key: 'p', title: t('feeLedger.period'), dataIndex: 'period' },
                  { key: 'a', title: t('feeLedger.paidOnReceipt'), dataIndex: 'paid', align: 'right' },
                  { key: 'r', title: t('feeLedger.refundable'), dataIndex: 'refundable', align: 'right' },
                  ...(kind === 1
                    ? [
                        {
                          key: 'x',
                          title: t('feeLedger.refundAmount'),
                          render: (_: unknown, l: Line) =>
                            amounts.has(l.billLineId) ? (
                              <Input
                                size="small"
                                style={{ width: 110 }}
                                aria-label={`${t('feeLedger.refundAmount')} ${l.feeName} ${l.period}`}
                                value={amounts.get(l.billLineId)}
                                status={
                                  !YUAN_PATTERN.test(amounts.get(l.billLineId)!) || fen(amounts.get(l.billLineId)!) > fen(l.refundable)
                                    ? 'error'
                                    : undefined
                                }
                                onChange={(e) => setAmounts(new Map(amounts).set(l.billLineId, e.target.value.trim()))}
                                data-testid="request-line-amount"
                              />
                            ) : null,
                        },
                      ]
                    : []),
                ]}
              />
            </Form.Item>
            <Alert
              type={reopened.length > 0 ? 'info' : 'warning'}
              showIcon
              data-testid="request-reopens"
              title={
                reopened.length > 0
                  ? t('feeLedger.willReopen', { total, count: reopened.length })
                  : t(kind === 1 ? 'feeLedger.pickLines' : 'feeLedger.nothingToCancel')
              }
              description={
                reopened.length > 0 && (
                  <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                    {reopened.map(({ line, amount }) => (
                      <li key={line.billLineId}>
                        {line.feeName} {line.period} · {amount}
                      </li>
                    ))}
                  </ul>
                )
              }
            />
            {tooLarge && <Alert type="error" showIcon title={t('feeLedger.moreThanRefundable')} />}
          </>
        )}
        <Form.Item label={t('feeLedger.reason')} htmlFor="request-reason" required style={{ marginTop: 12 }}>
          <Input id="request-reason" value={reason} onChange={(e) => setReason(e.target.value)} data-testid="request-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
