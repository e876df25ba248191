import { amountInChineseCapitals, FeeLedgerEndpoints, type Receipt } from '@cvap/contracts';
import { Button, Modal, Segmented, Space } from 'antd';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useEndpoint } from '../../../request/endpoint.js';
import { ReceiptDocument, useMethodsText, type ReceiptPaper } from './ReceiptDocument.js';
import { downloadReceiptPdf, type ReceiptPdfTexts } from './receipt-pdf.js';

/** The page the browser prints: A4 with margins, or the 80 mm roll's width. */
const PAGE_RULE: Record<ReceiptPaper, string> = {
  a4: '@page { size: A4; margin: 15mm; }',
  roll80: '@page { size: 80mm auto; margin: 4mm; }',
};

/**
 * A receipt, shown and printed (issue 23): the document on screen; 打印 prints it alone (the console is hidden from
 * the printed page), on A4 or an 80 mm roll; 下载 PDF saves the same document as a PDF. Reprints a past receipt too.
 */
export function ReceiptDialog({ paymentId, onClose }: { paymentId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const methods = useMethodsText();
  const [paper, setPaper] = useState<ReceiptPaper>('a4');
  const { data } = useEndpoint(FeeLedgerEndpoints.receipt, { params: { id: paymentId } });
  const pdfTexts = (receipt: Receipt): ReceiptPdfTexts => ({
    title: t('feeLedger.receiptTitle'),
    receiptCode: t('feeLedger.receiptCode'),
    paidAt: t('feeLedger.paidAt'),
    payerName: t('feeLedger.payerName'),
    address: t('feeLedger.address'),
    feeName: t('feeLedger.feeName'),
    period: t('feeLedger.period'),
    paid: t('feeLedger.paidOnReceipt'),
    totalFigures: t('feeLedger.totalFigures'),
    totalWords: t('feeLedger.totalWords'),
    methods: t('feeLedger.methods'),
    cashier: t('feeLedger.cashier'),
    cancelled: t('feeLedger.cancelled'),
    issuer: t('feeLedger.issuer', { company: receipt.companyName }),
    capitals: amountInChineseCapitals(receipt.total),
    methodsText: methods(receipt),
  });
  return (
    <Modal
      open
      width={paper === 'a4' ? 820 : 420}
      title={t('feeLedger.receipt')}
      onCancel={onClose}
      footer={
        <Space>
          <Segmented<ReceiptPaper>
            value={paper}
            onChange={setPaper}
            options={[
              { value: 'a4', label: t('feeLedger.paperA4') },
              { value: 'roll80', label: t('feeLedger.paperRoll') },
            ]}
            data-testid="receipt-paper"
          />
          <Button disabled={!data} onClick={() => void downloadReceiptPdf(data!, pdfTexts(data!), paper)} data-testid="receipt-pdf">
            {t('feeLedger.downloadPdf')}
          </Button>
          <Button type="primary" disabled={!data} onClick={() => window.print()} data-testid="receipt-print">
            {t('feeLedger.print')}
          </Button>
        </Space>
      }
    >
      {data && (
        <div className="fee-receipt" data-testid="receipt">
          <ReceiptDocument receipt={data} paper={paper} />
        </div>
      )}
      {data &&
        createPortal(
          <div className="fee-receipt-print-root" data-testid="receipt-print-root">
            <style>{PAGE_RULE[paper]}</style>
            <ReceiptDocument receipt={data} paper={paper} />
          </div>,
          document.body,
        )}
    </Modal>
  );
}
