import type { ApiModule } from '../../engine/index.js';
import { HOUSEHOLD_GRANTS } from './grants.js';
import * as schema from './schema.js';
import { HOUSEHOLD_REGISTRY } from './registry.js';
import { householdRoutes } from './routes/index.js';

/** The household module's public surface: what other modules may use of it. */
export { personEntry, staffEntry } from './registry.js';
export { onRegistrationsPassed } from './routes/people-review.js';

export const householdModule: ApiModule = {
  name: 'household',
  schema,
  registry: HOUSEHOLD_REGISTRY,
  routes: householdRoutes,
  grants: HOUSEHOLD_GRANTS,
};
