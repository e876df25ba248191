import { z } from 'zod';
import type { ElementDecl } from '../../../permissions.js';
import { defineResource } from '../../../resource/define.js';
import { f } from '../../../resource/fields.js';
import type { ResourceDecl } from '../../../resource/types.js';

/**
 * Bank collection (银行托收, docs/decisions/0035): agreements to debit a payer's bank account, plans saying which
 * fees of which months are collected when, batches sent to the bank as a file, and the bank's result file
 * (回盘) matched line by line; successful lines become receipts through the ordinary payment path.
 */
const pp = 'propertyPayment';
const bc = `${pp}:bankCollection`;
const ro = { form: 'readonly' as const, list: true };

export const BANKS = [
  { value: 1, zh: '中国工商银行', en: 'ICBC' },
  { value: 2, zh: '中国建设银行', en: 'China Construction Bank' },
  { value: 3, zh: '中国农业银行', en: 'Agricultural Bank of China' },
  { value: 4, zh: '中国银行', en: 'Bank of China' },
  { value: 5, zh: '招商银行', en: 'China Merchants Bank' },
  { value: 6, zh: '交通银行', en: 'Bank of Communications' },
] as const;
export const AGREEMENT_STATES = [
  { value: 1, zh: '有效', en: 'Active' },
  { value: 2, zh: '暂停', en: 'Suspended' },
  { value: 3, zh: '已终止', en: 'Terminated' },
] as const;
export const PLAN_STATES = [
  { value: 1, zh: '启用', en: 'Enabled' },
  { value: 2, zh: '停用', en: 'Disabled' },
] as const;
export const BATCH_KINDS = [
  { value: 1, zh: '首次扣款', en: 'First debit' },
  { value: 2, zh: '重试扣款', en: 'Retry' },
] as const;
export const BATCH_STATES = [
  { value: 1, zh: '待回盘', en: 'Awaiting the bank' },
  { value: 2, zh: '已回盘', en: 'Returned' },
] as const;
export const BATCH_LINE_STATES = [
  { value: 1, zh: '待扣款', en: 'Pending' },
  { value: 2, zh: '扣款成功', en: 'Debited' },
  { value: 3, zh: '扣款失败', en: 'Failed' },
] as const;
/** The result codes of the bank's file (docs/bank-collection-files.md). */
export const BANK_RESULT_CODES = [
  { value: '0000', zh: '扣款成功', en: 'Debited' },
  { value: '3001', zh: '余额不足', en: 'Insufficient funds' },
  { value: '3002', zh: '账户已销户', en: 'Account closed' },
  { value: '3003', zh: '账户冻结', en: 'Account frozen' },
  { value: '3004', zh: '户名不符', en: 'Name does not match' },
] as const;

const residential = f.reference('所属社区', 'Community', {
  form: 'create' as const,
  ref: { resource: 'residential' },
  list: true,
  search: 'eq' as const,
});

/** Agreements (托收协议): the full account number is write-only; every answer and screen shows the masked one. */
export const bankAgreementResource = defineResource({
  name: 'bankAgreement',
  module: 'property',
  basePath: '/api/property/bankAgreement',
  menu: `${bc}:collectionAgreement`,
  label: { zh: '托收协议', en: 'Collection agreement' },
  scope: 'community',
  titleField: 'agreementNo',
  actions: ['view', 'add', 'edit', 'delete', 'export'],
  defaultSort: { field: 'id', order: 'desc' },
  fields: {
    id: f.id(),
    agreementNo: f.text('协议号', 'Agreement no.', { ...ro, maxLength: 20, search: 'like' }),
    residentialId: residential,
    apartmentId: f.reference('房屋', 'House', {
      required: true,
      form: 'create',
      ref: { resource: 'apartment', sameResidential: true },
      search: 'eq',
    }),
    house: f.text('房屋', 'House', { ...ro, virtual: true, maxLength: 200 }),
    payerName: f.text('付款人（户名）', 'Payer (account name)', { required: true, maxLength: 50, list: true, search: 'like' }),
    bank: f.enumOf(BANKS, '开户银行', 'Bank', { required: true, list: true, search: 'eq' }),
    accountNo: f.text('银行账号', 'Account number', {
      required: true,
      form: 'create',
      secret: true,
      maxLength: 30,
      placeholder: { zh: '12–30 位数字，保存后仅显示掩码', en: '12–30 digits; shown masked once saved' },
    }),
    accountMasked: f.text('银行账号', 'Account number', { ...ro, maxLength: 40 }),
    debitLimit: f.money('单笔扣款上限', 'Limit per debit', { required: true, min: 0, list: true }),
    signedOn: f.date('签约日期', 'Signed on', { required: true, list: true, search: 'range', sortable: true }),
    state: f.enumOf(AGREEMENT_STATES, '状态', 'Status', { required: true, default: 1, list: true, search: 'eq' }),
    remark: f.textarea('备注', 'Remark', { maxLength: 200 }),
    createdAt: f.createdAt(),
  },
});

