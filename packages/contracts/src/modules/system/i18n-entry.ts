import { defineResource } from '../../resource/define.js';
import { f } from '../../resource/fields.js';
import { LANGUAGE_TAG_OPTIONS } from './options.js';

/** Run-time overrides of the console's texts: `itemKey` is an i18n key, `itemContent` its text in `languageTag`. */
export const i18nEntryResource = defineResource({
  name: 'i18nEntry',
  module: 'sys',
  basePath: '/api/admin/i18n',
  menu: 'systemManager:systemParam',
  label: { zh: '国际化', en: 'Translation' },
  scope: 'headOffice',
  titleField: 'itemKey',
  actions: ['view', 'add', 'edit', 'delete', 'export'],
  defaultSort: { field: 'itemKey', order: 'asc' },
  fields: {
    id: f.id(),
    languageTag: f.enumOf(LANGUAGE_TAG_OPTIONS, '语言', 'Language', { required: true, list: true, search: 'eq' }),
    itemKey: f.text('键', 'Key', { required: true, maxLength: 200, list: true, search: 'like', sortable: true }),
    itemCode: f.text('分组编码', 'Group code', { maxLength: 100, list: true, search: 'eq' }),
    itemContent: f.textarea('内容', 'Content', { required: true, maxLength: 1000, list: true, search: 'like' }),
    updatedAt: f.updatedAt(),
    createdAt: f.createdAt(),
  },
});

export const I18N_PUBLIC_PATH = '/api/admin/public/i18n';
