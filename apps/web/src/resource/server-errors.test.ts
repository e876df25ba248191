import { describe, expect, it } from 'vitest';
import { formFieldErrors } from './server-errors.js';

const known = new Set(['username', 'phone']);

describe('server validation errors on the form', () => {
  it('puts each field message of 40001 under its field', () => {
    expect(
      formFieldErrors(
        40001,
        '提交的数据不正确',
        {
          fields: [
            { field: 'phone', message: 'phone 格式不正确' },
            { field: 'other', message: 'x' },
          ],
        },
        known,
      ),
    ).toEqual([{ name: 'phone', errors: ['phone 格式不正确'] }]);
  });

  it('shows the message of 40003 and 40901 under the fields they name', () => {
    expect(formFieldErrors(40003, 'not allowed: username', { fields: ['username'] }, known)).toEqual([
      { name: 'username', errors: ['not allowed: username'] },
    ]);
    expect(formFieldErrors(40901, '用户名已存在', { field: 'username' }, known)).toEqual([{ name: 'username', errors: ['用户名已存在'] }]);
  });

  it('names no field for other codes or when the server names none', () => {
    expect(formFieldErrors(40901, '数据已存在', undefined, known)).toEqual([]);
    expect(formFieldErrors(50001, 'x', { field: 'username' }, known)).toEqual([]);
  });
});
