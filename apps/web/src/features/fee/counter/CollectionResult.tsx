import type { BatchPaymentResult } from '@cvap/contracts';
import { Alert, Button, Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { sumYuan } from './collection-money.js';

/** One receipt of a batch, as the API answers it (BatchPaymentResultSchema). */
export type CollectedPayment = BatchPaymentResult;

/** What a batch collected: how many houses, their receipts and the total; closed by the cashier. */
export function CollectionResult({ payments, onClose }: { payments: readonly CollectedPayment[]; onClose: () => void }) {
  const { t } = useTranslation();
  const close = (
    <Button size="small" onClick={onClose} data-testid="collection-result-close">
      {t('common.close')}
    </Button>
  );
  if (payments.length === 0)
    return <Alert type="info" showIcon title={t('feeCollection.nothingOwed')} action={close} data-testid="collection-result" />;
  return (
    <Card size="small" title={t('feeCollection.resultTitle')} extra={close} data-testid="collection-result">
      <Alert
        type="success"
        showIcon
        title={t('feeCollection.done', { count: payments.length, total: sumYuan(payments.map((p) => p.total)) })}
        data-testid="collection-result-summary"
      />
      <Table<CollectedPayment>
        size="small"
        rowKey="paymentId"
        pagination={false}
        dataSource={[...payments]}
        data-testid="collection-result-receipts"
        columns={[
          { key: 'h', title: t('feeCollection.house'), dataIndex: 'address' },
          { key: 'c', title: t('feeCollection.receipt'), dataIndex: 'receiptCode' },
          { key: 't', title: t('feeCollection.total'), dataIndex: 'total', align: 'right' },
        ]}
      />
    </Card>
  );
}
