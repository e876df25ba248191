import { NoticePaths, type NoticeBoard, type NoticeReader, type NoticeReadResult } from '@cvap/contracts';
import type { Row } from '../../resource/api.js';
import { http } from '../../request/client.js';

const withId = (path: string, id: number) => path.replace(':id', String(id));

/** The notice endpoints beside the generic resource routes (contracts: modules/notice/endpoints.ts). */
export const noticeApi = {
  publish: (id: number, status: 0 | 1) => http.post<null>(withId(NoticePaths.publish, id), { status }),
  read: (id: number) => http.post<NoticeReadResult>(withId(NoticePaths.read, id)),
  /** Who read it: only for notices the scope manages; a reader of someone else's notice gets nothing, quietly. */
  readers: (id: number) => http.get<NoticeReader[]>(withId(NoticePaths.readers, id), { caught: true }),
  view: (id: number) => http.get<Row>(withId(NoticePaths.view, id)),
  board: (page: number, limit: number) => http.post<NoticeBoard>(NoticePaths.board, { page, limit }),
};

export const NoticeRoutes = {
  list: '/noticeManager/index',
  add: '/noticeManager/add',
  edit: (id: number) => `/noticeManager/edit?id=${id}`,
  detail: (id: number) => `/noticeManager/detail?id=${id}`,
} as const;

/** The `id` of an inline page's query, or null. */
export function idOfQuery(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
