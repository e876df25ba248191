import {
  BANK_RESULT_CODES,
  BATCH_KINDS,
  BATCH_LINE_STATES,
  BATCH_STATES,
  FeeBankEndpoints,
  labelIn,
  type BankBatch,
} from '@cvap/contracts';
import { Button, Card, Descriptions, Empty, Spin, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { languageOrDefault } from '../../../i18n/language.js';
import { useEndpoint } from '../../../request/endpoint.js';

type Line = BankBatch['lines'][number];
const LINE_COLORS: Record<number, string> = { 1: 'default', 2: 'green', 3: 'red' };

function labelOf(
  options: readonly { value: number | string; zh: string; en: string }[],
  value: number | string | null,
  language: 'zh_cn' | 'en',
) {
  const option = options.find((o) => o.value === value);
  return option ? labelIn(option, language) : (value ?? '');
}

/** /propertyPayment/bankCollection/collectionRecordDetail?id=: a batch's header and its lines with the bank's answers. */
export default function BankBatchDetailPage() {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const [params] = useSearchParams();
  const id = params.get('id');
  const valid = id !== null && /^\d+$/.test(id);
  const { data: batch, isLoading } = useEndpoint(
    FeeBankEndpoints.batch,
    { params: { id: valid ? Number.parseInt(id, 10) : 0 } },
    { enabled: valid },
  );
  const back = (
    <Link to="/propertyPayment/bankCollection/collectionRecord">
      <Button>{t('feeBank.back')}</Button>
    </Link>
  );
  if (isLoading) return <Spin />;
  if (!batch) return <Empty description={t('feeBank.notFound')}>{back}</Empty>;
  return (
    <Card title={`${t('feeBank.batchNo')} ${batch.batchNo}`} extra={back} data-testid="bank-batch-detail-card">
      <Descriptions size="small" column={3} bordered data-testid="bank-batch-summary">
        <Descriptions.Item label={t('feeBank.plan')}>{batch.planName}</Descriptions.Item>
        <Descriptions.Item label={t('feeBank.kind')}>{labelOf(BATCH_KINDS, batch.kind, language)}</Descriptions.Item>
        <Descriptions.Item label={t('feeBank.state')}>{labelOf(BATCH_STATES, batch.state, language)}</Descriptions.Item>
        <Descriptions.Item label={t('feeBank.debitDate')}>{batch.debitDate}</Descriptions.Item>
        <Descriptions.Item label={t('feeBank.lines')}>{batch.lineCount}</Descriptions.Item>
        <Descriptions.Item label={t('feeBank.total')}>{batch.total}</Descriptions.Item>
        <Descriptions.Item label={t('feeBank.success')}>
          {batch.successCount} / {batch.successTotal}
        </Descriptions.Item>
        <Descriptions.Item label={t('feeBank.failure')}>
          {batch.failureCount} / {batch.failureTotal}
        </Descriptions.Item>
        <Descriptions.Item label={t('feeBank.retryOf')}>{batch.retryOfId ?? '-'}</Descriptions.Item>
      </Descriptions>
      <Table<Line>
        style={{ marginTop: 16 }}
        rowKey="id"
        size="small"
        dataSource={batch.lines}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        data-testid="bank-batch-lines"
        columns={[
          { key: 'seq', dataIndex: 'seq', title: t('feeBank.seq') },
          { key: 'agreementNo', dataIndex: 'agreementNo', title: t('feeBank.agreementNo') },
          { key: 'house', dataIndex: 'house', title: t('feeBank.house') },
          { key: 'payerName', dataIndex: 'payerName', title: t('feeBank.payer') },
          { key: 'accountMasked', dataIndex: 'accountMasked', title: t('feeBank.account') },
          { key: 'amount', dataIndex: 'amount', title: t('feeBank.amount'), align: 'right' },
          {
            key: 'state',
            title: t('feeBank.result'),
            render: (_, line) => <Tag color={LINE_COLORS[line.state]}>{labelOf(BATCH_LINE_STATES, line.state, language)}</Tag>,
          },
          {
            key: 'resultCode',
            title: t('feeBank.bankCode'),
            render: (_, line) => (line.resultCode ? `${line.resultCode} ${labelOf(BANK_RESULT_CODES, line.resultCode, language)}` : ''),
          },
          {
            key: 'receipt',
            title: t('feeBank.receipt'),
            render: (_, line) => line.receiptCode ?? (line.retryBatchId ? t('feeBank.retriedIn', { id: line.retryBatchId }) : ''),
          },
        ]}
      />
    </Card>
  );
}
