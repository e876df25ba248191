import { REPAIR_ACTIONS, RepairEndpoints, repairStepEndpoint } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { businessTokenOf, caller, endpointRoute, issueBusinessToken, serviceContext } from '../../../engine/index.js';
import { repairAnalysis } from '../services/analysis.js';
import { orderDetail } from '../services/order-detail.js';
import { createOrder, repairTypePicker, updateOrder } from '../services/orders.js';
import { listWorkers } from '../services/worker-check.js';
import { takeStep } from '../services/workflow.js';

/** Spec section 7's repair-order endpoints beside the engine's list and export: token, create, update, detail, steps. */
export async function repairOrderRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, RepairEndpoints.businessToken, async (request) =>
    issueBusinessToken(app.db.orm, 'repairOrder', caller(request).user.id),
  );

  endpointRoute(app, RepairEndpoints.create, async (request) => {
    const created = await createOrder(serviceContext(request), request.body, businessTokenOf(request));
    request.opLogNote = { recordId: String(created.id) };
    return created;
  });

  endpointRoute(app, RepairEndpoints.update, async (request) => {
    request.opLogNote = { recordId: String(request.params.id) };
    return updateOrder(serviceContext(request), request.params.id, request.body, businessTokenOf(request));
  });

  endpointRoute(app, RepairEndpoints.detail, async (request) => orderDetail(serviceContext(request), request.params.id));

  for (const action of REPAIR_ACTIONS) {
    if (action === 'update') continue;
    endpointRoute(app, repairStepEndpoint(action), async (request) => {
      request.opLogNote = { recordId: String(request.body.id) };
      return takeStep(serviceContext(request), action, request.body, businessTokenOf(request));
    });
  }

  endpointRoute(app, RepairEndpoints.workers, async (request) => listWorkers(serviceContext(request)));
  endpointRoute(app, RepairEndpoints.typeAll, async (request) => repairTypePicker(serviceContext(request)));
  endpointRoute(app, RepairEndpoints.analysis, async (request) => repairAnalysis(serviceContext(request), request.body));
}
