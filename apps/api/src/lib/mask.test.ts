import { describe, expect, it } from 'vitest';
import { encodeNewlines, maskForLog, maskIdNumber } from './mask.js';

describe('maskForLog', () => {
  it('hides passwords, tokens and secrets at any depth', () => {
    expect(
      maskForLog({
        username: 'admin',
        password: 'Admin@2026',
        nested: { oldPassword: 'x', confirmPassword: 'y', token: 't', apiSecret: 's' },
      }),
    ).toEqual({
      username: 'admin',
      password: '***',
      nested: { oldPassword: '***', confirmPassword: '***', token: '***', apiSecret: '***' },
    });
  });

  it('masks identity numbers, keeping the first 3 and last 4 characters', () => {
    expect(maskForLog({ idCard: '110101199003074514', persons: [{ idNumber: '11010119900307451X' }] })).toEqual({
      idCard: '110***********4514',
      persons: [{ idNumber: '110***********451X' }],
    });
    expect(maskIdNumber('12345')).toBe('*****');
  });

  it('encodes newlines so a value cannot forge log lines', () => {
    expect(maskForLog({ title: 'ok\r\n2026-01-01 admin login success' })).toEqual({ title: 'ok\\r\\n2026-01-01 admin login success' });
    expect(encodeNewlines('a'.repeat(600))).toHaveLength(501);
  });
});
