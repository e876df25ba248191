import { defineResource } from '../../resource/define.js';
import { ENABLE_OPTIONS, f, FROZEN_OPTIONS, GENDER_OPTIONS } from '../../resource/fields.js';

/**
 * Spec "System user". Paths are the spec's (section 7). Roles and communities live in link tables, so they are
 * virtual fields the server's hooks write; the password is write-only and stored as an Argon2id hash.
 */
export const userResource = defineResource({
  name: 'user',
  module: 'sys',
  basePath: '/api/admin/user',
  menu: 'systemManager:userMng',
  label: { zh: '用户', en: 'User' },
  scope: 'headOffice',
  titleField: 'name',
  lookupHint: 'username',
  actions: ['view', 'add', 'edit', 'delete', 'export'],
  defaultSort: { field: 'id', order: 'asc' },
  paths: {
    create: { method: 'POST', path: '/api/admin/user/add' },
    update: { method: 'PUT', path: '/api/admin/user/update' },
  },
  fields: {
    id: f.id(),
    username: f.text('用户名', 'Username', {
      required: true,
      maxLength: 64,
      list: true,
      search: 'like',
      sortable: true,
      form: 'create',
      unique: true,
    }),
    name: f.text('姓名', 'Name', { required: true, maxLength: 50, list: true, search: 'like' }),
    departmentId: f.reference('部门', 'Department', { ref: { resource: 'department', tree: true }, list: true, search: 'eq' }),
    roleIds: f.reference('角色', 'Roles', { required: true, multiple: true, virtual: true, ref: { resource: 'role' }, list: true }),
    phone: f.phone('手机号', 'Mobile', { list: true, search: 'like' }),
    email: f.email('邮箱', 'Email', { maxLength: 100 }),
    password: f.password('密码', 'Password', { required: true }),
    communityIds: f.reference('所属社区', 'Communities', { multiple: true, virtual: true, ref: { resource: 'residential' }, list: true }),
    buildingId: f.reference('所在楼栋', 'Building', { ref: { resource: 'building' } }),
    headOffice: f.boolean('总部账号', 'Head office', { list: true }),
    kiosk: f.boolean('访客机账号', 'Kiosk account', { list: true }),
    validUntil: f.datetime('有效期至', 'Valid until', { list: true }),
    gender: f.enumOf(GENDER_OPTIONS, '性别', 'Gender', { list: true }),
    enabled: f.enumOf(ENABLE_OPTIONS, '状态', 'Status', { list: true, search: 'eq', default: 1 }),
    frozen: f.enumOf(FROZEN_OPTIONS, '冻结状态', 'Frozen', { form: 'readonly', list: true, search: 'eq' }),
    creatorId: f.reference('创建人', 'Creator', { form: 'readonly', ref: { resource: 'user' }, list: true }),
    createdAt: f.createdAt(),
  },
});

/** The user screen's actions beyond CRUD. */
export const USER_ELEMENTS = {
  freeze: { code: 'sys:user:freeze', menu: 'systemManager:userMng', zh: '冻结/解冻', en: 'Freeze or unfreeze' },
  resetPassword: { code: 'sys:user:resetPassword', menu: 'systemManager:userMng', zh: '重置密码', en: 'Reset password' },
} as const;
