import type { ApiModule } from '../../engine/index.js';
import { DOOR_GRANTS } from './grants.js';
import * as schema from './schema.js';
import { seedDoorDemo } from './seed.js';
import { DOOR_REGISTRY } from './registry.js';
import { doorRoutes } from './routes/index.js';

/** The door module's public surface: what other modules may use of it. */
export { apartmentEntry, buildingEntry, buildingFloorEntry, companyEntry, openRecordEntry, residentialEntry } from './registry.js';
export { residentialCondition, otherResidentialParent, parentInScope, prefetchParents } from './parents.js';
export { countWhere } from './counts.js';
export { newestByApartmentRoute } from './routes/by-apartment.js';
export { cellText, residentialNames, RESIDENTIAL_COLUMN, placeInResidential } from './import-places.js';
export { visibleApartment } from './services/apartments.js';
export { insertRows, renumberOpenRecordsByTime } from './seed.js';

export const doorModule: ApiModule = {
  name: 'door',
  schema,
  registry: DOOR_REGISTRY,
  routes: doorRoutes,
  // The residents, staff and cards of the demo communities are generated with their houses, in one pass.
  seed: async (orm, demo) => {
    await seedDoorDemo(orm, demo);
  },
  grants: DOOR_GRANTS,
};
