import { AccessEndpoints } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoute, serviceContext } from '../../../engine/index.js';
import { licenceStatuses, uploadLicence } from '../services/licence-file.js';

/**
 * The authorization file of spec section 8: each community's current file (GET), and an upload (POST) that
 * replaces it. The console reads the chosen file and sends its text; the file must be the platform's (signature),
 * issued to the acting community (a head-office user may upload for any community of its company, the file
 * naming which), and not expired. A refused file changes nothing.
 */
export async function authFileRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, AccessEndpoints.authFile, async (request) => licenceStatuses(serviceContext(request)));

  endpointRoute(app, AccessEndpoints.authFileUpload, async (request) => {
    const status = await uploadLicence(serviceContext(request), app.config.doorLicenceSecret, request.body);
    request.opLogNote = { recordId: String(status.residentialId) };
    return status;
  });
}
