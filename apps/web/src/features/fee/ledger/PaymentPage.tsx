import { paymentResource, E_INVOICE_ELEMENTS, FEE_LEDGER_ELEMENTS } from '@cvap/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../../resource/api.js';
import { ResourcePage } from '../../../resource/ResourcePage.js';
import { usePermission } from '../../../session/permissions.js';
import { IssueInvoiceDialog } from '../e-invoice/IssueInvoiceDialog.js';
import { ReceiptDialog } from './ReceiptDialog.js';
import { ReceiptRequestButtons } from './ReceiptRequestButtons.js';

/** A receipt row's actions: print it, invoice it, or start a refund or a cancellation from it (issue 23). */
function ReceiptActions({ row, onPrint, onInvoice }: { row: Row; onPrint: () => void; onInvoice: () => void }) {
  const { t } = useTranslation();
  const canPrint = usePermission(FEE_LEDGER_ELEMENTS.receipt.code);
  const canInvoice = usePermission(E_INVOICE_ELEMENTS.issue.code);
  return (
    <>
      {canPrint && (
        <Button type="link" size="small" onClick={onPrint} data-testid="receipt-row-print">
          {t('feeLedger.printReceipt')}
        </Button>
      )}
      {canInvoice && row.state === 1 && (
        <Button type="link" size="small" onClick={onInvoice} data-testid="receipt-row-invoice">
          {t('feeInvoice.issue')}
        </Button>
      )}
      <ReceiptRequestButtons paymentId={row.id as number} state={row.state} />
    </>
  );
}

/** /propertyPayment/charge/actualReceipt: the receipts taken; each prints, or starts a refund or a cancellation. */
export default function PaymentPage() {
  const [printing, setPrinting] = useState<number | null>(null);
  const [invoicing, setInvoicing] = useState<number | null>(null);
  return (
    <>
      <ResourcePage
        decl={paymentResource}
        overrides={{
          rowActions: (row) => (
            <ReceiptActions row={row} onPrint={() => setPrinting(row.id as number)} onInvoice={() => setInvoicing(row.id as number)} />
          ),
        }}
      />
      {printing !== null && <ReceiptDialog paymentId={printing} onClose={() => setPrinting(null)} />}
      {invoicing !== null && <IssueInvoiceDialog paymentId={invoicing} onClose={() => setInvoicing(null)} />}
    </>
  );
}