/** Plans (托收计划): which fee standards of which billing months a community collects by bank, and when. */
export const bankPlanResource = defineResource({
  name: 'bankPlan',
  module: 'property',
  basePath: '/api/property/bankPlan',
  menu: `${bc}:collectionPlan`,
  label: { zh: '托收计划', en: 'Collection plan' },
  scope: 'community',
  titleField: 'name',
  actions: ['view', 'add', 'edit', 'delete'],
  defaultSort: { field: 'id', order: 'desc' },
  fields: {
    id: f.id(),
    residentialId: residential,
    name: f.text('计划名称', 'Plan name', { required: true, maxLength: 50, list: true, search: 'like' }),
    standardIds: f.reference('收费标准', 'Charge standards', {
      required: true,
      multiple: true,
      virtual: true,
      ref: { resource: 'chargeStandard', sameResidential: true },
    }),
    standardNames: f.text('收费标准', 'Charge standards', { ...ro, virtual: true, maxLength: 500 }),
    periodFrom: f.date('账期起', 'Billing from', { required: true, list: true }),
    periodTo: f.date('账期止', 'Billing to', { required: true, list: true }),
    debitDate: f.date('扣款日', 'Debit date', { required: true, list: true, sortable: true }),
    retryDate: f.date('重试日', 'Retry date', { required: true, list: true }),
    state: f.enumOf(PLAN_STATES, '状态', 'Status', { required: true, default: 1, list: true, search: 'eq' }),
    remark: f.textarea('备注', 'Remark', { maxLength: 200 }),
    createdAt: f.createdAt(),
  },
});

/** Batches (托收记录): made from a plan through the bank-collection endpoints, never edited here. */
export const bankBatchResource = defineResource({
  name: 'bankBatch',
  module: 'property',
  basePath: '/api/property/bankBatch',
  menu: `${bc}:collectionRecord`,
  label: { zh: '托收批次', en: 'Collection batch' },
  scope: 'community',
  titleField: 'batchNo',
  actions: ['view', 'export'],
  defaultSort: { field: 'id', order: 'desc' },
  fields: {
    id: f.id(),
    batchNo: f.text('批次号', 'Batch no.', { ...ro, maxLength: 30, search: 'like' }),
    residentialId: f.reference('所属社区', 'Community', { ...ro, ref: { resource: 'residential' }, search: 'eq' }),
    planId: f.reference('托收计划', 'Plan', { ...ro, ref: { resource: 'bankPlan' }, search: 'eq' }),
    kind: f.enumOf(BATCH_KINDS, '类型', 'Kind', { ...ro, search: 'eq' }),
    debitDate: f.date('扣款日', 'Debit date', ro),
    state: f.enumOf(BATCH_STATES, '状态', 'Status', { ...ro, search: 'eq' }),
    lineCount: f.integer('笔数', 'Lines', ro),
    total: f.money('金额', 'Amount', ro),
    successCount: f.integer('成功笔数', 'Debited', ro),
    successTotal: f.money('成功金额', 'Amount debited', ro),
    failureCount: f.integer('失败笔数', 'Failed', ro),
    failureTotal: f.money('失败金额', 'Amount failed', ro),
    filePath: f.text('托收文件', 'Bank file', { form: 'readonly', maxLength: 200 }),
    resultPath: f.text('回盘文件', 'Result file', { form: 'readonly', maxLength: 200 }),
    retryOfId: f.integer('重试自批次', 'Retry of batch', { form: 'readonly' }),
    returnedAt: f.datetime('回盘时间', 'Returned at', ro),
    createdAt: f.createdAt(),
  },
});

