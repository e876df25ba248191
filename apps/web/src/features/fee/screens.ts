import { STATEMENT_REPORTS } from '@cvap/contracts';
import type { ScreenModule } from '../../routes/screen-module.js';

/** The statements (docs/decisions/0033): the overview and one screen per inline report, all from one chunk. */
const STATEMENT_SCREENS: Record<string, ScreenModule> = Object.fromEntries([
  ['/propertyPayment/statement', () => import('./statements/StatementsOverview.js')],
  ...STATEMENT_REPORTS.map((report) => [
    `/propertyPayment/statement/${report}`,
    () => import('./statements/StatementPage.js').then(({ statementScreen }) => ({ default: statementScreen(report) })),
  ]),
]);

/** Fee screens that are more than their declaration, by catalogue path (the rest get the generic screen). */
export const FEE_SCREENS: Readonly<Record<string, ScreenModule>> = {
  '/propertyPayment/chargeSetting/chargeStandard': () => import('./billing/ChargeStandardPage.js'),
  '/propertyPayment/charge/generateTask': () => import('./billing/BillRunPage.js'),
  '/propertyPayment/chargeSetting/chargeOrder': () => import('./overdue/ObjectFeesPage.js'),
  '/propertyPayment/charge/arrearage': () => import('./overdue/ArrearagePage.js'),
  '/propertyPayment/charge/propertyReceipt': () => import('./counter/PropertyReceiptPage.js'),
  '/propertyPayment/charge/actualReceipt': () => import('./ledger/PaymentPage.js'),
  '/propertyPayment/charge/paymentCollection': () => import('./counter/PaymentCollectionPage.js'),
  '/propertyPayment/charge/refund': () => import('./ledger/RefundPage.js'),
  '/propertyPayment/charge/cancellation': () => import('./ledger/CancellationPage.js'),
  '/propertyPayment/charge/transfer': () => import('./ledger/TransferPage.js'),
  '/propertyPayment/propertyDeposit/prestoreAccount': () => import('./ledger/PrestoreAccountPage.js'),
  '/propertyPayment/propertyDeposit/depositAccount': () => import('./deposits/DepositAccountPage.js'),
  '/propertyPayment/overdueDefault/overdueRecord': () => import('./overdue/OverdueRecordPage.js'),
  ...STATEMENT_SCREENS,
  '/propertyPayment/monthSettlement/record': () => import('./settlement/MonthSettlementPage.js'),
  '/propertyPayment/bankCollection/collectionRecord': () => import('./bank/BankBatchPage.js'),
  '/propertyPayment/bankCollection/collectionRecordDetail': () => import('./bank/BankBatchDetailPage.js'),
  '/propertyPayment/billPrint': () => import('./bill-print/BillPrintPage.js'),
  '/propertyPayment/billPrint/detail': () => import('./bill-print/BillPrintDetailPage.js'),
  '/propertyPayment/billPush': () => import('./bill-print/BillPushPage.js'),
  '/propertyPayment/eInvoice/setting': () => import('./e-invoice/EInvoiceSettingPage.js'),
  '/propertyPayment/eInvoice/history': () => import('./e-invoice/EInvoiceHistoryPage.js'),
};
