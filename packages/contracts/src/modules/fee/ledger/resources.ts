import { defineResource } from '../../../resource/define.js';
import { f } from '../../../resource/fields.js';
import type { ResourceDecl } from '../../../resource/types.js';
import { FEE_REQUEST_KINDS, FEE_REQUEST_STATES, PAYMENT_METHODS } from './ledger.js';

const ro = { form: 'readonly' as const, list: true };
const pp = 'propertyPayment';

export const ACCOUNT_KINDS = [
  { value: 1, zh: '预存账户', en: 'Prepayment' },
  { value: 2, zh: '押金', en: 'Deposit' },
  { value: 3, zh: '保证金', en: 'Guarantee' },
] as const;
export const DEPOSIT_STATES = [
  { value: 1, zh: '持有中', en: 'Held' },
  { value: 2, zh: '已退还', en: 'Refunded' },
  { value: 3, zh: '已没收', en: 'Forfeited' },
] as const;
/** Spec section 9: prestore business 1 top-up, 2 refund, 3 transfer; then the ledger's own. */
export const ACCOUNT_BUSINESS_TYPES = [
  { value: 1, zh: '充值', en: 'Top-up' },
  { value: 2, zh: '退款', en: 'Refund' },
  { value: 3, zh: '转账', en: 'Transfer' },
  { value: 4, zh: '抵扣账单', en: 'Offset of a bill' },
  { value: 5, zh: '抵扣退回', en: 'Offset returned' },
  { value: 6, zh: '收取', en: 'Received' },
  { value: 7, zh: '退还', en: 'Refunded' },
  { value: 8, zh: '没收', en: 'Forfeited' },
] as const;
export const PAYMENT_SOURCES = [
  { value: 1, zh: '前台收费', en: 'Counter' },
  { value: 2, zh: '批量收费', en: 'Batch collection' },
  { value: 4, zh: '押金收取', en: 'Deposit received' },
  { value: 5, zh: '银行托收', en: 'Bank collection' },
] as const;
export const PAYMENT_STATES = [
  { value: 1, zh: '正常', en: 'Normal' },
  { value: 2, zh: '已作废', en: 'Cancelled' },
] as const;

/** Payments taken (spec charge/actualReceipt): one row per receipt; taken at the counter, never edited here. */
export const paymentResource = defineResource({
  name: 'actualReceipt',
  module: 'property',
  basePath: '/api/property/actualReceipt',
  menu: `${pp}:charge:actualReceipt`,
  label: { zh: '实收记录', en: 'Payment' },
  scope: 'community',
  titleField: 'receiptCode',
  actions: ['view', 'export'],
  defaultSort: { field: 'id', order: 'desc' },
  fields: {
    id: f.id(),
    receiptCode: f.text('收据号', 'Receipt no.', { ...ro, maxLength: 20, search: 'like' }),
    residentialId: f.reference('所属社区', 'Community', { ...ro, ref: { resource: 'residential' } }),
    // The house as people read it (community, building, room); the reference stays for searching by house.
    house: f.text('房屋', 'House', { ...ro, virtual: true, maxLength: 200 }),
    apartmentId: f.reference('房屋', 'House', { form: 'readonly', list: false, ref: { resource: 'apartment' }, search: 'eq' }),
    payerName: f.text('缴费人', 'Payer', { ...ro, maxLength: 50, search: 'like' }),
    total: f.money('实收金额', 'Amount received', ro),
    source: f.enumOf(PAYMENT_SOURCES, '收费方式', 'Taken by', { ...ro, search: 'eq' }),
    state: f.enumOf(PAYMENT_STATES, '状态', 'Status', { ...ro, search: 'eq' }),
    cashierId: f.reference('收银员', 'Cashier', { ...ro, ref: { resource: 'user' } }),
    paidAt: f.datetime('收费时间', 'Paid at', { ...ro, search: 'range', sortable: true }),
    remark: f.text('备注', 'Remark', { ...ro, maxLength: 200 }),
  },
});

const accountFields = {
  id: f.id(),
  residentialId: f.reference('所属社区', 'Community', { ...ro, ref: { resource: 'residential' } }),
  apartmentId: f.reference('房屋', 'House', { ...ro, ref: { resource: 'apartment' }, search: 'eq' }),
  ownerName: f.text('户名', 'Holder', { ...ro, maxLength: 50, search: 'like' }),
  phone: f.text('联系电话', 'Phone', { ...ro, maxLength: 20 }),
  balance: f.money('余额', 'Balance', ro),
  remark: f.text('备注', 'Remark', { ...ro, maxLength: 200 }),
  createdAt: f.createdAt(),
};

/** Prepayment accounts (spec propertyDeposit/prestoreAccount); opened and topped up through the ledger's endpoints. */
export const prestoreAccountResource = defineResource({
  name: 'prestoreAccount',
  module: 'property',
  basePath: '/api/property/prestoreAccount',
  menu: `${pp}:propertyDeposit:prestoreAccount`,
  label: { zh: '预存账户', en: 'Prepayment account' },
  scope: 'community',
  titleField: 'ownerName',
  actions: ['view', 'export'],
  defaultSort: { field: 'id', order: 'desc' },
  fields: accountFields,
});

