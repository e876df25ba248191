import type { CodeDecl } from '../../../code-decl.js';

/** E-invoice response codes (41080–41099, docs/decisions/0037). */
export const E_INVOICE_CODES = {
  EINV_TAX_NUMBER: {
    status: 41080,
    http: 422,
    zh: '纳税人识别号“{value}”不是有效的18位统一社会信用代码（长度、字符或校验位不符）',
    en: 'The tax number "{value}" is not a valid 18-character unified social credit code (its length, characters or check character)',
  },
  EINV_GOODS_CODE: {
    status: 41081,
    http: 422,
    zh: '税收分类编码“{value}”须为19位数字',
    en: 'The tax goods code "{value}" must be 19 digits',
  },
  EINV_NO_SELLER: {
    status: 41082,
    http: 422,
    zh: '本社区尚未设置销售方信息，请先在“开票设置”中填写',
    en: 'This community has no seller settings yet; fill them in under Invoice settings first',
  },
  EINV_CHANNEL_DISABLED: {
    status: 41083,
    http: 409,
    zh: '本社区的开票渠道已停用，请在“开票渠道”中启用',
    en: "This community's invoice channel is disabled; enable it under Invoice channels",
  },
  EINV_NO_TAX_CODE: {
    status: 41084,
    http: 422,
    zh: '费用“{fee}”尚未设置税收分类编码与税率',
    en: 'The fee "{fee}" has no tax goods code and rate yet',
  },
  EINV_ABOVE_RECEIVED: {
    status: 41085,
    http: 422,
    zh: '“{line}”开票 {amount} 元，超过其实收（扣除退款）尚未开票的 {available} 元',
    en: '"{line}": invoicing {amount} yuan is more than the {available} yuan it received (net of refunds) and has not invoiced',
  },
  EINV_NOTHING_TO_INVOICE: {
    status: 41086,
    http: 422,
    zh: '收据 {receipt} 没有可开票的金额（已全部开票或已退款）',
    en: 'Receipt {receipt} has nothing left to invoice (all invoiced or refunded)',
  },
  EINV_LINE_NOT_ON_RECEIPT: {
    status: 41087,
    http: 422,
    zh: '账单 {line} 不在收据 {receipt} 上',
    en: 'Bill line {line} is not on receipt {receipt}',
  },
  EINV_RED_NEEDS_BLUE: {
    status: 41088,
    http: 422,
    zh: '红字发票须对应一张已开具的蓝字发票',
    en: 'A red invoice must reverse an issued blue invoice',
  },
  EINV_ALREADY_REVERSED: {
    status: 41089,
    http: 409,
    zh: '蓝字发票 {invoice} 已红冲或正在红冲，不能再开红字发票',
    en: 'Blue invoice {invoice} is already reversed or being reversed; it takes no second red invoice',
  },
  EINV_PAYMENT_INVOICED: {
    status: 41090,
    http: 409,
    zh: '收据 {receipt} 已开具电子发票 {invoice}，请先开具红字发票冲销后再退款或作废',
    en: 'Receipt {receipt} has e-invoice {invoice}; reverse it with a red invoice before refunding or cancelling',
  },
  EINV_BUYER_TAX_NUMBER: {
    status: 41091,
    http: 422,
    zh: '购买方为单位时须填写纳税人识别号',
    en: 'An organisation buyer needs its tax number',
  },
  EINV_KEY_REUSED: {
    status: 41092,
    http: 409,
    zh: '该开票请求编号已用于另一张收据的发票，请刷新后重试',
    en: "This invoice request key was already used for another receipt's invoice; refresh and try again",
  },
} as const satisfies Record<string, CodeDecl>;
