import { FeeLedgerPaths, PAYMENT_METHODS, type Receipt } from '@cvap/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Modal, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../request/client.js';
import { useLabel } from '../../i18n/label.js';

/** The printable receipt (A4 through the browser's print dialog); the same view reprints a past receipt. */
export function ReceiptDialog({ paymentId, onClose }: { paymentId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const labelOf = useLabel();
  const { data } = useQuery({
    queryKey: ['fee', 'receipt', paymentId],
    queryFn: () => http.get<Receipt>(FeeLedgerPaths.receipt(paymentId)),
  });
  const methodName = (method: number) => {
    const option = PAYMENT_METHODS.find((m) => m.value === method);
    return option ? labelOf(option) : String(method);
  };
  return (
    <Modal
      open
      width={794}
      title={t('feeLedger.receipt')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={() => window.print()} data-testid="receipt-print">
          {t('feeLedger.print')}
        </Button>
      }
    >
      {data && (
        <div className="fee-receipt" data-testid="receipt">
          <h2 style={{ textAlign: 'center' }}>
            {data.communityName} {t('feeLedger.receipt')} No. {data.receiptCode}
            {data.state === 2 && <Tag color="red">{t('feeLedger.cancelled')}</Tag>}
          </h2>
          <Descriptions size="small" column={2}>
            <Descriptions.Item label={t('feeLedger.address')}>{data.address}</Descriptions.Item>
            <Descriptions.Item label={t('feeLedger.payerName')}>{data.payerName}</Descriptions.Item>
            <Descriptions.Item label={t('feeLedger.cashier')}>{data.cashierName}</Descriptions.Item>
            <Descriptions.Item label={t('feeLedger.paidAt')}>{data.paidAt}</Descriptions.Item>
          </Descriptions>
          <Table
            size="small"
            pagination={false}
            rowKey={(row) => `${row.feeName}-${row.period}`}
            dataSource={data.lines}
            columns={[
              { key: 'f', title: t('feeLedger.feeName'), dataIndex: 'feeName' },
              { key: 'p', title: t('feeLedger.period'), dataIndex: 'period' },
              { key: 'r', title: t('feeLedger.receivable'), dataIndex: 'receivable', align: 'right' },
              { key: 'a', title: t('feeLedger.pay'), dataIndex: 'paid', align: 'right' },
            ]}
          />
          <p data-testid="receipt-total">
            {t('feeLedger.total')}: {data.total} ({data.methods.map((m) => `${methodName(m.method)} ${m.amount}`).join('，')})
            {data.reversed !== '0.00' && ` · ${t('feeLedger.reversed')} ${data.reversed}`}
          </p>
        </div>
      )}
    </Modal>
  );
}
