import type { ContractModule } from '../contract-module.js';
import { apartmentResource } from './apartment.js';
import { buildingFloorResource, buildingResource } from './building.js';
import { DOOR_CODES } from './codes.js';
import { companyResource } from './company.js';
import { DOOR_ELEMENTS } from './endpoints.js';
import { openRecordResource } from './open-record.js';
import { DOOR_MENUS } from './menus.js';
import { residentialResource } from './residential.js';

export * from './options.js';
export * from './endpoints.js';
export { residentialResource, buildingResource, buildingFloorResource, apartmentResource, companyResource, openRecordResource };

/** Communities, buildings and floors, houses and companies (/houseManager, /areaManager), passage records. */
export const doorContract = {
  name: 'door',
  resources: [residentialResource, buildingResource, buildingFloorResource, apartmentResource, companyResource, openRecordResource],
  elements: Object.values(DOOR_ELEMENTS),
  codes: DOOR_CODES,
  menus: DOOR_MENUS,
} satisfies ContractModule;
