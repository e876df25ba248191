import { z } from 'zod';

/** Notice endpoints beside the generic ones (the id in the path). */
export const NoticePaths = {
  /** POST {status: 1 | 0}: publish now or take back. */
  publish: '/api/property/notice/:id/publish',
  /** POST: the caller has read the notice (counted once per user, published notices only). */
  read: '/api/property/notice/:id/read',
  /** GET: who read the notice, when. */
  readers: '/api/property/notice/:id/readers',
  /** GET: one notice as its reader sees it (managed in the acting scope, or published for it). */
  view: '/api/property/notice/:id/view',
  /** POST {page, limit}: the published notices for the acting scope, pinned first, then the newest. */
  board: '/api/property/notice/board',
} as const;

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
