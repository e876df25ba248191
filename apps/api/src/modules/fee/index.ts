import type { ApiModule } from '../../engine/index.js';
import { FEE_JOBS } from './jobs.js';
import { FEE_REGISTRY } from './registry.js';
import { feeRoutes } from './routes/index.js';

/** The fee module's public surface: what other modules may use of it. */
export { receivableEntry, chargeStandardEntry } from './registry.js';
export { outstandingSql, roundedAmount } from './services/sql.js';

export const feeModule: ApiModule = { name: 'fee', registry: FEE_REGISTRY, routes: feeRoutes, jobs: FEE_JOBS };
