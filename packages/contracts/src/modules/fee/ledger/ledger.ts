import { z } from 'zod';
import { calendarDate, calendarMonth } from '../../../resource/derive.js';
import type { ElementDecl } from '../../../permissions.js';

/**
 * The fee ledger's elements and schemas (docs/decisions/0019); its endpoints are declared in endpoints.ts. Amounts
 * travel as yuan text with at most two places ("120.50"); the API turns them into integer fen and never into a float.
 */
const pp = 'propertyPayment';
export const FEE_LEDGER_ELEMENTS = {
  counterView: { code: 'fee:counter:view', menu: `${pp}:charge:propertyReceipt`, zh: '查看收银台', en: 'View the cashier counter' },
  pay: { code: 'fee:payment:pay', menu: `${pp}:charge:propertyReceipt`, zh: '收费', en: 'Take payments' },
  payBatch: { code: 'fee:payment:payBatch', menu: `${pp}:charge:paymentCollection`, zh: '批量收费', en: 'Collect in a batch' },
  receipt: { code: 'fee:payment:receipt', menu: `${pp}:charge:actualReceipt`, zh: '打印收据', en: 'Print receipts' },
  accountTopUp: { code: 'fee:account:topUp', menu: `${pp}:propertyDeposit:prestoreAccount`, zh: '账户充值', en: 'Top up accounts' },
  accountOpen: { code: 'fee:account:open', menu: `${pp}:propertyDeposit:prestoreAccount`, zh: '开立账户', en: 'Open accounts' },
  request: {
    code: 'fee:request:add',
    menu: `${pp}:charge:refund`,
    zh: '申请退款/作废/转账/减免',
    en: 'Request refunds, voids, transfers, waivers',
  },
  review: {
    code: 'fee:request:review',
    menu: `${pp}:charge:refund`,
    zh: '审核退款/作废/转账/减免',
    en: 'Review refunds, voids, transfers, waivers',
  },
} as const satisfies Record<string, ElementDecl>;
export const FEE_LEDGER_ELEMENT_DECLS: readonly ElementDecl[] = Object.values(FEE_LEDGER_ELEMENTS);

/** Yuan text with at most two places, positive, below 10^11 yuan: "0.01" … "99999999999.99". */
export const YUAN_PATTERN = /^\d{1,11}(\.\d{1,2})?$/;
export const YuanSchema = z
  .string()
  .trim()
  .refine((text) => YUAN_PATTERN.test(text) && /[1-9]/.test(text), { message: 'amount' });

const id = z.number().int().positive().max(2_147_483_647);
/**
 * The day the money moved (China time, `YYYY-MM-DD`), for a late entry; today when absent. Never after today, and
 * never in a closed month (docs/decisions/0034).
 */
export const BookedOnSchema = calendarDate().optional();

/** Received: 1 cash, 2 card, 3 WeChat, 4 Alipay, 5 bank transfer; 6 from a prepayment account; 7 bank collection. */
export const PAYMENT_METHODS = [
  { value: 1, zh: '现金', en: 'Cash' },
  { value: 2, zh: '银行卡', en: 'Card' },
  { value: 3, zh: '微信', en: 'WeChat' },
  { value: 4, zh: '支付宝', en: 'Alipay' },
  { value: 5, zh: '转账', en: 'Bank transfer' },
  { value: 6, zh: '预存抵扣', en: 'Prepayment account' },
  { value: 7, zh: '银行托收', en: 'Bank collection' },
] as const;
export const ACCOUNT_METHOD = 6;
export const BANK_COLLECTION_METHOD = 7;
/** The methods a cashier takes at the counter: not an account offset, not a bank debit (docs/decisions/0035). */
export const COUNTER_METHODS = PAYMENT_METHODS.filter((m) => m.value !== ACCOUNT_METHOD && m.value !== BANK_COLLECTION_METHOD);

export const TenderSchema = z.strictObject({
  method: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]),
  amount: YuanSchema,
  /** Required for method 6. */
  accountId: id.optional(),
});
export const PayRequestSchema = z.strictObject({
  apartmentId: id,
  payerName: z.string().trim().max(50).optional(),
  lines: z
    .array(z.strictObject({ billLineId: id, amount: YuanSchema }))
    .min(1)
    .max(500),
  tenders: z.array(TenderSchema).min(1).max(10),
  remark: z.string().trim().max(200).optional(),
  bookedOn: BookedOnSchema,
});
export type PayRequest = z.infer<typeof PayRequestSchema>;

/** Pay every outstanding line of each house in full with one method (cash by default); one receipt per house. */
export const PayBatchRequestSchema = z.strictObject({
  apartmentIds: z.array(id).min(1).max(500),
  method: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]).default(1),
  periodTo: calendarMonth().optional(),
  bookedOn: BookedOnSchema,
});
export type PayBatchRequest = z.infer<typeof PayBatchRequestSchema>;

export const AccountOpenRequestSchema = z.strictObject({
  kind: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  apartmentId: id.optional(),
  ownerName: z.string().trim().min(1).max(50),
  phone: z
    .string()
    .regex(/^1[3-9]\d{9}$/)
    .optional(),
  item: z.string().trim().max(50).optional(),
  remark: z.string().trim().max(200).optional(),
});
export type AccountOpenRequest = z.infer<typeof AccountOpenRequestSchema>;

export const TopUpRequestSchema = z.strictObject({
  accountId: id,
  amount: YuanSchema,
  method: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  remark: z.string().trim().max(200).optional(),
  bookedOn: BookedOnSchema,
});
export type TopUpRequest = z.infer<typeof TopUpRequestSchema>;

