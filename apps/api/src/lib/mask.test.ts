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

describe('encodeNewlines keeps a logged value storable in PostgreSQL', () => {
  it('writes a NUL as \\0 and a lone surrogate (also one cut in half) as U+FFFD', () => {
    expect(encodeNewlines('a\u0000b')).toBe('a\\0b');
    expect(encodeNewlines('x\ud800y\udc00')).toBe('x\ufffdy\ufffd');
    expect(encodeNewlines('😀')).toBe('😀');
    expect(encodeNewlines('a'.repeat(499) + '😀').endsWith('\ufffd…')).toBe(true);
    expect(maskForLog({ 'k\u0000': ['v\u0000', '\udc00'] })).toEqual({ 'k\\0': ['v\\0', '\ufffd'] });
  });
});
