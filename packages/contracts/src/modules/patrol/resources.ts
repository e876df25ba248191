import { defineResource } from '../../resource/define.js';
import { ENABLE_OPTIONS, f } from '../../resource/fields.js';
import { PATROL_CYCLE_OPTIONS, PATROL_ORDER_OPTIONS } from './options.js';

const residential = f.reference('所属社区', 'Community', { form: 'create', ref: { resource: 'residential' }, list: true, search: 'eq' });

/**
 * Patrol types (巡更类型), a tree kept by the head office for the whole company (安防巡更 → 消防巡查); communities
 * pick from it. The dictionary feeds read it whole (the tree) or by pages of at most 1 000.
 */
export const patrolTypeResource = defineResource({
  name: 'patrolType',
  module: 'property',
  basePath: '/api/property/patrolType',
  menu: 'patrolManager:patrolType',
  label: { zh: '巡更类型', en: 'Patrol type' },
  scope: 'headOffice',
  communityRead: true,
  titleField: 'typeName',
  actions: ['view', 'add', 'edit', 'delete'],
  tree: { parentField: 'pid' },
  defaultSort: { field: 'sortNo', order: 'asc' },
  fields: {
    id: f.id(),
    pid: f.reference('上级类型', 'Parent type', { ref: { resource: 'patrolType', tree: true } }),
    typeName: f.text('类型名称', 'Type name', { required: true, maxLength: 50, list: true, search: 'like' }),
    sortNo: f.integer('排序号', 'Sort number', { min: 0, max: 100_000, list: true, sortable: true, default: 0 }),
    remark: f.textarea('备注', 'Remark', { maxLength: 200, list: true }),
    createdAt: f.createdAt(),
  },
});

/** Patrol areas of a community (东区, 地下车库…): points are grouped by them and the overview counts problems by them. */
export const patrolAreaResource = defineResource({
  name: 'patrolArea',
  module: 'property',
  basePath: '/api/property/patrolArea',
  menu: 'patrolManager:patrolPoint',
  label: { zh: '巡更区域', en: 'Patrol area' },
  scope: 'community',
  titleField: 'areaName',
  actions: ['view', 'add', 'edit', 'delete'],
  defaultSort: { field: 'id', order: 'asc' },
  fields: {
    id: f.id(),
    residentialId: residential,
    areaName: f.text('区域名称', 'Area name', { required: true, maxLength: 50, list: true, search: 'like' }),
    remark: f.textarea('备注', 'Remark', { maxLength: 200, list: true }),
    createdAt: f.createdAt(),
  },
});

/**
 * Patrol points: a place on site with its QR code. `pointCode` is the QR's text, unique in the company, printed on
 * the label the patroller scans; `checkItems` is what to look at there, one item a line. The QR image is drawn
 * from `pointCode` wherever it is shown, so a point imported from a spreadsheet has the same QR as one added by
 * the form.
 */
export const patrolPointResource = defineResource({
  name: 'patrolPoint',
  module: 'property',
  basePath: '/api/property/patrolPoint',
  menu: 'patrolManager:patrolPoint',
  label: { zh: '巡更点', en: 'Patrol point' },
  scope: 'community',
  titleField: 'pointName',
  // Exported as the import template filled in (area and type by name), so a community's points import back.
  actions: ['view', 'add', 'edit', 'delete', 'export', 'import'],
  defaultSort: { field: 'id', order: 'asc' },
  fields: {
    id: f.id(),
    residentialId: residential,
    pointName: f.text('巡更点名称', 'Point name', { required: true, maxLength: 50, list: true, search: 'like' }),
    pointCode: f.text('二维码内容', 'QR code text', {
      required: true,
      maxLength: 40,
      unique: true,
      list: true,
      search: 'eq',
      placeholder: { zh: '如 XG-YG-001', en: 'e.g. XG-YG-001' },
    }),
    areaId: f.reference('巡更区域', 'Area', {
      required: true,
      list: true,
      search: 'eq',
      ref: { resource: 'patrolArea', sameResidential: true },
    }),
    typeId: f.reference('巡更类型', 'Patrol type', {
      required: true,
      list: true,
      search: 'eq',
      ref: { resource: 'patrolType', tree: true },
    }),
    location: f.text('位置', 'Location', { required: true, maxLength: 100, list: true }),
    checkItems: f.textarea('检查项', 'Check items', { maxLength: 500, placeholder: { zh: '每行一项', en: 'One item a line' } }),
    enabled: f.enumOf(ENABLE_OPTIONS, '状态', 'Status', { required: true, default: 1, list: true, search: 'eq' }),
    createdAt: f.createdAt(),
  },
});