/** Request kinds: 1 refund (part of a payment), 2 cancellation (void a whole payment), 3 account transfer, 4 late-fee waiver. */
export const FEE_REQUEST_KINDS = [
  { value: 1, zh: '退款', en: 'Refund' },
  { value: 2, zh: '作废', en: 'Cancellation' },
  { value: 3, zh: '转账', en: 'Transfer' },
  { value: 4, zh: '违约金减免', en: 'Late-fee waiver' },
] as const;
export const FEE_REQUEST_STATES = [
  { value: 1, zh: '待审核', en: 'Pending' },
  { value: 2, zh: '已通过', en: 'Approved' },
  { value: 3, zh: '已驳回', en: 'Rejected' },
] as const;

export const FeeRequestSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal(1),
    paymentId: id,
    /** The receipt's lines it refunds, each with how much (at most what the line still holds of this receipt). */
    lines: z
      .array(z.strictObject({ billLineId: id, amount: YuanSchema }))
      .min(1)
      .max(500)
      .refine((lines) => new Set(lines.map((l) => l.billLineId)).size === lines.length, { message: 'lines' }),
    /** 1 cash back, 2 into the house's prepayment account. */
    refundTo: z.union([z.literal(1), z.literal(2)]).default(1),
    reason: z.string().trim().min(1).max(200),
  }),
  z.strictObject({ kind: z.literal(2), paymentId: id, reason: z.string().trim().min(1).max(200) }),
  z.strictObject({
    kind: z.literal(3),
    fromAccountId: id,
    toAccountId: id,
    amount: YuanSchema,
    reason: z.string().trim().min(1).max(200),
  }),
  z.strictObject({ kind: z.literal(4), billLineId: id, amount: YuanSchema, reason: z.string().trim().min(1).max(200) }),
]);
export type FeeRequestInput = z.infer<typeof FeeRequestSchema>;

export const FeeReviewSchema = z
  .strictObject({ verdict: z.enum(['approve', 'reject']), reason: z.string().trim().max(200).optional(), bookedOn: BookedOnSchema })
  .refine((v) => v.verdict === 'approve' || (v.reason ?? '').length > 0, { message: 'reason', path: ['reason'] });
export type FeeReview = z.infer<typeof FeeReviewSchema>;

export const CounterLineSchema = z.object({
  billLineId: z.number().int(),
  feeName: z.string(),
  period: z.string(),
  receivable: z.string(),
  received: z.string(),
  discount: z.string(),
  offset: z.string(),
  outstanding: z.string(),
  accountPayable: z.boolean(),
});
export const CounterSchema = z.object({
  apartmentId: z.number().int(),
  address: z.string(),
  lines: z.array(CounterLineSchema),
  totalOutstanding: z.string(),
  /** The community's last closed month (`YYYY-MM`), or null: no posting may be dated in or before it. */
  lastClosedMonth: z.string().nullable(),
  accounts: z.array(z.object({ id: z.number().int(), kind: z.number().int(), ownerName: z.string(), balance: z.string() })),
  payments: z.array(
    z.object({ id: z.number().int(), receiptCode: z.string(), total: z.string(), paidAt: z.string(), state: z.number().int() }),
  ),
});
export type Counter = z.infer<typeof CounterSchema>;

export const PaymentResultSchema = z.object({ paymentId: z.number().int(), receiptCode: z.string(), total: z.string() });
/** One receipt of a batch, with the house it paid for (community, building and room). */
export const BatchPaymentResultSchema = PaymentResultSchema.extend({ apartmentId: z.number().int(), address: z.string() });
export type BatchPaymentResult = z.infer<typeof BatchPaymentResultSchema>;
export const RequestResultSchema = z.object({ requestId: z.number().int(), state: z.number().int() });

export const ReceiptSchema = z.object({
  paymentId: z.number().int(),
  receiptCode: z.string(),
  /** The property company issuing it (the tenant), printed at the head of the receipt. */
  companyName: z.string(),
  communityName: z.string(),
  address: z.string(),
  payerName: z.string(),
  cashierName: z.string(),
  paidAt: z.string(),
  state: z.number().int(),
  total: z.string(),
  lines: z.array(
    z.object({
      billLineId: z.number().int(),
      feeName: z.string(),
      period: z.string(),
      receivable: z.string(),
      paid: z.string(),
      /** What this receipt still holds of the line (paid less its refunds): the most a refund can reopen. */
      refundable: z.string(),
    }),
  ),
  methods: z.array(z.object({ method: z.number().int(), amount: z.string() })),
  /** What has been refunded or cancelled of it so far (a negative amount or "0.00"). */
  reversed: z.string(),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

export const ClosedMonthQuerySchema = z.strictObject({ residentialId: z.coerce.number().int().positive().max(2_147_483_647) });
/** `YYYY-MM`, or null while no month of the community is closed. */
export const ClosedMonthSchema = z.object({ lastClosedMonth: z.string().nullable() });

export const ReceiptByCodeQuerySchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/),
});

/** GET counterApartments?q=: what the cashier typed, as written on the door or the bill. */
export const CounterApartmentQuerySchema = z.strictObject({ q: z.string().trim().min(1).max(50) });
/** A house the counter can open: its address as people read it, and its owner. */
export const CounterApartmentSchema = z.object({
  apartmentId: z.number(),
  address: z.string(),
  ownerName: z.string().nullable(),
  ownerPhone: z.string().nullable(),
});
export type CounterApartment = z.infer<typeof CounterApartmentSchema>;
/** At most this many houses answer one search (a choice, not a list to page through). */
export const COUNTER_APARTMENT_LIMIT = 20;
