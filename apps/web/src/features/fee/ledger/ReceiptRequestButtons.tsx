import { FEE_LEDGER_ELEMENTS } from '@cvap/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../session/permissions.js';
import { ReceiptRequestDialog, type ReceiptRequestKind } from './ReceiptRequestDialog.js';

/**
 * 退款 and 作废 on a receipt's row (实收管理, the counter's 最近收据): each opens the request dialog on that receipt.
 * Offered to users who may file requests, and only on a receipt still in force (state 1).
 */
export function ReceiptRequestButtons({ paymentId, state }: { paymentId: number; state: unknown }) {
  const { t } = useTranslation();
  const canRequest = usePermission(FEE_LEDGER_ELEMENTS.request.code);
  const [kind, setKind] = useState<ReceiptRequestKind | null>(null);
  if (!canRequest || state !== 1) return null;
  return (
    <>
      <Button type="link" size="small" onClick={() => setKind(1)} data-testid="receipt-row-refund">
        {t('feeLedger.refund')}
      </Button>
      <Button type="link" size="small" danger onClick={() => setKind(2)} data-testid="receipt-row-cancel">
        {t('feeLedger.cancel')}
      </Button>
      {kind !== null && (
        <ReceiptRequestDialog kind={kind} paymentId={paymentId} onClose={() => setKind(null)} onDone={() => setKind(null)} />
      )}
    </>
  );
}
