import { EquipmentEndpoints, FAILURE_ACTIONS, failureStepEndpoint } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoute, serviceContext } from '../../../engine/index.js';
import { equipmentDocuments } from '../services/documents.js';
import { failureStep } from '../services/failures.js';
import { equipmentOverview } from '../services/overview.js';
import { fillRecord, recordChecklist } from '../services/records.js';

/**
 * The equipment module's routes beside the engine's: a record's checklist and filling it in, failure steps, the
 * overview, a piece of equipment's documents.
 */
export async function equipmentRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, EquipmentEndpoints.recordChecklist, async (request) => recordChecklist(serviceContext(request), request.params.id));
  endpointRoute(app, EquipmentEndpoints.fillRecord, async (request) => fillRecord(serviceContext(request), request.body));
  for (const action of FAILURE_ACTIONS) {
    endpointRoute(app, failureStepEndpoint(action), async (request) => failureStep(serviceContext(request), action, request.body));
  }
  endpointRoute(app, EquipmentEndpoints.overview, async (request) => equipmentOverview(serviceContext(request)));
  endpointRoute(app, EquipmentEndpoints.documents, async (request) => equipmentDocuments(serviceContext(request), request.params.id));
}
