import { permissionCode } from '../../resource/derive.js';
import type { ContractModule } from '../contract-module.js';
import { BANK_COLLECTION_ELEMENTS, BANK_COLLECTION_RESOURCES } from './bank/bank-collection.js';
import { billRunResource, billLineResource } from './billing/bill.js';
import { BILL_PRINT_ELEMENTS, billPushResource, billTemplateResource } from './bill-print/bill-print.js';
import { FEE_CODES } from './codes.js';
import { E_INVOICE_CODES } from './e-invoice/codes.js';
import { E_INVOICE_ELEMENT_DECLS, E_INVOICE_RESOURCES } from './e-invoice/e-invoice.js';
import { FEE_ELEMENTS } from './billing/endpoints.js';
import { FEE_LEDGER_ELEMENT_DECLS } from './ledger/ledger.js';
import { FEE_LEDGER_RESOURCES } from './ledger/resources.js';
import { FEE_MENUS } from './menus.js';
import { FEE_STATEMENT_ELEMENTS } from './statements/statements.js';
import { DEPOSIT_ELEMENTS } from './deposits/deposits.js';
import { MONTH_SETTLEMENT_ELEMENTS, monthSettlementLogResource } from './settlement/month-settlement.js';
import { meterReadingHistoryResource, meterReadingResource, meterResource } from './billing/meter.js';
import { overdueRecordResource, overdueStandardResource } from './overdue/overdue.js';
import { chargeRuleResource, chargeStandardResource } from './billing/standard.js';
import { OP_VERBS } from '../op-log-vocabulary.js';

export * from './money/money.js';
export * from './money/capitals.js';
export * from './money/limits.js';
export * from './ledger/ledger.js';
export * from './ledger/endpoints.js';
export * from './ledger/resources.js';
export * from './billing/options.js';
export * from './billing/endpoints.js';
export * from './statements/statements.js';
export * from './deposits/deposits.js';
export * from './deposits/endpoints.js';
export * from './overdue/endpoints.js';
export * from './settlement/month-settlement.js';
export * from './bank/bank-collection.js';
export * from './bill-print/bill-print.js';
export * from './e-invoice/e-invoice.js';
export * from './bank/endpoints.js';
export * from './bill-print/endpoints.js';
export * from './e-invoice/endpoints.js';
export * from './settlement/endpoints.js';
export * from './statements/endpoints.js';
export {
  chargeStandardResource,
  chargeRuleResource,
  meterResource,
  meterReadingResource,
  meterReadingHistoryResource,
  billLineResource,
  billRunResource,
  overdueStandardResource,
  overdueRecordResource,
};

/** Property fees, part 1 (/propertyPayment): standards, rules, meters and readings, bill lines, bill runs, late fees. */
export const feeContract = {
  name: 'fee',
  jobs: [
    { value: 'generateMonthlyBills', zh: '生成月度账单', en: 'Generate monthly bills' },
    { value: 'accrueLateFees', zh: '计算违约金', en: 'Accrue late fees' },
    { value: 'foldFeeStatements', zh: '汇总报表数据', en: 'Fold statement summaries' },
  ] as const,
  resources: [
    chargeStandardResource,
    chargeRuleResource,
    meterResource,
    meterReadingResource,
    meterReadingHistoryResource,
    billLineResource,
    billRunResource,
    overdueStandardResource,
    overdueRecordResource,
    ...FEE_LEDGER_RESOURCES,
    monthSettlementLogResource,
    ...BANK_COLLECTION_RESOURCES,
    billTemplateResource,
    billPushResource,
    ...E_INVOICE_RESOURCES,
  ],
  elements: [
    ...Object.values(FEE_ELEMENTS),
    ...FEE_LEDGER_ELEMENT_DECLS,
    ...Object.values(DEPOSIT_ELEMENTS),
    ...Object.values(MONTH_SETTLEMENT_ELEMENTS),
    ...Object.values(FEE_STATEMENT_ELEMENTS),
    ...Object.values(BANK_COLLECTION_ELEMENTS),
    ...Object.values(BILL_PRINT_ELEMENTS),
    ...E_INVOICE_ELEMENT_DECLS,
  ],
  codes: { ...FEE_CODES, ...E_INVOICE_CODES },
  menus: FEE_MENUS,
  // The statements' building filter, the bill print's building and house pickers, a standard's preview house.
  lookupUses: [
    {
      resource: 'building',
      elements: [FEE_STATEMENT_ELEMENTS.view.code, BILL_PRINT_ELEMENTS.print.code, permissionCode(billTemplateResource, 'view')],
    },
    {
      resource: 'apartment',
      elements: [
        BILL_PRINT_ELEMENTS.print.code,
        permissionCode(billTemplateResource, 'view'),
        permissionCode(chargeStandardResource, 'view'),
      ],
    },
  ],
  opLog: {
    actions: [
      OP_VERBS.review,
      OP_VERBS.retry,
      OP_VERBS.run,
      { value: 'start', zh: '开始生成账单', en: 'Start a bill run' },
      OP_VERBS.pause,
      OP_VERBS.resume,
      { value: 'terminate', zh: '终止', en: 'Terminate' },
      OP_VERBS.return,
      OP_VERBS.close,
      { value: 'pay', zh: '收费', en: 'Take a payment' },
      { value: 'payBatch', zh: '批量收费', en: 'Collect in a batch' },
      { value: 'topUp', zh: '充值', en: 'Top up' },
      OP_VERBS.compute,
      { value: 'issueInvoice', zh: '开具发票', en: 'Issue invoice' },
      { value: 'reverseInvoice', zh: '红冲发票', en: 'Reverse invoice' },
    ],
    resources: [
      { value: 'feePayment', zh: '收费收据', en: 'Fee receipt' },
      { value: 'feeAccount', zh: '预存账户', en: 'Prepayment account' },
      { value: 'feeDeposit', zh: '押金', en: 'Deposit' },
      { value: 'feeRequest', zh: '退款、作废与转账申请', en: 'Refund, cancellation and transfer request' },
      { value: 'feeMonthSettlement', zh: '月结', en: 'Month settlement' },
      { value: 'feeStatement', zh: '收费报表', en: 'Fee statement' },
    ],
  },
} satisfies ContractModule;
