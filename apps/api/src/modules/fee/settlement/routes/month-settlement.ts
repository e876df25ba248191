import {
  DEPOSIT_ELEMENTS,
  DepositPaths,
  DepositSettleRequestSchema,
  DepositSettleResultSchema,
  envelopeSchema,
  FeeSettlementEndpoints,
} from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute, ok, serviceContext } from '../../../../engine/index.js';
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

  // Declared with the deposits (their endpoints are converted separately): registered here by hand until then.
  app.withTypeProvider<ZodTypeProvider>().post(
    DepositPaths.settle,
    {
      config: { access: DEPOSIT_ELEMENTS.settle.code, opLog: { resource: 'feeDeposit', action: 'return' } },
      schema: {
        tags: ['fee'],
        summary: 'Refund or forfeit a held deposit or guarantee (its whole balance; a refund may keep a part back, forfeited)',
        body: DepositSettleRequestSchema,
        response: { 200: envelopeSchema(DepositSettleResultSchema) },
      },
    },
    async (request) => ok(request.language, await settleHeldDeposit(serviceContext(request), request.body)),
  );
}
