import type { ScreenModule } from '../../routes/screen-module.js';

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
  '/propertyPayment/eInvoice/setting': () => import('./e-invoice/EInvoiceSettingPage.js'),
  '/propertyPayment/eInvoice/history': () => import('./e-invoice/EInvoiceHistoryPage.js'),
};
