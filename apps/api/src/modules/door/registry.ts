import {
  apartmentResource,
  buildingFloorResource,
  buildingResource,
  companyResource,
  openRecordResource,
  residentialResource,
} from '@cvap/contracts';
import { buildingFloors, buildings, residentials } from '../../db/schema/index.js';
import { apartments, companies, openRecords } from './schema.js';
import type { RegistryEntry } from '../../engine/index.js';
import { residentialHooks } from './residential-hooks.js';
import { apartmentHooks, buildingFloorHooks, buildingHooks, companyHooks } from './structure-hooks.js';

export const residentialEntry: RegistryEntry = { decl: residentialResource, table: residentials, hooks: residentialHooks };
export const buildingEntry: RegistryEntry = { decl: buildingResource, table: buildings, hooks: buildingHooks };
export const buildingFloorEntry: RegistryEntry = { decl: buildingFloorResource, table: buildingFloors, hooks: buildingFloorHooks };
export const apartmentEntry: RegistryEntry = { decl: apartmentResource, table: apartments, hooks: apartmentHooks };
export const companyEntry: RegistryEntry = { decl: companyResource, table: companies, hooks: companyHooks };
export const openRecordEntry: RegistryEntry = {
  decl: openRecordResource,
  table: openRecords,
  hooks: { denseLog: { timeField: 'openedAt' } },
};

/** Communities, buildings, floors, houses, companies and passage records (cards: the access module). */
export const DOOR_REGISTRY: readonly RegistryEntry[] = [
  residentialEntry,
  buildingEntry,
  buildingFloorEntry,
  apartmentEntry,
  companyEntry,
  openRecordEntry,
];
