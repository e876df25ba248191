import { z } from 'zod';

/** Notice endpoints beside the generic ones (the id in the path). */
export const NoticePaths = {
  /** POST {status: 1 | 0}: publish now or take back. */
  publish: '/api/property/notice/:id/publish',
  /** POST: the caller has read the notice (counted once per user, published notices only). */
  read: '/api/property/notice/:id/read',
  /** GET: who read the notice, when. */
  readers: '/api/property/notice/:id/readers',
} as const;

export const NOTICE_ELEMENTS = {
  publish: { code: 'property:notice:publish', menu: 'noticeManager:index', zh: '发布/撤回公告', en: 'Publish or withdraw notices' },
} as const;

export const NoticePublishRequestSchema = z.strictObject({ status: z.union([z.literal(1), z.literal(0)]) });
export type NoticePublishRequest = z.infer<typeof NoticePublishRequestSchema>;

export const NoticeReadResultSchema = z.object({ readCount: z.number().int(), counted: z.boolean() });
export type NoticeReadResult = z.infer<typeof NoticeReadResultSchema>;

export const NoticeReaderSchema = z.object({ userId: z.number().int(), name: z.string(), readAt: z.string() });
export type NoticeReader = z.infer<typeof NoticeReaderSchema>;
