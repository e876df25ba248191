import { defineResource } from '../../resource/define.js';
import { f, GENDER_OPTIONS } from '../../resource/fields.js';
import type { FieldDecl } from '../../resource/types.js';
import {
  GUEST_TYPE_OPTIONS,
  IS_CALL_OPTIONS,
  VISIT_PASS_METHOD_OPTIONS,
  VISIT_REGISTER_WAY_OPTIONS,
  VISIT_WAY_OPTIONS,
  WATCHLIST_LEVEL_OPTIONS,
  WATCHLIST_OUTCOME_OPTIONS,
} from './options.js';
import { VISIT_STATUS_OPTIONS } from './workflow.js';

const ro = (field: FieldDecl): FieldDecl => ({ ...field, form: 'readonly' });

/** The visit's fields both screens read (one table, `visits`). */
const visitFields = {
  id: f.id(),
  residentialId: f.reference('所属社区', 'Community', { form: 'readonly', ref: { resource: 'residential' } }),
  appointmentNumber: f.text('预约编号', 'Appointment number', { maxLength: 32, form: 'readonly', list: true, search: 'eq', width: 170 }),
  appointmentStatus: f.enumOf(VISIT_STATUS_OPTIONS, '状态', 'Status', { form: 'readonly', list: true, search: 'eq', width: 110 }),
  guestName: f.text('访客姓名', 'Visitor name', { required: true, maxLength: 50, list: true, search: 'like', width: 110 }),
  guestType: f.enumOf(GUEST_TYPE_OPTIONS, '访客类型', 'Visitor type', { required: true, list: true, search: 'eq', default: 'business' }),
  visitPhone: f.phone('访客电话', 'Visitor phone', { required: true, list: true, search: 'eq', width: 130 }),
  idNumber: f.idCard('身份证号', 'ID number', { search: 'eq' }),
  visitGender: f.enumOf(GENDER_OPTIONS, '性别', 'Gender', { list: true }),
  visitCompanyName: f.text('访客单位', 'Visitor’s company', { maxLength: 100, list: true, search: 'like' }),
  /** A campus visit names the company; a residential one leaves it out and names a resident as the host. */
  companyId: f.reference('被访企业', 'Company visited', { ref: { resource: 'company' }, search: 'eq' }),
  companyName: f.text('被访企业', 'Company visited', { form: 'readonly', list: true, width: 160 }),
  buildingId: f.reference('被访楼栋', 'Building visited', { form: 'readonly', ref: { resource: 'building' }, search: 'eq' }),
  buildingName: f.text('被访楼栋', 'Building visited', { form: 'readonly', list: true }),
  personId: f.reference('被访人', 'Host', { ref: { resource: 'person' } }),
  personName: f.text('被访人姓名', 'Host name', { required: true, maxLength: 50, list: true, search: 'like' }),
  personMobile: f.phone('被访人电话', 'Host mobile', { required: true, list: true }),
  appointmentReason: f.text('来访事由', 'Reason for the visit', { maxLength: 200, list: true }),
  statusReason: f.text('审核/取消说明', 'Rejection or cancellation reason', { form: 'readonly', maxLength: 200 }),
  expectedAt: f.datetime('预约到访时间', 'Expected at', { required: true, list: true, search: 'range', width: 170, fromToday: true }),
  expectedLeaveAt: f.datetime('预计离开时间', 'Expected to leave at', { fromToday: true }),
  visitWay: f.enumOf(VISIT_WAY_OPTIONS, '来访方式', 'Visit method', { required: true, list: true, search: 'eq', default: 'walk' }),
  licensePlateNumber: f.text('车牌号', 'Licence plate', { maxLength: 10 }),
  visitTimes: f.integer('来访次数', 'Visit count', { form: 'readonly' }),
  isCall: f.enumOf(IS_CALL_OPTIONS, '通知被访人', 'Host called', { form: 'readonly' }),
  registerWay: f.enumOf(VISIT_REGISTER_WAY_OPTIONS, '登记方式', 'Registered at', { form: 'readonly', list: true, search: 'eq' }),
  passMethod: f.enumOf(VISIT_PASS_METHOD_OPTIONS, '通行方式', 'Pass method', { form: 'readonly', list: true, search: 'eq' }),
  accessCard: f.text('门禁卡号', 'Access card', { form: 'readonly', maxLength: 10, list: true, search: 'eq' }),
  qrValidUntil: f.datetime('二维码有效期至', 'QR pass valid until', { form: 'readonly' }),
  deposit: f.integer('押金（分）', 'Deposit (fen)', { form: 'readonly', min: 0 }),
  temperature: f.decimal('体温（℃）', 'Temperature (°C)', { form: 'readonly', scale: 1, list: true }),
  guestPicUrl: f.image('访客照片', 'Visitor photo', { form: 'readonly' }),
  catchImage: f.image('现场抓拍', 'Captured photo', { form: 'readonly', list: true }),
  idImage: f.image('证件照片', 'ID card photo', { form: 'readonly' }),
  /** The companions' names (the server computes them from the visit's companion list). */
  companionNames: f.text('随行人员', 'Companions', { form: 'readonly', virtual: true, list: true, maxLength: 2000 }),
  watchlistLevel: f.enumOf(WATCHLIST_LEVEL_OPTIONS, '名单标记', 'Watchlist flag', { form: 'readonly', list: true, search: 'eq' }),
  inTime: f.datetime('到访时间', 'Arrived at', { form: 'readonly', list: true, sortable: true, search: 'range', width: 170 }),
  leaveTime: f.datetime('离开时间', 'Left at', { form: 'readonly', list: true, sortable: true, width: 170 }),
  crtTime: { ...f.createdAt(), label: { zh: '登记时间', en: 'Registered at' } },
};

