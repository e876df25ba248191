import { VISIT_ACTIONS, VisitorEndpoints } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoute, serviceContext } from '../../../engine/index.js';
import { kioskCompanies, kioskHosts, kioskHouseholds } from '../services/host.js';
import { kioskKey } from '../services/kiosk-key.js';
import { siteRegister } from '../services/site-register.js';
import { takeVisitStep } from '../services/transitions.js';
import { visitDoors } from './doors.js';

/** The kiosk's registration, key and directory, and the steps of a visit's machine. */
export async function visitorRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, VisitorEndpoints.siteRegister, async (request) => {
    const result = await siteRegister(serviceContext(request), visitDoors(app, request), request.body);
    request.opLogNote = { recordId: String(result.id) };
    return result;
  });
  endpointRoute(app, VisitorEndpoints.kioskKey, async (request) => kioskKey(serviceContext(request)));
  endpointRoute(app, VisitorEndpoints.kioskCompanies, async (request) => kioskCompanies(serviceContext(request)));
  endpointRoute(app, VisitorEndpoints.kioskHosts, async (request) => kioskHosts(serviceContext(request), request.query.companyId));
  endpointRoute(app, VisitorEndpoints.kioskHouseholds, async (request) => kioskHouseholds(serviceContext(request)));
  for (const action of VISIT_ACTIONS) {
    endpointRoute(app, VisitorEndpoints.steps[action], async (request) => {
      request.opLogNote = { recordId: String(request.params.id) };
      return takeVisitStep(serviceContext(request), visitDoors(app, request), request.params.id, action, request.body ?? {});
    });
  }
}
