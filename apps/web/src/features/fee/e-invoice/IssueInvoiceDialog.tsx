import { BUYER_TYPES, FeeEInvoiceEndpoints, labelIn } from '@cvap/contracts';
import { Alert, Form, Input, Modal, Radio, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint, useEndpoint } from '../../../request/endpoint.js';
import { noticeSuccess } from '../../../request/notify.js';
import { languageOrDefault } from '../../../i18n/language.js';
import { sumYuan } from '../counter/collection-money.js';

/** A fresh key for one invoice the user means to issue: a retried request with it answers the same invoice. */
export function requestKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

interface BuyerForm {
  type: 1 | 2;
  name: string;
  taxNumber: string;
  phone: string;
  email: string;
}

/**
 * Issues a blue e-invoice for a receipt: every line with what it still has to invoice (received net of refunds,
 * less what is invoiced), the buyer, and the channel's answer: the number, or the failure with its message.
 */
export function IssueInvoiceDialog({ paymentId, onClose }: { paymentId: number; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const open = useEndpoint(FeeEInvoiceEndpoints.invoiceable, { params: { id: paymentId } });
  const [buyer, setBuyer] = useState<BuyerForm | null>(null);
  const [key, setKey] = useState(requestKey);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const data = open.data;
  const form: BuyerForm = buyer ?? { type: 1, name: data?.payerName ?? '', taxNumber: '', phone: '', email: '' };
  const lines = data?.lines.filter((l) => l.available !== '0.00') ?? [];
  const total = sumYuan(lines.map((l) => l.available));
  const set = (patch: Partial<BuyerForm>) => setBuyer({ ...form, ...patch });
  const submit = async () => {
    setBusy(true);
    try {
      const invoice = await callEndpoint(FeeEInvoiceEndpoints.issue, {
        body: {
          paymentId,
          requestKey: key,
          buyer: { type: form.type, name: form.name, taxNumber: form.taxNumber, phone: form.phone, email: form.email },
        },
      });
      if (invoice.state === 3) {
        setFailure(invoice.failMessage);
        // The next attempt is another invoice: the failed one stays in the history with its message.
        setKey(requestKey());
        return;
      }
      noticeSuccess(t('feeInvoice.issued', { no: invoice.invoiceNo }));
      onClose();
    } finally {
      setBusy(false);
    }
  };
  const text = (field: 'name' | 'taxNumber' | 'phone' | 'email', label: string, extra?: string) => (
    <Form.Item
      label={label}
      htmlFor={`invoice-${field}`}
      required={field === 'name' || (field === 'taxNumber' && form.type === 2)}
      extra={extra}
    >
      <Input
        id={`invoice-${field}`}
        value={form[field]}
        onChange={(e) => set({ [field]: e.target.value })}
        data-testid={`invoice-${field}`}
      />
    </Form.Item>
  );
  return (
    <Modal
      open
      title={t('feeInvoice.issueTitle', { receipt: data?.receiptCode ?? '' })}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('feeInvoice.issue')}
      okButtonProps={{ disabled: lines.length === 0 || form.name.trim() === '', loading: busy, 'data-testid': 'invoice-issue-ok' } as never}
      width={720}
    >
      <div data-testid="invoice-issue">
        {failure && <Alert type="error" showIcon message={t('feeInvoice.failed', { message: failure })} data-testid="invoice-failure" />}
        <Table
          size="small"
          rowKey="billLineId"
          pagination={false}
          loading={open.isLoading}
          dataSource={data?.lines ?? []}
          columns={[
            { title: t('feeInvoice.feeName'), dataIndex: 'feeName' },
            { title: t('feeInvoice.period'), dataIndex: 'period' },
            { title: t('feeInvoice.received'), dataIndex: 'received', align: 'right' },
            { title: t('feeInvoice.invoiced'), dataIndex: 'invoiced', align: 'right' },
            { title: t('feeInvoice.available'), dataIndex: 'available', align: 'right' },
          ]}
        />
        <p data-testid="invoice-total">{lines.length > 0 ? t('feeInvoice.total', { total }) : t('feeInvoice.nothing')}</p>
        <Form layout="vertical">
          <Form.Item label={t('feeInvoice.buyerType')}>
            <Radio.Group value={form.type} onChange={(e) => set({ type: e.target.value as 1 | 2 })} data-testid="invoice-buyer-type">
              {BUYER_TYPES.map((option) => (
                <Radio key={option.value} value={option.value}>
                  {labelIn(option, language)}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
          {text('name', t('feeInvoice.buyerName'))}
          {text('taxNumber', t('feeInvoice.buyerTaxNumber'), t('feeInvoice.buyerTaxNumberHint'))}
          {text('phone', t('feeInvoice.buyerPhone'))}
          {text('email', t('feeInvoice.buyerEmail'))}
        </Form>
      </div>
    </Modal>
  );
}
