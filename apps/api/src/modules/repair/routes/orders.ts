import {
  Access,
  envelopeSchema,
  REPAIR_ACTIONS,
  REPAIR_ORDER_ELEMENTS,
  REPAIR_TRANSITIONS,
  RepairAnalysisQuerySchema,
  RepairAnalysisSchema,
  RepairOrderDetailSchema,
  RepairOrderInputSchema,
  RepairPaths,
  RepairWorkerSchema,
  repairOrderResource,
  transitionSchema,
  type RepairAction,
  type RepairAnalysisQuery,
  type RepairOrderInput,
  type RepairTransitionBody,
} from '@cvap/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { permissionCode } from '@cvap/contracts';
import { repairTypes } from '../schema.js';
import { actingScope, AppError, caller, issueBusinessToken, ok, type RouteAccess } from '../../../engine/index.js';
import { repairAnalysis } from '../services/analysis.js';
import { changeOrder } from '../services/change.js';
import { checkOrder } from '../services/check.js';
import { closeOrder } from '../services/close.js';
import { completeOrder } from '../services/complete.js';
import { createOrder } from '../services/create-order.js';
import { distributeOrder } from '../services/distribute.js';
import { feedbackOrder } from '../services/feedback.js';
import { orderDetail } from '../services/order-detail.js';
import { receiveOrder } from '../services/receive.js';
import { returnOrder } from '../services/return.js';
import { takeStep, type StepContext, type StepResult } from '../services/take-step.js';
import { updateOrder } from '../services/update-order.js';
import { visitOrder } from '../services/visit.js';
import { listWorkers } from '../services/worker-check.js';

/** The verb of each transition but update (its body is the order's fields: update-order.ts). */
const VERBS: Record<Exclude<RepairAction, 'update'>, (ctx: StepContext) => Promise<StepResult> | StepResult> = {
  close: closeOrder,
  distribute: distributeOrder,
  receive: receiveOrder,
  feedback: feedbackOrder,
  change: changeOrder,
  complete: completeOrder,
  return: returnOrder,
  visit: visitOrder,
  check: checkOrder,
};

const IdParams = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const StepEnvelope = envelopeSchema(z.object({ id: z.number(), status: z.string() }));
const CreatedEnvelope = envelopeSchema(z.object({ id: z.number(), orderNo: z.string(), status: z.string() }));
const route = (path: string) => path.replace('{id}', ':id');
const viewAccess = permissionCode(repairOrderResource, 'view') as RouteAccess;

/** Spec section 7's repair-order endpoints beside the engine's list and export: token, create, update, detail, steps. */
export async function repairOrderRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['repairOrder'];

  routes.get(
    RepairPaths.businessToken,
    {
      config: { access: Access.AUTHENTICATED },
      schema: { tags, summary: 'A one-time BusinessToken for one repair-order write', response: { 200: envelopeSchema(z.string()) } },
    },
    async (request) => ok(request.language, await issueBusinessToken(app.db.orm, 'repairOrder', caller(request).user.id)),
  );

  routes.post(
    RepairPaths.create,
    {
      config: { access: REPAIR_ORDER_ELEMENTS.create.code as RouteAccess, opLog: { resource: 'repairOrder', action: 'add' } },
      schema: {
        tags,
        summary: 'Report a repair (BusinessToken header); a matching distribution rule dispatches it',
        body: RepairOrderInputSchema,
        response: { 200: CreatedEnvelope },
      },
    },
    async (request) => ok(request.language, await createOrder(app.db.orm, request, request.body as RepairOrderInput)),
  );

  routes.put(
    route(RepairPaths.update),
    {
      config: { access: REPAIR_TRANSITIONS.update.element.code as RouteAccess, opLog: { resource: 'repairOrder', action: 'edit' } },
      schema: {
        tags,
        summary: 'Edit an order awaiting dispatch (BusinessToken header)',
        params: IdParams,
        body: RepairOrderInputSchema,
        response: { 200: StepEnvelope },
      },
    },
    async (request) => ok(request.language, await updateOrder(app.db.orm, request, request.params.id, request.body as RepairOrderInput)),
  );

  routes.post(
    route(RepairPaths.detail),
    {
      config: { access: viewAccess },
      schema: {
        tags,
        summary: 'One order with its photos, history and the actions the caller may take',
        params: IdParams,
        response: { 200: envelopeSchema(RepairOrderDetailSchema) },
      },
    },
    async (request) => ok(request.language, await orderDetail(app.db.orm, request, request.params.id)),
  );

  for (const action of REPAIR_ACTIONS) {
    if (action === 'update') continue;
    const transition = REPAIR_TRANSITIONS[action];
    routes.post(
      transition.path,
      {
        config: { access: transition.element.code as RouteAccess, opLog: { resource: 'repairOrder', action } },
        schema: {
          tags,
          summary: `${transition.label.en} (from ${transition.from.join(', ')})`,
          body: transitionSchema(action),
          response: { 200: StepEnvelope },
        },
      },
      async (request) =>
        ok(request.language, await takeStep(app.db.orm, request, action, request.body as RepairTransitionBody, VERBS[action])),
    );
  }

  routes.get(
    RepairPaths.workers,
    {
      config: { access: viewAccess },
      schema: { tags, summary: "The acting community's repair workers", response: { 200: envelopeSchema(z.array(RepairWorkerSchema)) } },
    },
    async (request) => {
      const scope = actingScope(request);
      if (scope.kind !== 'community') throw new AppError('HEAD_OFFICE_FORBIDDEN');
      return ok(request.language, await listWorkers(app.db.orm, scope.residentialId));
    },
  );

  routes.get(
    RepairPaths.typeAll,
    {
      config: { access: Access.AUTHENTICATED },
      schema: {
        tags: ['repairType'],
        summary: "Every repair type of the caller's company (the order form's picker)",
        response: { 200: envelopeSchema(z.array(z.object({ id: z.number(), pid: z.number().nullable(), typeName: z.string() }))) },
      },
    },
    async (request) =>
      ok(
        request.language,
        await app.db.orm
          .select({ id: repairTypes.id, pid: repairTypes.pid, typeName: repairTypes.typeName })
          .from(repairTypes)
          .where(eq(repairTypes.tenantId, caller(request).user.tenantId))
          .orderBy(asc(repairTypes.sortNo), asc(repairTypes.id)),
      ),
  );

  routes.post(
    RepairPaths.analysis,
    {
      config: { access: REPAIR_ORDER_ELEMENTS.analysis.code as RouteAccess },
      schema: {
        tags,
        summary: 'Orders of a period by type, state, worker; response and completion times, overdue, satisfaction',
        body: RepairAnalysisQuerySchema,
        response: { 200: envelopeSchema(RepairAnalysisSchema) },
      },
    },
    async (request) => ok(request.language, await repairAnalysis(app.db.orm, request, request.body as RepairAnalysisQuery)),
  );
}
