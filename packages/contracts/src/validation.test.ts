import { describe, expect, it } from 'vitest';
import { idCardCheckChar, isAcceptablePassword, isValidIdCard, isValidMobile } from './validation.js';
import { cardHexToDecimal10 } from './hw-bridge.js';

describe('mobile numbers', () => {
  it('accepts 11 digits starting with 1 then 3 to 9', () => {
    expect(isValidMobile('13812345678')).toBe(true);
    expect(isValidMobile('19912345678')).toBe(true);
  });
  it('rejects a second digit below 3, wrong lengths and non-digits', () => {
    for (const bad of ['12812345678', '1381234567', '138123456789', '1381234567a', ' 13812345678']) {
      expect(isValidMobile(bad)).toBe(false);
    }
  });
});

describe('identity numbers', () => {
  it('computes the GB 11643 check character', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(idCardCheckChar('44052418800101001')).toBe('4');
  });
  it('accepts a number with the right check character and refuses one with a wrong one', () => {
    expect(isValidIdCard('11010519491231002X')).toBe(true);
    expect(isValidIdCard('110105194912310021')).toBe(false);
  });
  it('refuses impossible months and days', () => {
    const first17 = '11010519491331002';
    expect(isValidIdCard(first17 + idCardCheckChar(first17))).toBe(false);
  });
});

describe('password policy', () => {
  it('needs 8 to 64 characters with letters and digits', () => {
    expect(isAcceptablePassword('Admin@2026')).toBe(true);
    expect(isAcceptablePassword('short1')).toBe(false);
    expect(isAcceptablePassword('onlyletters')).toBe(false);
    expect(isAcceptablePassword('1234567890')).toBe(false);
    expect(isAcceptablePassword('a1'.repeat(33))).toBe(false);
  });
});

describe('card serial conversion', () => {
  it('turns a hexadecimal serial into a 10-digit decimal', () => {
    expect(cardHexToDecimal10('00BC614E')).toBe('0012345678');
    expect(cardHexToDecimal10('ffffffff')).toBe('4294967295');
  });
  it('refuses what is not a serial', () => {
    expect(() => cardHexToDecimal10('xyz')).toThrow();
    expect(() => cardHexToDecimal10('123456789')).toThrow();
  });
});
