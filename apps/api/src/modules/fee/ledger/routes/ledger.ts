import { FeeLedgerEndpoints } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoute, serviceContext } from '../../../../engine/index.js';
import {
  counter,
  findCounterApartments,
  openApartmentAccount,
  pay,
  payMany,
  receipt,
  receiptByCode,
  requestChange,
  review,
  topUp,
} from '../services/ledger.js';
import { lastClosedMonthInScope } from '../../settlement/services/close.js';

/**
 * The ledger's endpoints (docs/decisions/0019): the cashier's counter, payments, receipts, accounts and reviewed
 * requests. Every write is one transaction; the services lock what they check.
 */
export async function feeLedgerRoutes(app: FastifyInstance): Promise<void> {
  const E = FeeLedgerEndpoints;

  endpointRoute(app, E.counterApartments, async (request) => findCounterApartments(serviceContext(request), request.query.q));

  endpointRoute(app, E.counter, async (request) => counter(serviceContext(request), request.params.id));

  endpointRoute(app, E.pay, async (request) => {
    const result = await pay(serviceContext(request), request.body);
    request.opLogNote = { recordId: String(result.paymentId) };
    return result;
  });

  endpointRoute(app, E.payBatch, async (request) => payMany(serviceContext(request), request.body));

  endpointRoute(app, E.receipt, async (request) => receipt(serviceContext(request), request.params.id));

  endpointRoute(app, E.closedMonth, async (request) => lastClosedMonthInScope(serviceContext(request), request.query.residentialId));

  endpointRoute(app, E.receiptByCode, async (request) => receiptByCode(serviceContext(request), request.query.code));

  endpointRoute(app, E.accountOpen, async (request) => ({
    accountId: await openApartmentAccount(serviceContext(request), request.body),
  }));

  endpointRoute(app, E.accountTopUp, async (request) => ({ balance: await topUp(serviceContext(request), request.body) }));

  endpointRoute(app, E.request, async (request) => {
    const requestId = await requestChange(serviceContext(request), request.body);
    request.opLogNote = { recordId: String(requestId) };
    return { requestId, state: 1 };
  });

  endpointRoute(app, E.review, async (request) => {
    const id = request.params.id;
    const state = await review(serviceContext(request), id, request.body);
    request.opLogNote = { recordId: String(id) };
    return { requestId: id, state };
  });
}
