import { noticeResource } from '@cvap/contracts';
import { notices } from './schema.js';
import type { RegistryEntry } from '../../engine/index.js';
import { noticeHooks } from './notice-hooks.js';

export const noticeEntry: RegistryEntry = { decl: noticeResource, table: notices, hooks: noticeHooks };

/** Notices: one resource, with its publish, read and readers routes beside it. */
export const NOTICE_REGISTRY: readonly RegistryEntry[] = [noticeEntry];
