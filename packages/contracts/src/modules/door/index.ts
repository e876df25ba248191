import type { ElementDecl } from '../../permissions.js';
import type { ResourceDecl } from '../../resource/types.js';
import { apartmentResource } from './apartment.js';
import { buildingFloorResource, buildingResource } from './building.js';
import { CARD_ELEMENTS, cardRecordResource, cardResource } from './card.js';
import { companyResource } from './company.js';
import { DOOR_ELEMENTS } from './endpoints.js';
import { openRecordResource } from './open-record.js';
import { residentialResource } from './residential.js';

export * from './options.js';
export * from './endpoints.js';
export { CARD_OPERATIONS, CARD_TRANSITIONS, CardOperationResultSchema, CardPaths, CardRenewSchema, CARD_ELEMENTS } from './card.js';
export type { CardOperation, CardOperationResult } from './card.js';
export {
  residentialResource,
  buildingResource,
  buildingFloorResource,
  apartmentResource,
  companyResource,
  cardResource,
  cardRecordResource,
  openRecordResource,
};

/** Communities, buildings and floors, houses and companies (/houseManager, /areaManager), cards and passages. */
export const DOOR_RESOURCES: readonly ResourceDecl[] = [
  residentialResource,
  buildingResource,
  buildingFloorResource,
  apartmentResource,
  companyResource,
  cardResource,
  openRecordResource,
  cardRecordResource,
];

export const DOOR_MODULE_ELEMENTS: readonly ElementDecl[] = [...Object.values(DOOR_ELEMENTS), ...Object.values(CARD_ELEMENTS)];
