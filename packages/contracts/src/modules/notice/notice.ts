import { defineResource } from '../../resource/define.js';
import { f, PUBLISH_OPTIONS } from '../../resource/fields.js';
import { NOTICE_AUDIENCE_OPTIONS, NOTICE_BODY_MAX_LENGTH, NOTICE_TOP_OPTIONS } from './options.js';

/**
 * Notices (/noticeManager): a title, a rich-text body (HTML, sanitised by the server before it is stored),
 * attachments, an audience (the whole company, some communities, some buildings), published (1) or not (0),
 * an optional scheduled publishing time (the scheduler publishes it when due), pinned to the top, and how many
 * people read it (each user counted once). A community's notices belong to it; the head office's have none.
 */
export const noticeResource = defineResource({
  name: 'notice',
  module: 'property',
  basePath: '/api/property/notice',
  menu: 'noticeManager:index',
  label: { zh: '公告', en: 'Notice' },
  scope: 'both',
  titleField: 'title',
  actions: ['view', 'add', 'edit', 'delete'],
  defaultSort: { field: 'top', order: 'desc' },
  fields: {
    id: f.id(),
    title: f.text('标题', 'Title', { required: true, maxLength: 100, list: true, search: 'like', width: 260 }),
    body: f.textarea('正文', 'Body', { required: true, maxLength: NOTICE_BODY_MAX_LENGTH }),
    attachments: f.file('附件', 'Attachments', { multiple: true }),
    audience: f.enumOf(NOTICE_AUDIENCE_OPTIONS, '发布范围', 'Audience', { required: true, list: true, search: 'eq', default: 'company' }),
    communityIds: f.reference('社区', 'Communities', { multiple: true, virtual: true, ref: { resource: 'residential' } }),
    buildingIds: f.reference('楼栋', 'Buildings', { multiple: true, virtual: true, ref: { resource: 'building', tree: true } }),
    status: f.enumOf(PUBLISH_OPTIONS, '发布状态', 'Status', { form: 'readonly', list: true, search: 'eq', width: 100 }),
    scheduledAt: f.datetime('定时发布', 'Scheduled for', { list: true, width: 170 }),
    publishedAt: f.datetime('发布时间', 'Published at', { form: 'readonly', list: true, sortable: true, width: 170 }),
    top: f.enumOf(NOTICE_TOP_OPTIONS, '置顶', 'Pinned', { list: true, search: 'eq', sortable: true, default: 0, width: 80 }),
    readCount: f.integer('阅读人数', 'Readers', { form: 'readonly', list: true, sortable: true, width: 100 }),
    residentialId: f.reference('所属社区', 'Community', { form: 'readonly', ref: { resource: 'residential' }, list: true }),
    createdAt: f.createdAt(),
  },
});
