import { defineResource, f } from '@cvap/contracts';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { DialogMode } from './form-rules.js';
import { addFormDefaults, dialogFields, toFormValues, toRequestBody } from './form-values.js';

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
    const values: Record<string, unknown> = {
      ...toFormValues(account, { id: 5, username: 'a', name: ' Li ', validUntil: '2026-05-01', createdAt: '2026-01-01 00:00:00' }),
      password: 'Secret123',
    };
    expect(values.validUntil).toSatisfy(dayjs.isDayjs);
    expect(toRequestBody(account, values, DialogMode.clone)).toEqual({
      username: 'a',
      name: 'Li',
      password: 'Secret123',
      validUntil: '2026-05-01',
    });
  });

  it('add leaves empty fields out, so the server defaults apply', () => {
    expect(toRequestBody(account, { username: 'b', name: '  ', validUntil: null, password: 'Secret123' }, DialogMode.add)).toEqual({
      username: 'b',
      password: 'Secret123',
    });
  });

  it('edit leaves out create-only fields and an untouched password', () => {
    const values = toFormValues(account, { id: 5, username: 'a', name: 'Li', validUntil: null });
    expect(toRequestBody(account, values, DialogMode.edit)).toEqual({ name: 'Li', validUntil: null });
  });
});

describe('defaults and json fields in the dialog', () => {
  const entry = defineResource({
    name: 'entry',
    module: 'sys',
    basePath: '/api/admin/entry',
    menu: 'systemManager:menuMng',
    label: { zh: '条目', en: 'Entry' },
    scope: 'headOffice',
    fields: {
      id: f.id(),
      name: f.text('名称', 'Name', { required: true }),
      kind: f.enumOf(
        [
          { value: 'route', zh: '页面', en: 'Page' },
          { value: 'link', zh: '链接', en: 'Link' },
        ],
        '方式',
        'Kind',
        { required: true, default: 'route' },
      ),
      attributes: f.json('属性', 'Attributes'),
    },
    actions: ['view', 'add', 'edit'],
    titleField: 'name',
  });
  const stored = { inline: [{ path: '/houseManager/detail', zh: '房间详情', en: 'Room detail' }] };

  it('starts an add dialog with the declared defaults', () => {
    expect(addFormDefaults(entry)).toEqual({ kind: 'route' });
  });

  it('shows a stored object as JSON text and sends it back as the same object', () => {
    const values = toFormValues(entry, { id: 1, name: 'a', kind: 'route', attributes: stored });
    expect(values.attributes).toBe(JSON.stringify(stored, null, 2));
    expect(toRequestBody(entry, values, DialogMode.edit)).toEqual({ name: 'a', kind: 'route', attributes: stored });
  });

  it('sends empty JSON text as nothing: left out on add, cleared on edit', () => {
    expect(toFormValues(entry, { id: 1, name: 'a', kind: 'link', attributes: null }).attributes).toBe('');
    expect(toRequestBody(entry, { name: 'a', kind: 'link', attributes: '  ' }, DialogMode.add)).toEqual({ name: 'a', kind: 'link' });
    expect(toRequestBody(entry, { name: 'a', kind: 'link', attributes: '' }, DialogMode.edit)).toEqual({
      name: 'a',
      kind: 'link',
      attributes: null,
    });
  });
});
