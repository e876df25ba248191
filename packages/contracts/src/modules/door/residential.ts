import { defineResource } from '../../resource/define.js';
import { f } from '../../resource/fields.js';
import { RESIDENTIAL_KIND_OPTIONS } from './options.js';

/**
 * Spec "Community (residential): id, residentialName, companyId". The head office creates communities;
 * `companyId` is what the CompanyId header carries once a user acts for the community.
 */
export const residentialResource = defineResource({
  name: 'residential',
  module: 'door',
  basePath: '/api/door/residential',
  menu: 'houseManager:houseManager',
  label: { zh: '社区', en: 'Community' },
  scope: 'headOffice',
  titleField: 'residentialName',
  actions: ['view', 'add', 'edit', 'delete'],
  defaultSort: { field: 'id', order: 'asc' },
  paths: { create: { method: 'POST', path: '/api/door/residential' } },
  fields: {
    id: f.id(),
    residentialName: f.text('社区名称', 'Community name', { required: true, maxLength: 50, list: true, search: 'like' }),
    companyId: f.text('社区编码', 'Community code', {
      required: true,
      maxLength: 32,
      list: true,
      form: 'create',
      unique: true,
      search: 'eq',
    }),
    kind: f.enumOf(RESIDENTIAL_KIND_OPTIONS, '社区类型', 'Kind', { required: true, list: true, search: 'eq' }),
    address: f.text('地址', 'Address', { maxLength: 200, list: true }),
    createdAt: f.createdAt(),
  },
});