/** Patrol routes: points of one community in the order they are walked (`pointIds`, kept in a link table). */
export const patrolRouteResource = defineResource({
  name: 'patrolRoute',
  module: 'property',
  basePath: '/api/property/patrolRoute',
  menu: 'patrolManager:patrolRoute',
  label: { zh: '巡更路线', en: 'Patrol route' },
  scope: 'community',
  titleField: 'routeName',
  actions: ['view', 'add', 'edit', 'delete'],
  defaultSort: { field: 'id', order: 'asc' },
  fields: {
    id: f.id(),
    residentialId: residential,
    routeName: f.text('路线名称', 'Route name', { required: true, maxLength: 50, list: true, search: 'like' }),
    pointIds: f.reference('巡更点(按顺序)', 'Points (in order)', {
      required: true,
      multiple: true,
      virtual: true,
      list: true,
      ref: { resource: 'patrolPoint', sameResidential: true },
    }),
    remark: f.textarea('备注', 'Remark', { maxLength: 200, list: true }),
    createdAt: f.createdAt(),
  },
});

/**
 * Patrol plans: a route walked by its people on the days of a cycle, in one shift a day: a window of
 * `windowMinutes` from `timeOfDay` (China time; a night shift may run past midnight). Two shifts a day are two plans.
 * `cycleDays` says which days: weekly 1..7 (1 = Monday), monthly 1..31, yearly MM-DD, separated by commas; the
 * work-plan machinery's cycle is built from these fields on every write. Tasks are made `leadDays` ahead.
 */
export const patrolPlanResource = defineResource({
  name: 'patrolPlan',
  module: 'property',
  basePath: '/api/property/patrolPlan',
  menu: 'patrolManager:patrolPlan',
  label: { zh: '巡更计划', en: 'Patrol plan' },
  scope: 'community',
  titleField: 'planName',
  actions: ['view', 'add', 'edit', 'delete'],
  defaultSort: { field: 'id', order: 'desc' },
  fields: {
    id: f.id(),
    residentialId: residential,
    planName: f.text('计划名称', 'Plan name', { required: true, maxLength: 50, list: true, search: 'like' }),
    routeId: f.reference('巡更路线', 'Route', {
      required: true,
      list: true,
      search: 'eq',
      ref: { resource: 'patrolRoute', sameResidential: true },
    }),
    cycleKind: f.enumOf(PATROL_CYCLE_OPTIONS, '周期', 'Cycle', { required: true, default: 'daily', list: true, search: 'eq' }),
    cycleDays: f.text('周期日', 'Cycle days', {
      maxLength: 200,
      list: true,
      placeholder: {
        zh: '每周填 1-7（1=周一），每月填 1-31，每年填 MM-DD，逗号分隔',
        en: 'Weekly 1-7 (1 = Monday), monthly 1-31, yearly MM-DD; commas',
      },
    }),
    everyNDays: f.integer('间隔天数', 'Every N days', { max: 366 }),
    timeOfDay: f.text('班次开始', 'Shift starts', {
      required: true,
      maxLength: 5,
      list: true,
      default: '08:00',
      placeholder: { zh: 'HH:mm，如 20:00', en: 'HH:mm, e.g. 20:00' },
    }),
    windowMinutes: f.integer('巡更时长(分钟)', 'Window (minutes)', { required: true, min: 10, max: 1440, default: 120, list: true }),
    startsOn: f.date('开始日期', 'Starts on', { required: true, list: true }),
    endsOn: f.date('结束日期', 'Ends on', { list: true }),
    leadDays: f.integer('提前生成(天)', 'Days generated ahead', { required: true, min: 0, max: 31, default: 1 }),
    orderMode: f.enumOf(PATROL_ORDER_OPTIONS, '巡更顺序', 'Order', { required: true, default: 'anyOrder', list: true }),
    userIds: f.reference('巡更人员', 'Patrol staff', {
      required: true,
      multiple: true,
      virtual: true,
      // Who walks the plan's tasks must open them (巡更任务): no one else is offered, nor saved.
      ref: { resource: 'user', holding: 'property:patrolTask:view' },
    }),
    // The people's names, for lists and details (a community's screens do not read the head office's user list).
    staffNames: f.text('巡更人员', 'Patrol staff', { virtual: true, form: 'readonly', maxLength: 500, list: true }),
    enabled: f.enumOf(ENABLE_OPTIONS, '状态', 'Status', { required: true, default: 1, list: true, search: 'eq' }),
    createdAt: f.createdAt(),
  },
});
