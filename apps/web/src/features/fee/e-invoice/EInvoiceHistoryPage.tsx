import { E_INVOICE_ELEMENTS, eInvoiceResource, FeeEInvoiceEndpoints } from '@cvap/contracts';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../../request/endpoint.js';
import { noticeSuccess } from '../../../request/notify.js';
import type { Row } from '../../../resource/api.js';
import { ResourcePage, type ResourcePageContext } from '../../../resource/ResourcePage.js';
import { downloadStoredFile } from '../../../resource/stored-file-download.js';
import { usePermission } from '../../../session/permissions.js';
import { requestKey } from './IssueInvoiceDialog.js';
import { InvoiceDetailDialog } from './InvoiceDetailDialog.js';

/** Reverses an issued blue invoice with a red one, after a reason. */
function RedDialog({ row, onClose, onDone }: { row: Row; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [key] = useState(requestKey);
  const submit = async () => {
    const red = await callEndpoint(FeeEInvoiceEndpoints.red, { body: { blueId: row.id, requestKey: key, reason } });
    noticeSuccess(t('feeInvoice.reversedDone', { no: red.invoiceNo, blue: row.invoiceNo }));
    onDone();
  };
  return (
    <Modal
      open
      title={t('feeInvoice.redTitle', { no: row.invoiceNo })}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okButtonProps={{ disabled: reason.trim() === '', 'data-testid': 'invoice-red-ok' } as never}
    >
      <Form layout="vertical">
        <Form.Item label={t('feeInvoice.redReason')} htmlFor="invoice-red-reason" required>
          <Input id="invoice-red-reason" value={reason} onChange={(e) => setReason(e.target.value)} data-testid="invoice-red-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Download, lines and (for an issued blue invoice) reversal, each where it applies. */
function InvoiceActions({
  row,
  context,
  onDetail,
  onRed,
}: {
  row: Row;
  context: ResourcePageContext;
  onDetail: () => void;
  onRed: () => void;
}) {
  const { t } = useTranslation();
  const canRed = usePermission(E_INVOICE_ELEMENTS.red.code);
  const download = async () => {
    const invoice = await callEndpoint(FeeEInvoiceEndpoints.detail, { params: { id: row.id } });
    if (invoice.pdfPath) await downloadStoredFile(invoice.pdfPath, `${invoice.invoiceNo}.pdf`);
  };
  return (
    <>
      <Button type="link" size="small" onClick={onDetail} data-testid="invoice-row-detail">
        {t('feeInvoice.detail')}
      </Button>
      {(row.state === 2 || row.state === 4) && context.can('view') && (
        <Button type="link" size="small" onClick={() => void download().catch(() => undefined)} data-testid="invoice-row-download">
          {t('feeInvoice.download')}
        </Button>
      )}
      {canRed && row.kind === 1 && row.state === 2 && (
        <Button type="link" size="small" danger onClick={onRed} data-testid="invoice-row-red">
          {t('feeInvoice.red')}
        </Button>
      )}
    </>
  );
}

/** /propertyPayment/eInvoice/history: every invoice, blue and red, with its state; its lines, PDF and reversal. */
export default function EInvoiceHistoryPage() {
  const [detail, setDetail] = useState<number | null>(null);
  const [reversing, setReversing] = useState<{ row: Row; refresh: () => void } | null>(null);
  return (
    <>
      <ResourcePage
        decl={eInvoiceResource}
        overrides={{
          rowActions: (row, context) => (
            <InvoiceActions
              row={row}
              context={context}
              onDetail={() => setDetail(row.id as number)}
              onRed={() => setReversing({ row, refresh: context.refresh })}
            />
          ),
        }}
      />
      {detail !== null && <InvoiceDetailDialog invoiceId={detail} onClose={() => setDetail(null)} />}
      {reversing && (
        <RedDialog
          row={reversing.row}
          onClose={() => setReversing(null)}
          onDone={() => {
            reversing.refresh();
            setReversing(null);
          }}
        />
      )}
    </>
  );
}
