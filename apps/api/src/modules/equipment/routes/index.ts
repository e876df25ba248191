import {
  EQUIPMENT_ELEMENTS,
  EquipmentPaths,
  envelopeSchema,
  equipmentResource,
  FAILURE_ACTIONS,
  FAILURE_STEPS,
  FailureStepSchema,
  MaintainFillSchema,
  maintainRecordResource,
  permissionCode,
  type EquipmentDocument,
  type EquipmentOverview,
  type FailureStep,
  type MaintainChecklist,
  type MaintainFill,
} from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, serviceContext, type RouteAccess } from '../../../engine/index.js';
import { equipmentDocuments } from '../services/documents.js';
import { failureStep } from '../services/failures.js';
import { equipmentOverview } from '../services/overview.js';
import { fillRecord, recordChecklist } from '../services/records.js';

const IdParams = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const route = (path: string) => path.replace('{id}', ':id');

/**
 * The equipment module's routes beside the engine's: a record's checklist and filling it in, failure steps, the
 * overview, a piece of equipment's documents.
 */
export async function equipmentRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['equipment'];

  routes.get(
    route(EquipmentPaths.recordChecklist),
    {
      config: { access: permissionCode(maintainRecordResource, 'view') as RouteAccess },
      schema: {
        tags,
        summary: "A maintenance record with its plan's checklist",
        params: IdParams,
        response: { 200: envelopeSchema(z.unknown()) },
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      return ok<MaintainChecklist>(request.language, await recordChecklist(serviceContext(request), id));
    },
  );

  routes.post(
    EquipmentPaths.fillRecord,
    {
      config: { access: EQUIPMENT_ELEMENTS.fillRecord.code as RouteAccess },
      schema: {
        tags,
        summary: 'Fill in a maintenance record: a result per checklist item, photos',
        body: MaintainFillSchema,
        response: { 200: envelopeSchema(z.unknown()) },
      },
    },
    async (request) => ok(request.language, await fillRecord(serviceContext(request), request.body as MaintainFill)),
  );

  for (const action of FAILURE_ACTIONS) {
    routes.post(
      EquipmentPaths.failureStep.replace('{action}', action),
      {
        config: { access: FAILURE_STEPS[action].element.code as RouteAccess },
        schema: { tags, summary: `Failure step: ${action}`, body: FailureStepSchema, response: { 200: envelopeSchema(z.unknown()) } },
      },
      async (request) => ok(request.language, await failureStep(serviceContext(request), action, request.body as FailureStep)),
    );
  }

  routes.get(
    EquipmentPaths.overview,
    {
      config: { access: EQUIPMENT_ELEMENTS.overview.code as RouteAccess },
      schema: { tags, summary: 'The equipment overview (equipmentState)', response: { 200: envelopeSchema(z.unknown()) } },
    },
    async (request) => ok<EquipmentOverview>(request.language, await equipmentOverview(serviceContext(request))),
  );

  routes.get(
    route(EquipmentPaths.documents),
    {
      config: { access: permissionCode(equipmentResource, 'view') as RouteAccess },
      schema: {
        tags,
        summary: 'The documents of a piece of equipment: name, size, upload time, stored path',
        params: IdParams,
        response: { 200: envelopeSchema(z.unknown()) },
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      return ok<EquipmentDocument[]>(request.language, await equipmentDocuments(serviceContext(request), id));
    },
  );
}