/**
 * Visitor information and appointments (/visitorManager/visitorMng): every visit, appointments made here (they
 * start pending). The transitions are the routes of workflow.ts; the kiosk's registrations arrive through
 * siteRegister (endpoints.ts).
 */
export const visitorResource = defineResource({
  name: 'visitor',
  module: 'property',
  basePath: '/api/property/visitor',
  menu: 'visitorManager:visitorMng',
  label: { zh: '访客预约', en: 'Visitor appointment' },
  scope: 'community',
  titleField: 'guestName',
  actions: ['view', 'add', 'export'],
  defaultSort: { field: 'id', order: 'desc' },
  fields: visitFields,
});

/** Visit records (/visitorManager/visitorRecord): the visits that arrived, with their in and leave time. */
export const visitRecordResource = defineResource({
  name: 'visitRecord',
  module: 'property',
  basePath: '/api/property/visitRecord',
  menu: 'visitorManager:visitorRecord',
  label: { zh: '来访记录', en: 'Visit record' },
  scope: 'community',
  titleField: 'guestName',
  actions: ['view', 'export'],
  defaultSort: { field: 'inTime', order: 'desc' },
  defaultRange: { field: 'inTime', days: 30 },
  fields: Object.fromEntries(
    Object.entries(visitFields).map(([name, field]) => [name, name === 'id' ? field : ro(field)]),
  ) as typeof visitFields,
});

/** The watchlist (kept by a security manager, a tab of /visitorManager/visitorMng with its own elements). */
export const visitorWatchlistResource = defineResource({
  name: 'visitorWatchlist',
  module: 'property',
  basePath: '/api/property/visitorWatchlist',
  menu: 'visitorManager:visitorMng',
  label: { zh: '访客黑名单', en: 'Visitor watchlist' },
  scope: 'both',
  titleField: 'name',
  actions: ['view', 'add', 'edit', 'delete'],
  defaultSort: { field: 'id', order: 'desc' },
  fields: {
    id: f.id(),
    residentialId: f.reference('所属社区', 'Community', { form: 'readonly', ref: { resource: 'residential' }, list: true }),
    name: f.text('姓名', 'Name', { required: true, maxLength: 50, list: true, search: 'like' }),
    idNumber: f.idCard('身份证号', 'ID number', { list: true, search: 'eq' }),
    phone: f.phone('手机号', 'Mobile', { list: true, search: 'eq' }),
    level: f.enumOf(WATCHLIST_LEVEL_OPTIONS, '级别', 'Level', { required: true, list: true, search: 'eq', default: 'escort' }),
    reason: f.text('原因', 'Reason', { required: true, maxLength: 200, list: true }),
    creatorId: f.reference('登记人', 'Added by', { form: 'readonly', ref: { resource: 'user' }, list: true }),
    createdAt: f.createdAt(),
  },
});

/** Each time a watchlisted person was stopped or flagged at registration (read only). */
export const visitorWatchlistEventResource = defineResource({
  name: 'visitorWatchlistEvent',
  module: 'property',
  basePath: '/api/property/visitorWatchlistEvent',
  menu: 'visitorManager:visitorMng',
  label: { zh: '黑名单拦截记录', en: 'Watchlist event' },
  scope: 'both',
  titleField: 'guestName',
  actions: ['view'],
  defaultSort: { field: 'id', order: 'desc' },
  fields: {
    id: f.id(),
    residentialId: f.reference('所属社区', 'Community', { form: 'readonly', ref: { resource: 'residential' }, list: true }),
    guestName: f.text('访客姓名', 'Visitor name', { form: 'readonly', list: true, search: 'like' }),
    idNumber: f.idCard('身份证号', 'ID number', { form: 'readonly', list: true, search: 'eq' }),
    phone: f.phone('手机号', 'Mobile', { form: 'readonly', list: true }),
    level: f.enumOf(WATCHLIST_LEVEL_OPTIONS, '级别', 'Level', { form: 'readonly', list: true, search: 'eq' }),
    outcome: f.enumOf(WATCHLIST_OUTCOME_OPTIONS, '结果', 'Outcome', { form: 'readonly', list: true, search: 'eq' }),
    registerWay: f.enumOf(VISIT_REGISTER_WAY_OPTIONS, '登记方式', 'Registered at', { form: 'readonly', list: true }),
    userName: f.text('登记账号', 'Registered by', { form: 'readonly', list: true }),
    visitId: f.reference('来访记录', 'Visit', { form: 'readonly', ref: { resource: 'visitRecord' } }),
    createdAt: f.createdAt(),
  },
});
