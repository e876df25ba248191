export { API_MODULES } from '../../src/modules/index.js';

/** Tests run on the demo seed, as `pnpm start` does. */
export const TEST_SEED = { mode: 'demo', seed: 'demo', adminInitialPassword: null } as const;
