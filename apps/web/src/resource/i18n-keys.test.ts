import { defineResource, f } from '@cvap/contracts';
import { describe, expect, it } from 'vitest';
import { entryKey, overridePairs, resourceTranslations } from './i18n-keys.js';

const user = defineResource({
  name: 'user',
  module: 'sys',
  basePath: '/api/admin/user',
  menu: 'systemManager:userMng',
  label: { zh: '用户', en: 'User' },
  scope: 'headOffice',
  fields: { id: f.id(), username: f.text('用户名', 'Username', { list: true }) },
  actions: ['view'],
  titleField: 'username',
});

describe('i18n keys generated from declarations', () => {
  it('give resources.<name>.label and resources.<name>.fields.<field> in each language', () => {
    expect(resourceTranslations([user], 'zh_cn')).toEqual({
      resources: { user: { label: '用户', fields: { id: '编号', username: '用户名' } } },
    });
    expect(resourceTranslations([user], 'en').resources.user?.fields.username).toBe('Username');
  });

  it('read run-time overrides as key → text from entries or a map', () => {
    expect(overridePairs([{ languageTag: 'en', itemKey: 'resources.user.fields.username', itemContent: 'Login' }])).toEqual([
      ['resources.user.fields.username', 'Login'],
    ]);
    expect(overridePairs({ rows: [{ itemKey: 'resources.user.fields', itemCode: 'name', itemContent: 'Full name' }] })).toEqual([
      ['resources.user.fields.name', 'Full name'],
    ]);
    expect(overridePairs({ 'app.productName': 'X' })).toEqual([['app.productName', 'X']]);
    expect(overridePairs(null)).toEqual([]);
  });

  it('do not repeat an item code already ending the key', () => {
    expect(entryKey({ itemKey: 'resources.user.label', itemCode: 'label', itemContent: 'x' })).toBe('resources.user.label');
  });
});
