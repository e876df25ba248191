import { z } from 'zod';
import type { ElementDecl } from '../../../permissions.js';
import { defineResource } from '../../../resource/define.js';
import { f } from '../../../resource/fields.js';
import type { EnumOption } from '../../../resource/types.js';

// Bill printing and push (issue 26, docs/decisions/0036): notice and reminder templates edited as data, one A4
// PDF of many houses made by a background task, and reminder campaigns sent through a channel.

const id = z.number().int().positive().max(2_147_483_647);

/** What a template prints: 1 a payment notice (缴费通知单), 2 a reminder (催缴单). */
export const BILL_NOTICE_KIND_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '缴费通知单', en: 'Payment notice', color: 'blue' },
  { value: 2, zh: '催缴单', en: 'Payment reminder', color: 'orange' },
];

/** The spec's campaign statuses: 0 pushing, 1 complete, 2 paused, 3 stopped. */
export const BILL_PUSH_STATUS = { pushing: 0, complete: 1, paused: 2, stopped: 3 } as const;
export const BILL_PUSH_STATUS_OPTIONS: readonly EnumOption[] = [
  { value: 0, zh: '推送中', en: 'Pushing', color: 'processing' },
  { value: 1, zh: '已完成', en: 'Complete', color: 'green' },
  { value: 2, zh: '已暂停', en: 'Paused', color: 'orange' },
  { value: 3, zh: '已终止', en: 'Stopped', color: 'default' },
];

/** How a reminder reaches its owner. */
export const BILL_PUSH_CHANNEL_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '短信', en: 'SMS' },
  { value: 2, zh: '微信', en: 'WeChat' },
  { value: 3, zh: '纸质', en: 'Printed' },
];

/** A line's state: 0 waiting, 1 sent, 2 failed, 3 not sent (its campaign was stopped), 4 sending (handed over). */
export const BILL_PUSH_LINE_STATE = { waiting: 0, sent: 1, failed: 2, cancelled: 3, sending: 4 } as const;
export const BILL_PUSH_LINE_STATE_OPTIONS: readonly EnumOption[] = [
  { value: 0, zh: '待发送', en: 'Waiting', color: 'default' },
  { value: 1, zh: '已送达', en: 'Delivered', color: 'green' },
  { value: 2, zh: '失败', en: 'Failed', color: 'red' },
  { value: 3, zh: '未发送（已终止）', en: 'Not sent (stopped)', color: 'default' },
  { value: 4, zh: '发送中', en: 'Sending', color: 'processing' },
];

/**
 * Notice and reminder templates (票据打印): what a page shows, the company's name and seal, the payment QR code
 * (its text is `qrPrefix` followed by the house's pay code, see decision 0036) and the note printed last.
 */
export const billTemplateResource = defineResource({
  name: 'billTemplate',
  module: 'property',
  basePath: '/api/property/billTemplate',
  menu: 'propertyPayment:billPrint',
  label: { zh: '票据模板', en: 'Bill template' },
  scope: 'community',
  titleField: 'name',
  actions: ['view', 'add', 'edit', 'delete'],
  defaultSort: { field: 'id', order: 'asc' },
  fields: {
    id: f.id(),
    residentialId: f.reference('所属社区', 'Community', { form: 'create', ref: { resource: 'residential' }, list: true, search: 'eq' }),
    name: f.text('模板名称', 'Template name', { required: true, maxLength: 50, list: true, search: 'like' }),
    kind: f.enumOf(BILL_NOTICE_KIND_OPTIONS, '票据类型', 'Kind', { required: true, list: true, default: 2, search: 'eq' }),
    title: f.text('标题', 'Title', { required: true, maxLength: 50, list: true }),
    companyName: f.text('公司名称', 'Company name', { required: true, maxLength: 100, list: true }),
    showOwner: f.boolean('显示业主', 'Show the owner', { default: true }),
    showArea: f.boolean('显示面积', 'Show the area', { default: true }),
    showDueDate: f.boolean('显示到期日', 'Show due dates', { default: true }),
    showQr: f.boolean('显示缴费二维码', 'Show the payment QR code', { default: true }),
    qrPrefix: f.text('二维码地址前缀', 'QR code URL prefix', { maxLength: 200, default: 'https://pay.example.com/h/' }),
    sealImage: f.image('公司印章（JPG）', 'Company seal (JPG)', {}),
    note: f.textarea('备注文字', 'Note text', { maxLength: 500 }),
    createdAt: f.createdAt(),
  },
});