/** Returned lines (托收回盘): each answered line of every batch, with the bank's result and the receipt it made. */
export const bankReturnResource = defineResource({
  name: 'bankReturn',
  module: 'property',
  basePath: '/api/property/bankReturn',
  menu: `${bc}:collectionReceipt`,
  label: { zh: '托收回盘', en: 'Collection return' },
  scope: 'community',
  titleField: 'id',
  actions: ['view', 'export'],
  defaultSort: { field: 'id', order: 'desc' },
  fields: {
    id: f.id(),
    batchNo: f.text('批次号', 'Batch no.', { ...ro, virtual: true, maxLength: 30 }),
    batchId: f.integer('批次编号', 'Batch id', { form: 'readonly', search: 'eq' }),
    residentialId: f.reference('所属社区', 'Community', { ...ro, ref: { resource: 'residential' }, search: 'eq' }),
    seq: f.integer('序号', 'Line', ro),
    agreementNo: f.text('协议号', 'Agreement no.', { ...ro, maxLength: 20 }),
    house: f.text('房屋', 'House', { ...ro, virtual: true, maxLength: 200 }),
    payerName: f.text('付款人', 'Payer', { ...ro, maxLength: 50, search: 'like' }),
    accountMasked: f.text('银行账号', 'Account number', { ...ro, maxLength: 40 }),
    amount: f.money('金额', 'Amount', ro),
    state: f.enumOf(BATCH_LINE_STATES, '结果', 'Result', { ...ro, search: 'eq' }),
    resultCode: f.text('银行返回码', 'Bank code', { ...ro, maxLength: 8, codes: BANK_RESULT_CODES }),
    receiptCode: f.text('收据号', 'Receipt no.', { ...ro, virtual: true, maxLength: 20 }),
    retryBatchId: f.integer('重试批次编号', 'Retried in batch', { form: 'readonly', list: true }),
  },
});

export const BANK_COLLECTION_RESOURCES: readonly ResourceDecl[] = [
  bankAgreementResource,
  bankPlanResource,
  bankBatchResource,
  bankReturnResource,
];

export const BANK_COLLECTION_ELEMENTS = {
  batch: {
    code: 'fee:bankBatch:create',
    menu: `${bc}:collectionRecord`,
    zh: '生成托收批次与文件',
    en: 'Make collection batches and files',
  },
  simulate: { code: 'fee:bankBatch:simulate', menu: `${bc}:collectionRecord`, zh: '模拟银行回盘', en: 'Have the simulated bank answer' },
  importResult: { code: 'fee:bankBatch:import', menu: `${bc}:collectionRecord`, zh: '导入回盘文件', en: 'Import result files' },
} as const satisfies Record<string, ElementDecl>;

const id = z.number().int().positive().max(2_147_483_647);

export const BankBatchCreateSchema = z.strictObject({ planId: id });
export const BankImportSchema = z.strictObject({ filePath: z.string().trim().min(1).max(300) });

export const BankBatchLineSchema = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  agreementNo: z.string(),
  house: z.string(),
  payerName: z.string(),
  accountMasked: z.string(),
  amount: z.string(),
  state: z.number().int(),
  resultCode: z.string().nullable(),
  receiptCode: z.string().nullable(),
  paymentId: z.number().int().nullable(),
  retryBatchId: z.number().int().nullable(),
});
export const BankBatchSchema = z.object({
  id: z.number().int(),
  batchNo: z.string(),
  residentialId: z.number().int(),
  planId: z.number().int(),
  planName: z.string(),
  kind: z.number().int(),
  state: z.number().int(),
  debitDate: z.string(),
  lineCount: z.number().int(),
  total: z.string(),
  successCount: z.number().int(),
  successTotal: z.string(),
  failureCount: z.number().int(),
  failureTotal: z.string(),
  filePath: z.string().nullable(),
  resultPath: z.string().nullable(),
  retryOfId: z.number().int().nullable(),
  lines: z.array(BankBatchLineSchema),
});
export type BankBatch = z.infer<typeof BankBatchSchema>;

/** A batch made (or, above the direct limit, the task making it) / a result imported (or its task). */
export const BankStartedSchema = z.object({ batchId: z.number().int().nullable(), taskId: z.string().nullable() });
export const BankFileSchema = z.object({ filePath: z.string(), fileName: z.string() });
export const BankImportResultSchema = z.object({
  taskId: z.string().nullable(),
  /** True when this very file had been imported before: nothing was posted again. */
  repeated: z.boolean(),
  successCount: z.number().int(),
  successTotal: z.string(),
  failureCount: z.number().int(),
  failureTotal: z.string(),
});
export type BankImportResult = z.infer<typeof BankImportResultSchema>;
