import type { ContractModule } from '../contract-module.js';
import { AUTH_ELEMENTS } from './auth.js';
import { CARD_ELEMENTS, cardRecordResource, cardResource } from './card.js';
import { ACCESS_CODES } from './codes.js';
import { AUTH_FILE_ELEMENTS } from './licence.js';
import { ACCESS_MENUS } from './menus.js';
import { ACCESS_SYNC_ELEMENTS } from './sync.js';
import { OP_VERBS } from '../op-log-vocabulary.js';

export * from './endpoints.js';
export * from './ralid.js';
export * from './sync.js';
export * from './auth.js';
export * from './licence.js';
export * from './card-options.js';
export { CARD_OPERATIONS, CARD_TRANSITIONS, CardOperationResultSchema, CardRenewSchema, CARD_ELEMENTS } from './card.js';
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
  opLog: {
    actions: [
      { value: 'sync', zh: '同步', en: 'Sync' },
      { value: 'authorise', zh: '门禁授权', en: 'Authorize to doors' },
      OP_VERBS.retry,
      OP_VERBS.run,
      { value: 'lost', zh: '挂失', en: 'Report lost' },
      OP_VERBS.return,
      { value: 'renew', zh: '续期', en: 'Renew' },
      OP_VERBS.freeze,
      { value: 'unfreeze', zh: '解冻', en: 'Unfreeze' },
    ],
    resources: [
      { value: 'accessSync', zh: '门禁平台同步', en: 'Access-control sync' },
      { value: 'accessAuth', zh: '门禁授权', en: 'Door authorization' },
      { value: 'accessAuthFile', zh: '门禁授权文件', en: 'Door authorization file' },
    ],
  },
} satisfies ContractModule;