/** Reminder campaigns (账单推送): one line per owing house, sent by the channel in a background task. */
export const billPushResource = defineResource({
  name: 'billPush',
  module: 'property',
  basePath: '/api/property/billPush',
  menu: 'propertyPayment:billPush',
  label: { zh: '推送任务', en: 'Reminder campaign' },
  scope: 'community',
  titleField: 'name',
  actions: ['view'],
  defaultSort: { field: 'id', order: 'desc' },
  fields: {
    id: f.id(),
    residentialId: f.reference('所属社区', 'Community', { form: 'readonly', ref: { resource: 'residential' }, list: true, search: 'eq' }),
    name: f.text('名称', 'Name', { form: 'readonly', maxLength: 50, list: true, search: 'like' }),
    channel: f.enumOf(BILL_PUSH_CHANNEL_OPTIONS, '渠道', 'Channel', { form: 'readonly', list: true, search: 'eq' }),
    status: f.enumOf(BILL_PUSH_STATUS_OPTIONS, '状态', 'Status', { form: 'readonly', list: true, search: 'eq' }),
    lineCount: f.integer('户数', 'Houses', { form: 'readonly', list: true }),
    sentCount: f.integer('已送达', 'Delivered', { form: 'readonly', list: true }),
    failedCount: f.integer('失败', 'Failed', { form: 'readonly', list: true }),
    total: f.money('欠费合计', 'Owed in all', { form: 'readonly', list: true }),
    minMonths: f.integer('最少欠费月数', 'Months owed at least', { form: 'readonly' }),
    taskId: f.text('后台任务', 'Task', { form: 'hidden', maxLength: 36 }),
    finishedAt: f.datetime('结束时间', 'Finished at', { form: 'readonly', list: true }),
    createdAt: f.createdAt(),
  },
});

export type BillPushAction = 'pause' | 'resume' | 'stop';
export const BILL_PRINT_MAX_APARTMENTS = 5000;
export const BILL_PREVIEW_LIMIT = 3;

const pp = 'propertyPayment';
export const BILL_PRINT_ELEMENTS = {
  print: { code: 'property:billPrint:print', menu: `${pp}:billPrint`, zh: '打印通知单/催缴单', en: 'Print notices and reminders' },
  pushStart: { code: 'property:billPush:start', menu: `${pp}:billPush`, zh: '发起催缴推送', en: 'Start reminder campaigns' },
  pushControl: {
    code: 'property:billPush:control',
    menu: `${pp}:billPush`,
    zh: '暂停/继续/终止推送',
    en: 'Pause, resume or stop campaigns',
  },
} as const satisfies Record<string, ElementDecl>;

/** Which houses: a community's (optionally one building's), or picked houses; `onlyOwing` leaves out houses that owe nothing. */
export const BillSelectionSchema = z.strictObject({
  templateId: id,
  buildingId: id.optional(),
  apartmentIds: z.array(id).min(1).max(BILL_PRINT_MAX_APARTMENTS).optional(),
  onlyOwing: z.boolean().default(true),
});
export type BillSelection = z.input<typeof BillSelectionSchema>;

export const BillNoticeLineSchema = z.object({
  period: z.string(),
  feeName: z.string(),
  /** 3: a late fee, printed as such. */
  lineKind: z.number().int(),
  dueDate: z.string(),
  outstanding: z.string(),
});
export const BillNoticeSchema = z.object({
  apartmentId: z.number().int(),
  address: z.string(),
  ownerName: z.string().nullable(),
  area: z.string().nullable(),
  payCode: z.string(),
  qrText: z.string(),
  lines: z.array(BillNoticeLineSchema),
  total: z.string(),
});
export type BillNotice = z.infer<typeof BillNoticeSchema>;
export const BillPreviewSchema = z.object({ houseCount: z.number().int(), notices: z.array(BillNoticeSchema) });
export type BillPreview = z.infer<typeof BillPreviewSchema>;

export const BillPushStartSchema = z.strictObject({
  name: z.string().trim().min(1).max(50),
  channel: z.number().int().min(1).max(3),
  /** Only houses owing at least this many billing months (default 1). */
  minMonths: z.number().int().min(1).max(1200).default(1),
  buildingId: id.optional(),
  /** The community, when the head office starts it (a community's user starts it in their own). */
  residentialId: id.optional(),
});
export type BillPushStart = z.input<typeof BillPushStartSchema>;

export const BillPushLineSchema = z.object({
  id: z.number().int(),
  apartmentId: z.number().int(),
  address: z.string(),
  ownerName: z.string().nullable(),
  phone: z.string().nullable(),
  amount: z.string(),
  channel: z.number().int(),
  state: z.number().int(),
  error: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type BillPushLine = z.infer<typeof BillPushLineSchema>;
