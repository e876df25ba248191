import type { ContractModule } from '../contract-module.js';
import { AUTH_ELEMENTS } from './auth.js';
import { CARD_ELEMENTS, cardRecordResource, cardResource } from './card.js';
import { ACCESS_CODES } from './codes.js';
import { AUTH_FILE_ELEMENTS } from './licence.js';
import { ACCESS_MENUS } from './menus.js';
import { ACCESS_SYNC_ELEMENTS } from './sync.js';

export * from './endpoints.js';
export * from './ralid.js';
export * from './sync.js';
export * from './auth.js';
export * from './licence.js';
export * from './card-options.js';
export { CARD_OPERATIONS, CARD_TRANSITIONS, CardOperationResultSchema, CardPaths, CardRenewSchema, CARD_ELEMENTS } from './card.js';
export type { CardOperation, CardOperationResult } from './card.js';
export { cardResource, cardRecordResource };

/** Access control beyond the devices: door-access cards, the upstream platform's sync, authorising people to doors. */
export const accessContract = {
  name: 'access',
  resources: [cardResource, cardRecordResource],
  elements: [
    ...Object.values(CARD_ELEMENTS),
    ...Object.values(ACCESS_SYNC_ELEMENTS),
    ...Object.values(AUTH_ELEMENTS),
    ...Object.values(AUTH_FILE_ELEMENTS),
  ],
  codes: ACCESS_CODES,
  menus: ACCESS_MENUS,
} satisfies ContractModule;
