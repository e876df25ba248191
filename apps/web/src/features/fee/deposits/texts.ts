/** The deposit screen's refund and forfeit words (docs/decisions/0034). */
export const feeDepositZh = {
  refund: '退还',
  forfeit: '没收',
  refundTitle: '退还押金（余额 {{balance}} 元）',
  forfeitTitle: '没收押金（全部余额 {{balance}} 元）',
  method: '退还方式',
  reason: '原因',
  refunded: '已退还 {{amount}} 元',
  forfeited: '已没收 {{amount}} 元',
  deduct: '扣除金额（损坏赔偿等，可不填）',
  willRefund: '将退还 {{amount}} 元，扣除 {{deducted}} 元（计为没收）',
  deductTooMuch: '扣除金额不能超过余额 {{balance}} 元',
  refundedPart: '已退还 {{amount}} 元，扣除 {{deducted}} 元',
};

export const feeDepositEn: typeof feeDepositZh = {
  refund: 'Refund',
  forfeit: 'Forfeit',
  refundTitle: 'Refund the deposit (balance {{balance}} yuan)',
  forfeitTitle: 'Forfeit the deposit (its whole balance, {{balance}} yuan)',
  method: 'Paid back by',
  reason: 'Reason',
  refunded: 'Refunded {{amount}} yuan',
  forfeited: 'Forfeited {{amount}} yuan',
  deduct: 'Kept back (damages; optional)',
  willRefund: 'Refunds {{amount}} yuan and keeps {{deducted}} yuan back (forfeited)',
  deductTooMuch: 'At most the balance, {{balance}} yuan, can be kept back',
  refundedPart: 'Refunded {{amount}} yuan, {{deducted}} yuan kept back',
};
