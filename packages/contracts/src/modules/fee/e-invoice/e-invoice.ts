import { z } from 'zod';
import type { ElementDecl } from '../../../permissions.js';
import { defineResource } from '../../../resource/define.js';
import { f } from '../../../resource/fields.js';
import { divideRounded, type Fen } from '../money/money.js';
import { FEE_TYPE_OPTIONS } from '../billing/options.js';
import { YuanSchema } from '../ledger/ledger.js';

/**
 * E-invoices (issue 26, docs/decisions/0037): the seller of each community, the tax goods code and rate of each fee
 * item, the channel that issues, and the invoices themselves (blue, and red ones reversing a blue one).
 */
const pp = 'propertyPayment';
const ro = { form: 'readonly' as const, list: true };

/**
 * VAT rates an invoice line may carry, in whole percent: 6 % property and other modern services, 9 % water, gas
 * and the lease of real estate (parking), 13 % electricity and goods, 5 % and 3 % the simplified methods, 0 % exempt.
 */
export const TAX_RATES = [
  { value: 6, zh: '6%（物业服务等现代服务）', en: '6% (property and other services)' },
  { value: 9, zh: '9%（水、燃气、不动产租赁）', en: '9% (water, gas, real-estate lease)' },
  { value: 13, zh: '13%（电力、货物）', en: '13% (electricity, goods)' },
  { value: 5, zh: '5%（简易计税·不动产）', en: '5% (simplified, real estate)' },
  { value: 3, zh: '3%（简易计税）', en: '3% (simplified)' },
  { value: 1, zh: '1%（小规模纳税人减按）', en: '1% (small-scale, reduced)' },
  { value: 0, zh: '0%（免税）', en: '0% (exempt)' },
] as const;

export const INVOICE_CHANNELS = [{ value: 1, zh: '模拟渠道', en: 'Simulated channel' }] as const;
export const INVOICE_KINDS = [
  { value: 1, zh: '蓝字发票', en: 'Blue invoice', color: 'blue' },
  { value: 2, zh: '红字发票', en: 'Red invoice', color: 'red' },
] as const;
export const INVOICE_STATES = [
  { value: 1, zh: '开具中', en: 'Issuing', color: 'processing' },
  { value: 2, zh: '已开具', en: 'Issued', color: 'green' },
  { value: 3, zh: '开具失败', en: 'Failed', color: 'red' },
  { value: 4, zh: '已红冲', en: 'Reversed', color: 'default' },
] as const;
export const InvoiceState = { issuing: 1, issued: 2, failed: 3, reversed: 4 } as const;
export const InvoiceKind = { blue: 1, red: 2 } as const;
export const BUYER_TYPES = [
  { value: 1, zh: '个人', en: 'Individual' },
  { value: 2, zh: '单位', en: 'Organisation' },
] as const;

/** The simulated channel refuses a buyer whose name contains this marker (docs/decisions/0037): never at random. */
export const SIMULATED_FAILURE_MARKER = '开票失败';

// 统一社会信用代码 (GB 32100-2015): 17 characters and a check character over the 31-character alphabet.
const CREDIT_CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character of a unified social credit code's first 17 characters. */
export function creditCodeCheck(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += CREDIT_CODE_ALPHABET.indexOf(first17[i]!) * CREDIT_CODE_WEIGHTS[i]!;
  return CREDIT_CODE_ALPHABET[(31 - (sum % 31)) % 31]!;
}

/** Whether a text is a unified social credit code: 18 characters whose last is the check character of the 17 before. */
export function isCreditCode(text: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(text)) return false;
  return text[17] === creditCodeCheck(text);
}

/** A tax goods code (税收分类编码): 19 digits. */
export const GOODS_CODE_PATTERN = /^\d{19}$/;

/**
 * The tax of one tax-inclusive line amount at a whole-percent rate: amount × rate / (100 + rate) in fen, rounded
 * half up (half away from zero: a red line's tax is its blue line's, negated). The amount without tax is the
 * amount less the tax, so the two always add up to the line exactly; an invoice's totals are the sums of its lines.
 */
export function taxOfLine(amount: Fen, ratePercent: number): { tax: Fen; withoutTax: Fen } {
  const rate = BigInt(ratePercent);
  const tax = divideRounded(amount * rate, 100n + rate, 1);
  return { tax, withoutTax: amount - tax };
}

export const E_INVOICE_ELEMENTS = {
  issue: { code: 'fee:eInvoice:issue', menu: `${pp}:eInvoice:history`, zh: '开具发票', en: 'Issue invoices' },
  red: { code: 'fee:eInvoice:red', menu: `${pp}:eInvoice:history`, zh: '红冲发票', en: 'Reverse invoices' },
} as const satisfies Record<string, ElementDecl>;

const id = z.number().int().positive().max(2_147_483_647);

