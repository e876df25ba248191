import { NoticeEndpoints } from '@cvap/contracts';
import { callEndpoint } from '../../request/endpoint.js';

/** The notice writes beside the generic resource routes (contracts: modules/notice/endpoints.ts); reads use `useEndpoint`. */
export const noticeApi = {
  publish: (id: number, status: 0 | 1) => callEndpoint(NoticeEndpoints.publish, { params: { id }, body: { status } }),
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
