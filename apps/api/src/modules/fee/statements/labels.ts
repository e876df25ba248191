import { BANK_COLLECTION_METHOD, FEE_TYPE_OPTIONS, labelIn, PAYMENT_METHODS, type Language } from '@cvap/contracts';

/** Display text of the statements' coded dimensions in the reader's language. */
const METHODS: readonly { value: number; zh: string; en: string }[] = [
  ...PAYMENT_METHODS,
  { value: BANK_COLLECTION_METHOD, zh: '银行托收', en: 'Bank collection' },
  { value: 0, zh: '—', en: '—' },
];
const CATEGORIES = [
  { value: 1, zh: '实收', en: 'Received' },
  { value: 2, zh: '优惠', en: 'Discount' },
  { value: 3, zh: '预存冲抵', en: 'Account offset' },
];
const SOURCES = [
  { value: 1, zh: '前台收费', en: 'Counter' },
  { value: 2, zh: '批量收费', en: 'Batch collection' },
  { value: 3, zh: '账户充值', en: 'Account top-up' },
  { value: 4, zh: '银行托收', en: 'Bank collection' },
];
const BUSINESS = [
  { value: 1, zh: '充值', en: 'Top-up' },
  { value: 2, zh: '退款', en: 'Refund' },
  { value: 3, zh: '转账', en: 'Transfer' },
  { value: 4, zh: '冲抵', en: 'Offset' },
  { value: 5, zh: '冲抵退回', en: 'Offset returned' },
  { value: 6, zh: '收取押金', en: 'Deposit received' },
  { value: 7, zh: '退还押金', en: 'Deposit refunded' },
  { value: 8, zh: '没收押金', en: 'Deposit forfeited' },
];
const STATES = [
  { value: 1, zh: '正常', en: 'Normal' },
  { value: 2, zh: '已作废', en: 'Cancelled' },
];

function lookup(options: readonly { value: number | string; zh: string; en: string }[], value: unknown, language: Language): string {
  const option = options.find((o) => String(o.value) === String(value));
  return option ? labelIn(option, language) : String(value ?? '');
}

export const statementLabel = {
  feeType: (value: unknown, language: Language) => lookup(FEE_TYPE_OPTIONS as never, value, language),
  method: (value: unknown, language: Language) => lookup(METHODS, value, language),
  category: (value: unknown, language: Language) => lookup(CATEGORIES, value, language),
  source: (value: unknown, language: Language) => lookup(SOURCES, value, language),
  businessType: (value: unknown, language: Language) => lookup(BUSINESS, value, language),
  state: (value: unknown, language: Language) => lookup(STATES, value, language),
};
