import { amountInChineseCapitals, PAYMENT_METHODS, type Receipt } from '@cvap/contracts';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/label.js';
import './receipt.css';

/** The paper a receipt prints on: an A4 sheet or a receipt printer's 80 mm roll. */
export type ReceiptPaper = 'a4' | 'roll80';

/** Each payment method of a receipt by name with its amount ("现金 1307.60"). */
export function useMethodsText(): (receipt: Receipt) => string {
  const labelOf = useLabel();
  return (receipt) =>
    receipt.methods
      .map((m) => {
        const option = PAYMENT_METHODS.find((o) => o.value === m.method);
        return `${option ? labelOf(option) : String(m.method)} ${m.amount}`;
      })
      .join('，');
}

/**
 * The receipt as a document (issue 23): the company, the receipt number, payer, house, each line with its fee and
 * period, the total in figures and in Chinese capitals (大写), the methods, the cashier and the date; nothing of the
 * console. The same markup shows in the dialog and, alone on the page, when printed.
 */
export function ReceiptDocument({ receipt, paper }: { receipt: Receipt; paper: ReceiptPaper }) {
  const { t } = useTranslation();
  const methods = useMethodsText();
  return (
    <article className={`fee-receipt-doc fee-receipt-doc--${paper}`} data-testid="receipt-document">
      <header className="fee-receipt-doc__head">
        <div className="fee-receipt-doc__company" data-testid="receipt-company">
          {receipt.companyName}
        </div>
        <div className="fee-receipt-doc__title">{t('feeLedger.receiptTitle')}</div>
        {receipt.state === 2 && <div className="fee-receipt-doc__void">{t('feeLedger.cancelled')}</div>}
      </header>
      <dl className="fee-receipt-doc__facts">
        <dt>{t('feeLedger.receiptCode')}</dt>
        <dd data-testid="receipt-code">{receipt.receiptCode}</dd>
        <dt>{t('feeLedger.paidAt')}</dt>
        <dd>{receipt.paidAt}</dd>
        <dt>{t('feeLedger.payerName')}</dt>
        <dd>{receipt.payerName || '—'}</dd>
        <dt>{t('feeLedger.address')}</dt>
        <dd data-testid="receipt-address">{receipt.address}</dd>
      </dl>
      <table className="fee-receipt-doc__lines">
        <thead>
          <tr>
            <th>{t('feeLedger.feeName')}</th>
            <th>{t('feeLedger.period')}</th>
            <th className="fee-receipt-doc__money">{t('feeLedger.paidOnReceipt')}</th>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line) => (
            <tr key={line.billLineId}>
              <td>{line.feeName}</td>
              <td>{line.period}</td>
              <td className="fee-receipt-doc__money">{line.paid}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="fee-receipt-doc__facts fee-receipt-doc__totals">
        <dt>{t('feeLedger.totalFigures')}</dt>
        <dd data-testid="receipt-total">¥{receipt.total}</dd>
        <dt>{t('feeLedger.totalWords')}</dt>
        <dd data-testid="receipt-capitals">{amountInChineseCapitals(receipt.total)}</dd>
        <dt>{t('feeLedger.methods')}</dt>
        <dd data-testid="receipt-methods">{methods(receipt)}</dd>
        {receipt.reversed !== '0.00' && (
          <>
            <dt>{t('feeLedger.reversed')}</dt>
            <dd>{receipt.reversed}</dd>
          </>
        )}
        <dt>{t('feeLedger.cashier')}</dt>
        <dd>{receipt.cashierName}</dd>
      </dl>
      <footer className="fee-receipt-doc__foot">{t('feeLedger.issuer', { company: receipt.companyName })}</footer>
    </article>
  );
}
