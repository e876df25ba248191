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
  '/propertyPayment/chargeSetting/chargeStandard': () => import('./ChargeStandardPage.js'),
  '/propertyPayment/charge/generateTask': () => import('./GenerateTaskPage.js'),
  '/propertyPayment/chargeSetting/chargeOrder': () => import('./ObjectFeesPage.js'),
  '/propertyPayment/charge/arrearage': () => import('./ArrearagePage.js'),
  '/propertyPayment/charge/propertyReceipt': () => import('./PropertyReceiptPage.js'),
  '/propertyPayment/charge/actualReceipt': () => import('./ActualReceiptPage.js'),
  '/propertyPayment/charge/paymentCollection': () => import('./PaymentCollectionPage.js'),
  '/propertyPayment/charge/refund': () => import('./FeeRefundPage.js'),
  '/propertyPayment/charge/cancellation': () => import('./FeeCancellationPage.js'),
  '/propertyPayment/charge/transfer': () => import('./FeeTransferPage.js'),
  '/propertyPayment/propertyDeposit/prestoreAccount': () => import('./PrestoreAccountPage.js'),
  '/propertyPayment/propertyDeposit/depositAccount': () => import('./DepositAccountPage.js'),
  '/propertyPayment/overdueDefault/overdueRecord': () => import('./OverdueRecordPage.js'),
  ...STATEMENT_SCREENS,
  '/propertyPayment/monthSettlement/record': () => import('./month-settlement/MonthSettlementPage.js'),
  '/propertyPayment/bankCollection/collectionRecord': () => import('./bank/BankBatchPage.js'),
  '/propertyPayment/bankCollection/collectionRecordDetail': () => import('./bank/BankBatchDetailPage.js'),
  '/propertyPayment/billPrint': () => import('./bill-print/BillPrintPage.js'),
  '/propertyPayment/billPrint/detail': () => import('./bill-print/BillPrintDetailPage.js'),
  '/propertyPayment/billPush': () => import('./bill-print/BillPushPage.js'),
  '/propertyPayment/eInvoice/setting': () => import('./e-invoice/EInvoiceSettingPage.js'),
  '/propertyPayment/eInvoice/history': () => import('./e-invoice/EInvoiceHistoryPage.js'),
};
