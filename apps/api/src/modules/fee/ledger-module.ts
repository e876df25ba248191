import type { ApiModule } from '../../engine/index.js';
import { FEE_LEDGER_REGISTRY } from './ledger-registry.js';
import { feeLedgerRoutes } from './routes/ledger-routes.js';

/** The fee ledger (docs/decisions/0019): the cashier, accounts, refunds, cancellations, transfers. */
export { offsetNewLines } from './services/account-offset.js';

export const feeLedgerModule: ApiModule = { name: 'fee-ledger', registry: FEE_LEDGER_REGISTRY, routes: feeLedgerRoutes };
