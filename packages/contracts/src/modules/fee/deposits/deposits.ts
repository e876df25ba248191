import { z } from 'zod';
import { BookedOnSchema, YuanSchema } from '../ledger/ledger.js';
import type { ElementDecl } from '../../../permissions.js';

/**
 * A deposit or guarantee leaves the house's hands in one of two ways (docs/decisions/0034): refunded to the payer
 * (business type 7) or forfeited (8), together its whole held balance; a refund may keep part of it back for damages
 * (a forfeiture of that part beside the refund of the rest). Receiving it is a top-up with a receipt (type 6).
 */
export const DEPOSIT_ELEMENTS = {
  settle: {
    code: 'fee:deposit:settle',
    menu: 'propertyPayment:propertyDeposit:depositAccount',
    zh: '退还或没收押金',
    en: 'Refund or forfeit deposits',
  },
} as const satisfies Record<string, ElementDecl>;

export const DepositSettleRequestSchema = z.strictObject({
  accountId: z.number().int().positive().max(2_147_483_647),
  action: z.enum(['refund', 'forfeit']),
  /** Refunds: how the money goes back (1 cash … 5 bank transfer). */
  method: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]).optional(),
  /** Refunds: the part kept back (forfeited), at most the balance; the rest is refunded. */
  deduct: YuanSchema.optional(),
  reason: z.string().trim().min(1).max(200),
  bookedOn: BookedOnSchema,
});
export type DepositSettleRequest = z.infer<typeof DepositSettleRequestSchema>;
export const DepositSettleResultSchema = z.object({
  accountId: z.number().int(),
  /** Refunded, or forfeited by a forfeit. */
  amount: z.string(),
  /** Kept back from a refund (forfeited); 0.00 otherwise. */
  deducted: z.string(),
  depositState: z.number().int(),
});
