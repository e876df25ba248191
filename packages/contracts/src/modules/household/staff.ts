import { defineResource } from '../../resource/define.js';
import { f, GENDER_OPTIONS } from '../../resource/fields.js';
import { STAFF_TYPE_OPTIONS } from '../door/index.js';
import { REVIEW_FIELDS } from './review-fields.js';

/**
 * Spec "Staff: staff name, staff ID, card SN, phone, portrait, staff type, contact flag, department, ID card
 * number, gender, licence plate, review status" (/householdManager/propertyReg). Head-office staff have no
 * community; a community's staff belong to it.
 */
export const staffResource = defineResource({
  name: 'staff',
  module: 'door',
  basePath: '/api/door/staff',
  menu: 'householdManager:propertyReg',
  label: { zh: '物业人员', en: 'Property staff' },
  scope: 'both',
  titleField: 'name',
  actions: ['view', 'add', 'edit', 'delete', 'export'],
  defaultSort: { field: 'id', order: 'desc' },
  paths: { create: { method: 'POST', path: '/api/door/staff' } },
  fields: {
    id: f.id(),
    residentialId: f.reference('所属社区', 'Community', { form: 'readonly', ref: { resource: 'residential' }, list: true }),
    name: f.text('姓名', 'Name', { required: true, maxLength: 50, list: true, search: 'like' }),
    staffNo: f.text('工号', 'Staff ID', { required: true, maxLength: 32, list: true, search: 'eq' }),
    cardSn: f.text('卡号', 'Card SN', { maxLength: 20, list: true }),
    phone: f.phone('手机号', 'Mobile', { required: true, list: true, search: 'like' }),
    portrait: f.image('人像照片', 'Portrait', { list: true }),
    staffType: f.enumOf(STAFF_TYPE_OPTIONS, '人员类型', 'Staff type', { required: true, list: true, search: 'eq' }),
    isContact: f.boolean('联系人', 'Contact person', { list: true }),
    departmentId: f.reference('部门', 'Department', { ref: { resource: 'department', tree: true }, list: true, search: 'eq' }),
    idCard: f.idCard('身份证号', 'ID card number', { list: true }),
    gender: f.enumOf(GENDER_OPTIONS, '性别', 'Gender', { list: true }),
    licencePlate: f.text('车牌号', 'Licence plate', { maxLength: 10, list: true }),
    ...REVIEW_FIELDS,
    createdAt: { ...f.createdAt(), search: 'range' },
  },
});