export const BuyerSchema = z.strictObject({
  type: z.union([z.literal(1), z.literal(2)]),
  name: z.string().trim().min(1).max(100),
  /** Required for an organisation; optional for an individual. Checked as a unified social credit code when given. */
  taxNumber: z
    .string()
    .trim()
    .toUpperCase()
    .refine((text) => text === '' || isCreditCode(text), { message: 'taxNumber' })
    .optional(),
  phone: z
    .string()
    .trim()
    .regex(/^(1[3-9]\d{9})?$/)
    .optional(),
  email: z.string().trim().email().max(100).or(z.literal('')).optional(),
});
export type Buyer = z.infer<typeof BuyerSchema>;

/** A key the console makes once per invoice it means to issue: a retry with the same key answers the same invoice. */
const RequestKeySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{8,64}$/);

export const IssueInvoiceSchema = z.strictObject({
  paymentId: id,
  requestKey: RequestKeySchema,
  buyer: BuyerSchema,
  /** The receipt's lines to invoice, each with how much; left out: everything the receipt still has to invoice. */
  lines: z
    .array(z.strictObject({ billLineId: id, amount: YuanSchema }))
    .min(1)
    .max(500)
    .refine((lines) => new Set(lines.map((l) => l.billLineId)).size === lines.length, { message: 'lines' })
    .optional(),
});
export type IssueInvoiceInput = z.infer<typeof IssueInvoiceSchema>;

export const RedInvoiceSchema = z.strictObject({
  blueId: id,
  requestKey: RequestKeySchema,
  reason: z.string().trim().min(1).max(200),
});
export type RedInvoiceInput = z.infer<typeof RedInvoiceSchema>;

export const InvoiceableLineSchema = z.object({
  billLineId: z.number().int(),
  feeName: z.string(),
  period: z.string(),
  received: z.string(),
  invoiced: z.string(),
  available: z.string(),
});
export const InvoiceableSchema = z.object({
  paymentId: z.number().int(),
  receiptCode: z.string(),
  payerName: z.string(),
  lines: z.array(InvoiceableLineSchema),
});
export type Invoiceable = z.infer<typeof InvoiceableSchema>;

