import type { ApiModule } from '../../engine/index.js';
import { DOOR_REGISTRY } from './registry.js';
import { doorRoutes } from './routes/index.js';

/** The door module's public surface: what other modules may use of it. */
export {
  apartmentEntry,
  buildingEntry,
  buildingFloorEntry,
  cardEntry,
  cardRecordEntry,
  companyEntry,
  openRecordEntry,
  residentialEntry,
} from './registry.js';
export { communityCondition, otherCommunityParent, parentInScope, prefetchParents } from './parents.js';
export { countWhere } from './counts.js';
export { issueVisitorCard, onCardIssued, writeIssuedCard, type VisitorCardInput } from './card-hooks.js';
export { cellText, communityNames, COMMUNITY_COLUMN, placeInCommunity } from './import-places.js';
export { APARTMENT_VIEW } from './routes/apartment-queries.js';
export { visibleApartment } from './services/apartments.js';

export const doorModule: ApiModule = { name: 'door', registry: DOOR_REGISTRY, routes: doorRoutes };
