import {
  DEPOSIT_ELEMENTS,
  DepositPaths,
  DepositSettleRequestSchema,
  DepositSettleResultSchema,
  envelopeSchema,
  MONTH_SETTLEMENT_ELEMENTS,
  MonthCheckQuerySchema,
  MonthCheckSchema,
  MonthCloseRequestSchema,
  MonthListQuerySchema,
  MonthReopenRequestSchema,
  MonthRowSchema,
  MonthSettlementPaths,
} from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, serviceContext } from '../../../../engine/index.js';
import { settleHeldDeposit } from '../../ledger/services/ledger.js';
import { checkMonth, closeMonth, monthsOf, reopenMonth } from '../services/close.js';

const tags = ['fee'];

/** Month settlement (docs/decisions/0034) and the deposit movements that leave an account (refund, forfeit). */
export async function monthSettlementRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { view, close } = MONTH_SETTLEMENT_ELEMENTS;

  routes.get(
    MonthSettlementPaths.months,
    {
      config: { access: view.code },
      schema: {
        tags,
        summary: "A community's months of a year: state and the figures frozen at the close",
        querystring: MonthListQuerySchema,
        response: { 200: envelopeSchema(z.array(MonthRowSchema)) },
      },
    },
    async (request) => ok(request.language, await monthsOf(serviceContext(request), request.query.residentialId, request.query.year)),
  );

  routes.get(
    MonthSettlementPaths.check,
    {
      config: { access: view.code },
      schema: {
        tags,
        summary: 'Whether a month reconciles now, and the figures a close would freeze',
        querystring: MonthCheckQuerySchema,
        response: { 200: envelopeSchema(MonthCheckSchema) },
      },
    },
    async (request) => ok(request.language, await checkMonth(serviceContext(request), request.query.residentialId, request.query.month)),
  );

  routes.post(
    MonthSettlementPaths.close,
    {
      config: { access: close.code, opLog: { resource: 'feeMonthSettlement', action: 'close' } },
      schema: {
        tags,
        summary: "Close a community's month: reconcile, freeze its figures, refuse postings dated in it",
        body: MonthCloseRequestSchema,
        response: { 200: envelopeSchema(MonthCheckSchema) },
      },
    },
    async (request) => ok(request.language, await closeMonth(serviceContext(request), request.body)),
  );

  routes.post(
    MonthSettlementPaths.reopen,
    {
      config: { access: close.code, opLog: { resource: 'feeMonthSettlement', action: 'resume' } },
      schema: {
        tags,
        summary: 'Reopen a closed month, with the reason logged',
        body: MonthReopenRequestSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await reopenMonth(serviceContext(request), request.body);
      return ok(request.language, null);
    },
  );

  routes.post(
    DepositPaths.settle,
    {
      config: { access: DEPOSIT_ELEMENTS.settle.code, opLog: { resource: 'feeDeposit', action: 'return' } },
      schema: {
        tags,
        summary: 'Refund or forfeit a held deposit or guarantee (its whole balance; a refund may keep a part back, forfeited)',
        body: DepositSettleRequestSchema,
        response: { 200: envelopeSchema(DepositSettleResultSchema) },
      },
    },
    async (request) => ok(request.language, await settleHeldDeposit(serviceContext(request), request.body)),
  );
}
