import { FeeEInvoiceEndpoints, type Invoice } from '@cvap/contracts';
import { Alert, Descriptions, Modal, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEndpoint } from '../../../request/endpoint.js';

/** One invoice: its number, buyer and seller, and its lines with rate, tax and the amount without tax. */
export function InvoiceDetailDialog({ invoiceId, onClose }: { invoiceId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useEndpoint(FeeEInvoiceEndpoints.detail, { params: { id: invoiceId } });
  const invoice = detail.data;
  return (
    <Modal open title={t('feeInvoice.lines')} onCancel={onClose} footer={null} width={820}>
      {invoice && (
        <div data-testid="invoice-detail">
          {invoice.failMessage && <Alert type="error" showIcon message={`${t('feeInvoice.failMessage')}：${invoice.failMessage}`} />}
          <Descriptions size="small" column={2} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('feeInvoice.invoiceNo')}>{invoice.invoiceNo ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('feeInvoice.invoiceCode')}>{invoice.invoiceCode ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('feeInvoice.issuedAt')}>{invoice.issuedAt ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('feeInvoice.blueOf')}>{invoice.blueId ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('feeInvoice.buyer')}>
              {[invoice.buyerName, invoice.buyerTaxNumber, invoice.buyerPhone, invoice.buyerEmail].filter(Boolean).join(' / ')}
            </Descriptions.Item>
            <Descriptions.Item label={t('feeInvoice.seller')}>{`${invoice.sellerName} / ${invoice.sellerTaxNumber}`}</Descriptions.Item>
          </Descriptions>
          <Table
            size="small"
            rowKey="lineNo"
            pagination={false}
            dataSource={invoice.lines}
            columns={[
              { title: t('feeInvoice.feeName'), dataIndex: 'feeName' },
              { title: t('feeInvoice.period'), dataIndex: 'period' },
              { title: t('feeInvoice.goods'), render: (_: unknown, l: Invoice['lines'][number]) => `${l.goodsName} ${l.goodsCode}` },
              { title: t('feeInvoice.withoutTax'), dataIndex: 'amountWithoutTax', align: 'right' },
              { title: t('feeInvoice.rate'), render: (_: unknown, l: Invoice['lines'][number]) => `${l.taxRate}%` },
              { title: t('feeInvoice.tax'), dataIndex: 'tax', align: 'right' },
              { title: t('feeInvoice.amount'), dataIndex: 'amount', align: 'right' },
            ]}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={3} />
                <Table.Summary.Cell index={1} align="right">
                  {invoice.totalWithoutTax}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} />
                <Table.Summary.Cell index={3} align="right">
                  {invoice.taxTotal}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={4} align="right">
                  <span data-testid="invoice-detail-total">{invoice.total}</span>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
        </div>
      )}
    </Modal>
  );
}
