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
  type RepairAnalysisQuery,
  type RepairOrderInput,
  type RepairTransitionBody,
} from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { permissionCode } from '@cvap/contracts';
import { businessTokenOf, caller, issueBusinessToken, ok, type RouteAccess, serviceContext } from '../../../engine/index.js';
import { repairAnalysis } from '../services/analysis.js';
import { orderDetail } from '../services/order-detail.js';
import { createOrder, repairTypePicker, updateOrder } from '../services/orders.js';
import { listWorkers } from '../services/worker-check.js';
import { takeStep } from '../services/workflow.js';

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
      config: { access: REPAIR_ORDER_ELEMENTS.create.code as RouteAccess, opLog: { resource: 'repairOrder', action: 'create' } },
      schema: {
        tags,
        summary: 'Report a repair (BusinessToken header); a matching distribution rule dispatches it',
        body: RepairOrderInputSchema,
        response: { 200: CreatedEnvelope },
      },
    },
    async (request) => {
      const created = await createOrder(serviceContext(request), request.body as RepairOrderInput, businessTokenOf(request));
      request.opLogNote = { recordId: String(created.id) };
      return ok(request.language, created);
    },
  );

  routes.put(
    route(RepairPaths.update),
    {
      config: { access: REPAIR_TRANSITIONS.update.element.code as RouteAccess, opLog: { resource: 'repairOrder', action: 'update' } },
      schema: {
        tags,
        summary: 'Edit an order awaiting dispatch (BusinessToken header)',
        params: IdParams,
        body: RepairOrderInputSchema,
        response: { 200: StepEnvelope },
      },
    },
    async (request) => {
      request.opLogNote = { recordId: String(request.params.id) };
      const input = request.body as RepairOrderInput;
      return ok(request.language, await updateOrder(serviceContext(request), request.params.id, input, businessTokenOf(request)));
    },
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
    async (request) => ok(request.language, await orderDetail(serviceContext(request), request.params.id)),
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
      async (request) => {
        const body = request.body as RepairTransitionBody;
        request.opLogNote = { recordId: String(body.id) };
        return ok(request.language, await takeStep(serviceContext(request), action, body, businessTokenOf(request)));
      },
    );
  }

  routes.get(
    RepairPaths.workers,
    {
      config: { access: viewAccess },
      schema: { tags, summary: "The acting community's repair workers", response: { 200: envelopeSchema(z.array(RepairWorkerSchema)) } },
    },
    async (request) => ok(request.language, await listWorkers(serviceContext(request))),
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
    async (request) => ok(request.language, await repairTypePicker(serviceContext(request))),
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
    async (request) => ok(request.language, await repairAnalysis(serviceContext(request), request.body as RepairAnalysisQuery)),
  );
}