export const InvoiceLineSchema = z.object({
  lineNo: z.number().int(),
  billLineId: z.number().int(),
  feeName: z.string(),
  period: z.string(),
  goodsCode: z.string(),
  goodsName: z.string(),
  taxRate: z.number().int(),
  amount: z.string(),
  tax: z.string(),
  amountWithoutTax: z.string(),
});
export const InvoiceSchema = z.object({
  id: z.number().int(),
  kind: z.number().int(),
  state: z.number().int(),
  blueId: z.number().int().nullable(),
  paymentId: z.number().int(),
  receiptCode: z.string(),
  channel: z.number().int(),
  invoiceCode: z.string().nullable(),
  invoiceNo: z.string().nullable(),
  issuedAt: z.string().nullable(),
  failMessage: z.string().nullable(),
  buyerType: z.number().int(),
  buyerName: z.string(),
  buyerTaxNumber: z.string().nullable(),
  buyerPhone: z.string().nullable(),
  buyerEmail: z.string().nullable(),
  sellerName: z.string(),
  sellerTaxNumber: z.string(),
  sellerAddressPhone: z.string(),
  sellerBank: z.string(),
  total: z.string(),
  taxTotal: z.string(),
  totalWithoutTax: z.string(),
  /** The stored PDF's download path (the file machinery's), once issued. */
  pdfPath: z.string().nullable(),
  lines: z.array(InvoiceLineSchema),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/** Seller settings (开票设置): one per community, printed on its invoices. */
export const eInvoiceSellerResource = defineResource({
  name: 'eInvoiceSeller',
  module: 'property',
  basePath: '/api/property/eInvoiceSeller',
  menu: `${pp}:eInvoice:setting`,
  label: { zh: '销售方信息', en: 'Seller' },
  scope: 'community',
  titleField: 'sellerName',
  actions: ['view', 'add', 'edit', 'delete'],
  defaultSort: { field: 'id', order: 'asc' },
  fields: {
    id: f.id(),
    residentialId: f.reference('所属社区', 'Community', { form: 'create', ref: { resource: 'residential' }, list: true, search: 'eq' }),
    sellerName: f.text('销售方名称', 'Seller name', { required: true, maxLength: 100, list: true, search: 'like' }),
    taxNumber: f.text('纳税人识别号', 'Tax number', {
      required: true,
      maxLength: 18,
      list: true,
      placeholder: { zh: '18位统一社会信用代码', en: '18-character unified social credit code' },
    }),
    address: f.text('地址', 'Address', { required: true, maxLength: 100, list: true }),
    phone: f.text('电话', 'Phone', { required: true, maxLength: 20, list: true }),
    bankName: f.text('开户银行', 'Bank', { required: true, maxLength: 60, list: true }),
    bankAccount: f.text('银行账号', 'Bank account', { required: true, maxLength: 30, list: true }),
    createdAt: f.createdAt(),
  },
});

/** Tax goods codes (税收分类编码) and rates: per community, by fee type, or by one charge standard (which wins). */
export const eInvoiceTaxCodeResource = defineResource({
  name: 'eInvoiceTaxCode',
  module: 'property',
  basePath: '/api/property/eInvoiceTaxCode',
  menu: `${pp}:eInvoice:setting`,
  label: { zh: '税收分类编码', en: 'Tax goods code' },
  scope: 'community',
  titleField: 'goodsName',
  actions: ['view', 'add', 'edit', 'delete'],
  defaultSort: { field: 'id', order: 'asc' },
  fields: {
    id: f.id(),
    residentialId: f.reference('所属社区', 'Community', { form: 'create', ref: { resource: 'residential' }, list: true, search: 'eq' }),
    feeType: f.enumOf(FEE_TYPE_OPTIONS, '费用类型', 'Fee type', { required: true, list: true, search: 'eq' }),
    standardId: f.reference('收费标准（可选）', 'Charge standard (optional)', { ref: { resource: 'chargeStandard' }, list: true }),
    goodsCode: f.text('税收分类编码', 'Tax goods code', {
      required: true,
      maxLength: 19,
      list: true,
      search: 'like',
      placeholder: { zh: '19位数字', en: '19 digits' },
    }),
    goodsName: f.text('商品名称', 'Goods name', { required: true, maxLength: 50, list: true }),
    taxRate: f.enumOf(TAX_RATES, '税率', 'Tax rate', { required: true, list: true }),
    createdAt: f.createdAt(),
  },
});

/** The channel each community issues through (开票渠道); a community without a row issues through the simulated one. */
export const eInvoiceChannelResource = defineResource({
  name: 'eInvoiceChannel',
  module: 'property',
  basePath: '/api/property/eInvoiceChannel',
  menu: `${pp}:eInvoice:channel`,
  label: { zh: '开票渠道', en: 'Invoice channel' },
  scope: 'community',
  titleField: 'id',
  actions: ['view', 'add', 'edit', 'delete'],
  defaultSort: { field: 'id', order: 'asc' },
  fields: {
    id: f.id(),
    residentialId: f.reference('所属社区', 'Community', { form: 'create', ref: { resource: 'residential' }, list: true, search: 'eq' }),
    channel: f.enumOf(INVOICE_CHANNELS, '渠道', 'Channel', { required: true, list: true, default: 1 }),
    enabled: f.boolean('启用', 'Enabled', { list: true, default: true }),
    remark: f.textarea('备注', 'Remark', { maxLength: 200 }),
    createdAt: f.createdAt(),
  },
});

/** Invoices issued (开票记录): written only by issuing and reversing. */
export const eInvoiceResource = defineResource({
  name: 'eInvoice',
  module: 'property',
  basePath: '/api/property/eInvoice',
  menu: `${pp}:eInvoice:history`,
  label: { zh: '电子发票', en: 'E-invoice' },
  scope: 'community',
  titleField: 'invoiceNo',
  actions: ['view', 'export'],
  defaultSort: { field: 'id', order: 'desc' },
  fields: {
    id: f.id(),
    residentialId: f.reference('所属社区', 'Community', { ...ro, ref: { resource: 'residential' } }),
    kind: f.enumOf(INVOICE_KINDS, '类型', 'Kind', { ...ro, search: 'eq' }),
    state: f.enumOf(INVOICE_STATES, '状态', 'State', { ...ro, search: 'eq' }),
    invoiceNo: f.text('发票号码', 'Invoice no.', { ...ro, maxLength: 20, search: 'like' }),
    invoiceCode: f.text('发票代码', 'Invoice code', { ...ro, maxLength: 20 }),
    paymentId: f.reference('收据号', 'Receipt no.', { ...ro, ref: { resource: 'actualReceipt' }, search: 'eq' }),
    buyerName: f.text('购买方', 'Buyer', { ...ro, maxLength: 100, search: 'like' }),
    total: f.money('价税合计', 'Total incl. tax', ro),
    taxTotal: f.money('税额', 'Tax', ro),
    channel: f.enumOf(INVOICE_CHANNELS, '渠道', 'Channel', ro),
    failMessage: f.text('失败原因', 'Failure', { ...ro, maxLength: 200 }),
    issuedAt: f.datetime('开票时间', 'Issued at', { ...ro, search: 'range', sortable: true }),
    createdAt: f.createdAt(),
  },
});

export const E_INVOICE_RESOURCES = [eInvoiceSellerResource, eInvoiceTaxCodeResource, eInvoiceChannelResource, eInvoiceResource] as const;
export const E_INVOICE_ELEMENT_DECLS: readonly ElementDecl[] = Object.values(E_INVOICE_ELEMENTS);
