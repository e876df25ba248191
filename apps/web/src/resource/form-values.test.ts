import { defineResource, f } from '@cvap/contracts';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { DialogMode } from './form-rules.js';
import { dialogFields, toFormValues, toRequestBody } from './form-values.js';

const account = defineResource({
  name: 'account',
  module: 'sys',
  basePath: '/api/admin/account',
  menu: 'systemManager:userMng',
  label: { zh: '账号', en: 'Account' },
  scope: 'headOffice',
  fields: {
    id: f.id(),
    username: f.text('用户名', 'Username', { required: true, form: 'create' }),
    name: f.text('姓名', 'Name'),
    password: f.password('密码', 'Password', { required: true }),
    validUntil: f.date('有效期', 'Valid until'),
    createdAt: f.createdAt(),
  },
  actions: ['view', 'add', 'edit'],
  titleField: 'username',
});

describe('dialog values', () => {
  it('show read-only fields in detail mode only, and the password never in detail mode', () => {
    expect(dialogFields(account, DialogMode.add).map(([n]) => n)).toEqual(['username', 'name', 'password', 'validUntil']);
    expect(dialogFields(account, DialogMode.detail).map(([n]) => n)).toEqual(['username', 'name', 'validUntil', 'createdAt']);
  });

  it('clone sends no id and no read-only field; the trimmed values and formatted dates go', () => {
    const values: Record<string, unknown> = { ...toFormValues(account, { id: 5, username: 'a', name: ' Li ', validUntil: '2026-05-01', createdAt: '2026-01-01 00:00:00' }), password: 'Secret123' };
    expect(values.validUntil).toSatisfy(dayjs.isDayjs);
    expect(toRequestBody(account, values, DialogMode.clone)).toEqual({ username: 'a', name: 'Li', password: 'Secret123', validUntil: '2026-05-01' });
  });

  it('add leaves empty fields out, so the server defaults apply', () => {
    expect(toRequestBody(account, { username: 'b', name: '  ', validUntil: null, password: 'Secret123' }, DialogMode.add)).toEqual({ username: 'b', password: 'Secret123' });
  });

  it('edit leaves out create-only fields and an untouched password', () => {
    const values = toFormValues(account, { id: 5, username: 'a', name: 'Li', validUntil: null });
    expect(toRequestBody(account, values, DialogMode.edit)).toEqual({ name: 'Li', validUntil: null });
  });
});
