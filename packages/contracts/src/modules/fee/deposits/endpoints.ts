import { endpoint } from '../../../endpoint-decl.js';
import { DEPOSIT_ELEMENTS, DepositSettleRequestSchema, DepositSettleResultSchema } from './deposits.js';

/** A held deposit or guarantee leaving the house's hands (docs/decisions/0034). */
export const FeeDepositEndpoints = {
  settle: endpoint({
    id: 'fee.depositSettle',
    method: 'POST',
    path: '/api/property/fee/deposit/settle',
    tag: 'fee',
    summary: 'Refund or forfeit a held deposit or guarantee (its whole balance; a refund may keep a part back, forfeited)',
    access: DEPOSIT_ELEMENTS.settle.code,
    opLog: { resource: 'feeDeposit', action: 'return' },
    body: DepositSettleRequestSchema,
    answer: DepositSettleResultSchema,
  }),
};
