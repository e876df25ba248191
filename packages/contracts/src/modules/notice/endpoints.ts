import { z } from 'zod';
import { endpoint, IdParams } from '../../endpoint-decl.js';
import { permissionCode } from '../../resource/derive.js';
import { noticeResource } from './notice.js';

export const NOTICE_ELEMENTS = {
  publish: { code: 'property:notice:publish', menu: 'noticeManager:index', zh: '发布/撤回公告', en: 'Publish or withdraw notices' },
} as const;

export const NoticePublishRequestSchema = z.strictObject({ status: z.union([z.literal(1), z.literal(0)]) });
export type NoticePublishRequest = z.infer<typeof NoticePublishRequestSchema>;

export const NoticeReadResultSchema = z.object({ readCount: z.number().int(), counted: z.boolean() });
export type NoticeReadResult = z.infer<typeof NoticeReadResultSchema>;

export const NoticeBoardRequestSchema = z.strictObject({
  page: z.number().int().min(1).max(100_000).default(1),
  limit: z.number().int().min(1).max(100).default(20),
});
export type NoticeBoardRequest = z.infer<typeof NoticeBoardRequestSchema>;

export const NoticeBoardEntrySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  top: z.number().int(),
  publishedAt: z.string().nullable(),
  readCount: z.number().int(),
  /** The community the notice belongs to (null: the head office's). */
  residentialId: z.number().int().nullable(),
});
export type NoticeBoardEntry = z.infer<typeof NoticeBoardEntrySchema>;

export const NoticeBoardSchema = z.object({ rows: z.array(NoticeBoardEntrySchema), total: z.number().int() });
export type NoticeBoard = z.infer<typeof NoticeBoardSchema>;

export const NoticeReaderSchema = z.object({ userId: z.number().int(), name: z.string(), readAt: z.string() });
export type NoticeReader = z.infer<typeof NoticeReaderSchema>;

const BASE = '/api/property/notice';
const tag = 'notice';
const viewAccess = permissionCode(noticeResource, 'view');

/** Notice endpoints beside the generic ones (the id in the path), in the acting scope. */
export const NoticeEndpoints = {
  publish: endpoint({
    id: 'notice.publish',
    method: 'POST',
    path: `${BASE}/{id}/publish`,
    tag,
    summary: 'Publish a notice now (status 1) or withdraw it (status 0)',
    access: NOTICE_ELEMENTS.publish.code,
    opLog: { resource: 'notice', action: 'publish' },
    params: IdParams,
    body: NoticePublishRequestSchema,
    answer: z.null(),
  }),
  read: endpoint({
    id: 'notice.read',
    method: 'POST',
    path: `${BASE}/{id}/read`,
    tag,
    summary: 'The caller read the notice (each user counted once, published notices only)',
    access: viewAccess,
    params: IdParams,
    answer: NoticeReadResultSchema,
  }),
  readers: endpoint({
    id: 'notice.readers',
    method: 'GET',
    path: `${BASE}/{id}/readers`,
    tag,
    summary: 'Who read the notice, and when',
    access: viewAccess,
    params: IdParams,
    answer: z.array(NoticeReaderSchema),
  }),
  view: endpoint({
    id: 'notice.view',
    method: 'GET',
    path: `${BASE}/{id}/view`,
    tag,
    summary: 'One notice as its reader sees it: managed in the acting scope, or published and addressed to it',
    access: viewAccess,
    params: IdParams,
    /** The resource's row (with its audience), and whether the acting scope keeps it (may edit it, see its readers). */
    answer: z.looseObject({ id: z.number().int(), managed: z.boolean() }),
  }),
  board: endpoint({
    id: 'notice.board',
    method: 'POST',
    path: `${BASE}/board`,
    tag,
    summary: 'The published notices addressed to the acting scope, pinned first, then the newest',
    access: viewAccess,
    body: NoticeBoardRequestSchema,
    answer: NoticeBoardSchema,
  }),
};
