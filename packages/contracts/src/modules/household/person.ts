import { defineResource } from '../../resource/define.js';
import { f, GENDER_OPTIONS } from '../../resource/fields.js';
import { PERSON_TYPE_OPTIONS } from '../door/index.js';
import { REVIEW_FIELDS } from './review-fields.js';

/**
 * A resident registration (/householdManager/householdReg): an owner, family member or tenant of an
 * apartment, or an employee of a campus company. New registrations wait for review (review.ts).
 */
export const personResource = defineResource({
  name: 'person',
  module: 'door',
  basePath: '/api/door/person',
  menu: 'householdManager:householdReg',
  label: { zh: '住户', en: 'Resident' },
  scope: 'community',
  titleField: 'name',
  actions: ['view', 'add', 'edit', 'delete', 'export', 'import'],
  defaultSort: { field: 'id', order: 'desc' },
  paths: { create: { method: 'POST', path: '/api/door/person' } },
  fields: {
    id: f.id(),
    residentialId: f.reference('所属社区', 'Community', { form: 'readonly', ref: { resource: 'residential' } }),
    name: f.text('姓名', 'Name', { required: true, maxLength: 50, list: true, search: 'like' }),
    personType: f.enumOf(PERSON_TYPE_OPTIONS, '住户类型', 'Resident type', { required: true, list: true, search: 'eq' }),
    phone: f.phone('手机号', 'Mobile', { required: true, list: true, search: 'like' }),
    gender: f.enumOf(GENDER_OPTIONS, '性别', 'Gender', { list: true }),
    idCard: f.idCard('身份证号', 'ID card number', { list: true, search: 'eq' }),
    apartmentId: f.reference('房屋', 'House', { ref: { resource: 'apartment' }, list: true, search: 'eq' }),
    buildingId: f.reference('楼栋', 'Building', { form: 'readonly', ref: { resource: 'building' }, list: true, search: 'eq' }),
    companyId: f.reference('所属企业', 'Company', { ref: { resource: 'company' }, list: true, search: 'eq' }),
    portrait: f.image('人像照片', 'Portrait', { list: true }),
    licencePlate: f.text('车牌号', 'Licence plate', { maxLength: 10, list: true }),
    ...REVIEW_FIELDS,
    createdAt: { ...f.createdAt(), search: 'range' },
  },
});
