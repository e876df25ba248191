/** The deposit screen's refund and forfeit words (docs/decisions/0034). */
export const feeDepositZh = {
  refund: '退还',
  forfeit: '没收',
  refundTitle: '退还押金（全部余额 {{balance}} 元）',
  forfeitTitle: '没收押金（全部余额 {{balance}} 元）',
  method: '退还方式',
  reason: '原因',
  refunded: '已退还 {{amount}} 元',
  forfeited: '已没收 {{amount}} 元',
};

export const feeDepositEn: typeof feeDepositZh = {
  refund: 'Refund',
  forfeit: 'Forfeit',
  refundTitle: 'Refund the deposit (its whole balance, {{balance}} yuan)',
  forfeitTitle: 'Forfeit the deposit (its whole balance, {{balance}} yuan)',
  method: 'Paid back by',
  reason: 'Reason',
  refunded: 'Refunded {{amount}} yuan',
  forfeited: 'Forfeited {{amount}} yuan',
};
