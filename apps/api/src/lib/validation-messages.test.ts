import { describe, expect, it } from 'vitest';
import { describeValidation } from './validation-messages.js';

const custom = (field: string, message: string) => ({ keyword: 'custom', instancePath: `/${field}`, message, params: {} });

describe('describeValidation', () => {
  it('names a wrong ID card number as such, in both languages', () => {
    expect(describeValidation([custom('idCard', 'idCard')], 'zh_cn')).toEqual([
      { field: 'idCard', message: 'idCard 请输入正确的18位身份证号码（校验位不符）' },
    ]);
    expect(describeValidation([custom('idCard', 'idCard')], 'en')[0]!.message).toBe(
      'idCard must be a valid 18-digit ID card number (the check digit does not match)',
    );
  });

  it('names a wrong mobile number as such and any other custom refusal as not valid', () => {
    expect(describeValidation([custom('phone', 'mobile')], 'en')[0]!.message).toBe('phone must be a valid mobile number');
    expect(describeValidation([custom('x', 'other')], 'zh_cn')[0]!.message).toBe('x 不正确');
  });
});
