import { describe, expect, it } from 'vitest';
import { amountInChineseCapitals } from './capitals.js';

describe('amountInChineseCapitals writes an amount as on a receipt (大写)', () => {
  it.each([
    ['1234.50', '壹仟贰佰叁拾肆元伍角整'],
    ['0.05', '伍分'],
    ['0.50', '伍角整'],
    ['0.00', '零元整'],
    ['0', '零元整'],
    ['10000.00', '壹万元整'],
    ['100.07', '壹佰元零柒分'],
    ['1680.32', '壹仟陆佰捌拾元叁角贰分'],
    ['10.00', '壹拾元整'],
    ['15.00', '壹拾伍元整'],
    ['1010.00', '壹仟零壹拾元整'],
    ['1001.00', '壹仟零壹元整'],
    ['100010.00', '壹拾万零壹拾元整'],
    // The 万 digit is 0 and the thousands are not: one 零 (the rules allow it written or left out; we write it).
    ['105000.00', '壹拾万零伍仟元整'],
    ['107000.53', '壹拾万零柒仟元伍角叁分'],
    ['1000000.00', '壹佰万元整'],
    ['100000000.00', '壹亿元整'],
    ['100010000.00', '壹亿零壹万元整'],
    ['100000001.00', '壹亿零壹元整'],
    ['99999999999.99', '玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
    ['27.60', '贰拾柒元陆角整'],
    ['1307.6', '壹仟叁佰零柒元陆角整'],
    ['-27.60', '负贰拾柒元陆角整'],
  ])('%s → %s', (amount, capitals) => {
    expect(amountInChineseCapitals(amount)).toBe(capitals);
  });

  it('refuses what is not an amount of yuan to the fen', () => {
    for (const bad of ['1.234', 'abc', '', '1e3']) expect(() => amountInChineseCapitals(bad)).toThrow();
  });
});
