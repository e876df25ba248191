import type { ElementDecl } from '../../permissions.js';
import type { ResourceDecl } from '../../resource/types.js';
import { NOTICE_ELEMENTS } from './endpoints.js';
import { noticeResource } from './notice.js';

export * from './options.js';
export * from './endpoints.js';
export { noticeResource };

/** Notices (/noticeManager). */
export const NOTICE_RESOURCES: readonly ResourceDecl[] = [noticeResource];

export const NOTICE_MODULE_ELEMENTS: readonly ElementDecl[] = Object.values(NOTICE_ELEMENTS);
