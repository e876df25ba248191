import { describe, expect, it } from 'vitest';
import { statementLabel } from './labels.js';

describe('statement labels', () => {
  it('name a payment by its source as the ledger does: 4 a deposit received, 5 a bank collection', () => {
    expect(statementLabel.source(4, 'zh_cn')).toBe('押金收取');
    expect(statementLabel.source(5, 'zh_cn')).toBe('银行托收');
    expect(statementLabel.source(5, 'en')).toBe('Bank collection');
  });

  it('name account businesses and payment states from the ledger lists, and show an unknown code as it is', () => {
    expect(statementLabel.businessType(8, 'zh_cn')).toBe('没收');
    expect(statementLabel.state(2, 'en')).toBe('Cancelled');
    expect(statementLabel.source(99, 'zh_cn')).toBe('99');
  });
});