/** Deposits and guarantees (spec propertyDeposit/depositAccount): received, held, refunded or forfeited. */
export const depositAccountResource = defineResource({
  name: 'depositAccount',
  module: 'property',
  basePath: '/api/property/depositAccount',
  menu: `${pp}:propertyDeposit:depositAccount`,
  label: { zh: '押金账户', en: 'Deposit account' },
  scope: 'community',
  titleField: 'ownerName',
  actions: ['view', 'export'],
  defaultSort: { field: 'id', order: 'desc' },
  fields: {
    ...accountFields,
    kind: f.enumOf(ACCOUNT_KINDS, '类型', 'Kind', { ...ro, search: 'eq' }),
    item: f.text('事项', 'For', { ...ro, maxLength: 50, search: 'like' }),
    depositState: f.enumOf(DEPOSIT_STATES, '状态', 'State', { ...ro, search: 'eq' }),
  },
});

function ledgerResource(name: string, menu: string, zh: string, en: string): ResourceDecl {
  return defineResource({
    name,
    module: 'property',
    basePath: `/api/property/${name}`,
    menu: `${pp}:propertyDeposit:${menu}`,
    label: { zh, en },
    scope: 'community',
    titleField: 'id',
    actions: ['view', 'export'],
    defaultSort: { field: 'id', order: 'desc' },
    fields: {
      id: f.id(),
      accountId: f.integer('账户编号', 'Account no.', { ...ro, search: 'eq' }),
      businessType: f.enumOf(ACCOUNT_BUSINESS_TYPES, '业务类型', 'Business', { ...ro, search: 'eq' }),
      amount: f.money('发生金额', 'Amount', ro),
      balanceAfter: f.money('发生后余额', 'Balance after', ro),
      method: f.enumOf(PAYMENT_METHODS, '支付方式', 'Method', ro),
      // Named by its printed receipt number (…Label), never by the payment's internal id.
      paymentId: f.reference('收据号', 'Receipt no.', { ...ro, ref: { resource: 'actualReceipt' } }),
      relatedAccountId: f.integer('对方账户', 'Other account', ro),
      remark: f.text('备注', 'Remark', { ...ro, maxLength: 200 }),
      createdBy: f.reference('经办人', 'By', { ...ro, ref: { resource: 'user' } }),
      createdAt: f.createdAt(),
    },
  });
}

/** Each account kind's ledger: its postings, never edited. */
export const prestoreLedgerResource = ledgerResource('prestoreLedger', 'prestoreLedger', '预存台账', 'Prepayment ledger');
export const depositLedgerResource = ledgerResource('depositLedger', 'depositLedger', '押金台账', 'Deposit ledger');
export const guaranteeLedgerResource = ledgerResource('guaranteeLedger', 'guaranteeLedger', '保证金台账', 'Guarantee ledger');
export const depositRecordResource = ledgerResource('depositRecord', 'depositRecord', '押金记录', 'Deposit record');

function requestResource(name: 'refund' | 'cancellation' | 'transfer', zh: string, en: string): ResourceDecl {
  return defineResource({
    name: `fee${name[0]!.toUpperCase()}${name.slice(1)}`,
    module: 'property',
    basePath: `/api/property/fee/${name}`,
    menu: `${pp}:charge:${name}`,
    label: { zh, en },
    scope: 'community',
    titleField: 'id',
    actions: ['view', 'export'],
    defaultSort: { field: 'id', order: 'desc' },
    fields: {
      id: f.id(),
      kind: f.enumOf(FEE_REQUEST_KINDS, '类型', 'Kind', ro),
      residentialId: f.reference('所属社区', 'Community', { ...ro, ref: { resource: 'residential' } }),
      state: f.enumOf(FEE_REQUEST_STATES, '状态', 'State', { ...ro, search: 'eq' }),
      paymentId: f.reference('收据号', 'Receipt no.', { ...ro, ref: { resource: 'actualReceipt' }, search: 'eq' }),
      fromAccountId: f.integer('转出账户', 'From account', ro),
      toAccountId: f.integer('转入账户', 'To account', ro),
      amount: f.money('金额', 'Amount', ro),
      reason: f.text('申请原因', 'Reason', { ...ro, maxLength: 200 }),
      requestedBy: f.reference('申请人', 'Requested by', { ...ro, ref: { resource: 'user' } }),
      requestedAt: f.datetime('申请时间', 'Requested at', { ...ro, search: 'range', sortable: true }),
      reviewedBy: f.reference('审核人', 'Reviewed by', { ...ro, ref: { resource: 'user' } }),
      reviewedAt: f.datetime('审核时间', 'Reviewed at', ro),
      reviewReason: f.text('审核意见', 'Review note', { ...ro, maxLength: 200 }),
    },
  });
}

export const feeRefundResource = requestResource('refund', '退款申请', 'Refund');
export const feeCancellationResource = requestResource('cancellation', '作废申请', 'Cancellation');
export const feeTransferResource = requestResource('transfer', '转账申请', 'Transfer');

export const FEE_LEDGER_RESOURCES: readonly ResourceDecl[] = [
  paymentResource,
  prestoreAccountResource,
  depositAccountResource,
  prestoreLedgerResource,
  depositLedgerResource,
  guaranteeLedgerResource,
  depositRecordResource,
  feeRefundResource,
  feeCancellationResource,
  feeTransferResource,
];
