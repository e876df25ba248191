import type { ContractModule } from '../contract-module.js';
import { NOTICE_ELEMENTS } from './endpoints.js';
import { NOTICE_MENUS } from './menus.js';
import { noticeResource } from './notice.js';

export * from './options.js';
export * from './endpoints.js';
export { noticeResource };

/** Notices (/noticeManager). */
export const noticeContract = {
  name: 'notice',
  resources: [noticeResource],
  elements: Object.values(NOTICE_ELEMENTS),
  codes: {},
  menus: NOTICE_MENUS,
  jobs: [{ value: 'publishScheduledNotices', zh: '发布定时公告', en: 'Publish scheduled notices' }] as const,
  opLog: {
    actions: [{ value: 'publish', zh: '发布/撤回', en: 'Publish or withdraw' }],
  },
} satisfies ContractModule;
