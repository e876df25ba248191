import { NoticePaths, type NoticeReader, type NoticeReadResult } from '@cvap/contracts';
import { http } from '../../request/client.js';

const withId = (path: string, id: number) => path.replace(':id', String(id));

/** The notice endpoints beside the generic resource routes (contracts: modules/notice/endpoints.ts). */
export const noticeApi = {
  publish: (id: number, status: 0 | 1) => http.post<null>(withId(NoticePaths.publish, id), { status }),
  read: (id: number) => http.post<NoticeReadResult>(withId(NoticePaths.read, id)),
  readers: (id: number) => http.get<NoticeReader[]>(withId(NoticePaths.readers, id)),
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
