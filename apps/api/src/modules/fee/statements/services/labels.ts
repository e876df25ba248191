import {
  ACCOUNT_BUSINESS_TYPES,
  BANK_COLLECTION_METHOD,
  FEE_TYPE_OPTIONS,
  labelIn,
  PAYMENT_METHODS,
  PAYMENT_SOURCES,
  PAYMENT_STATES,
  type Language,
} from '@cvap/contracts';

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
function lookup(options: readonly { value: number | string; zh: string; en: string }[], value: unknown, language: Language): string {
  const option = options.find((o) => String(o.value) === String(value));
  return option ? labelIn(option, language) : String(value ?? '');
}

export const statementLabel = {
  feeType: (value: unknown, language: Language) => lookup(FEE_TYPE_OPTIONS as never, value, language),
  method: (value: unknown, language: Language) => lookup(METHODS, value, language),
  category: (value: unknown, language: Language) => lookup(CATEGORIES, value, language),
  // The ledger's own lists, so a statement names a source or a business as every other screen does.
  source: (value: unknown, language: Language) => lookup(PAYMENT_SOURCES, value, language),
  businessType: (value: unknown, language: Language) => lookup(ACCOUNT_BUSINESS_TYPES, value, language),
  state: (value: unknown, language: Language) => lookup(PAYMENT_STATES, value, language),
};
