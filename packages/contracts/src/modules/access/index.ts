import type { ElementDecl } from '../../permissions.js';
import { AUTH_ELEMENTS } from './auth.js';
import { AUTH_FILE_ELEMENTS } from './licence.js';
import { ACCESS_SYNC_ELEMENTS } from './sync.js';

export * from './ralid.js';
export * from './sync.js';
export * from './auth.js';
export * from './licence.js';

/** Access control beyond the devices: the upstream platform's sync, card operations, authorising people to doors. */
export const ACCESS_MODULE_ELEMENTS: readonly ElementDecl[] = [
  ...Object.values(ACCESS_SYNC_ELEMENTS),
  ...Object.values(AUTH_ELEMENTS),
  ...Object.values(AUTH_FILE_ELEMENTS),
];
