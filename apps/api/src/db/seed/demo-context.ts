import type { FileStore } from '../../lib/file-store.js';
import type { Orm } from '../client.js';

export interface FloorRef {
  id: number;
  floorNo: number;
}

export interface BuildingRef {
  id: number;
  name: string;
  floors: FloorRef[];
  /** Flats per floor (residential). */
  rooms: number;
  /** Shops on the ground floor instead of flats (0: flats). */
  shops: number;
}

export interface ResidentialRef {
  residentialId: number;
  companyId: string;
  name: string;
  kind: 'residential' | 'campus';
  buildings: BuildingRef[];
  gates: readonly string[];
  /** Who reviewed this community's registrations. */
  reviewerId: number;
  /** The community's service-centre department (its staff belong to it). */
  serviceDepartmentId: number;
}

/**
 * What the demo seed has made before the modules' seeds run (docs/decisions/0026): the tenant, the communities with
 * their buildings and floors, the departments and the users. Each module's `seed` adds its own rows from these.
 */
export interface DemoContext {
  tenantId: number;
  now: Date;
  /** Signs the demo communities' authorization files. */
  licenceSecret: string;
  /** The file store a module's demo files go to (engine's `storeBytes`). */
  files: FileStore;
  communities: ResidentialRef[];
  /** Community ids by their company id. */
  residentialIds: ReadonlyMap<string, number>;
  /** Head-office departments by name, service centres by 'service:<companyId>'. */
  departmentIds: Map<string, number>;
  userIds: Map<string, number>;
}

/** A module's demo data: run once on an empty database, in the order of the modules list. */
export type DemoSeed = (orm: Orm, demo: DemoContext) => Promise<void>;
