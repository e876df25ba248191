import { FeeDepositEndpoints, FeeSettlementEndpoints } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoute, serviceContext } from '../../../../engine/index.js';
import { settleHeldDeposit } from '../../ledger/services/ledger.js';
import { checkMonth, closeMonth, monthsOf, reopenMonth } from '../services/close.js';

/** Month settlement (docs/decisions/0034) and the deposit movements that leave an account (refund, forfeit). */
export async function monthSettlementRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, FeeSettlementEndpoints.months, async (request) =>
    monthsOf(serviceContext(request), request.query.residentialId, request.query.year),
  );

  endpointRoute(app, FeeSettlementEndpoints.check, async (request) =>
    checkMonth(serviceContext(request), request.query.residentialId, request.query.month),
  );

  endpointRoute(app, FeeSettlementEndpoints.close, async (request) => closeMonth(serviceContext(request), request.body));

  endpointRoute(app, FeeSettlementEndpoints.reopen, async (request) => {
    await reopenMonth(serviceContext(request), request.body);
    return null;
  });

  endpointRoute(app, FeeDepositEndpoints.settle, async (request) => settleHeldDeposit(serviceContext(request), request.body));
}
