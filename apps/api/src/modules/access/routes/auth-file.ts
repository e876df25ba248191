import {
  AUTH_ELEMENTS,
  AUTH_FILE_ELEMENTS,
  AuthFilePaths,
  AuthFileStatusSchema,
  AuthFileUploadSchema,
  envelopeSchema,
} from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, serviceContext } from '../../../engine/index.js';
import { licenceStatuses, uploadLicence } from '../services/licence-file.js';

/**
 * The authorization file of spec section 8: each community's current file (GET), and an upload (POST) that
 * replaces it. The console reads the chosen file and sends its text; the file must be the platform's (signature),
 * issued to the acting community (a head-office user may upload for any community of its company, the file
 * naming which), and not expired. A refused file changes nothing.
 */
export async function authFileRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    AuthFilePaths.authFile,
    {
      config: { access: AUTH_ELEMENTS.view.code },
      schema: {
        tags: ['access'],
        summary: 'The authorization file of each community in scope and whether it is valid today',
        response: { 200: envelopeSchema(AuthFileStatusSchema.array()) },
      },
    },
    async (request) => ok(request.language, await licenceStatuses(serviceContext(request))),
  );

  routes.post(
    AuthFilePaths.authFile,
    {
      config: { access: AUTH_FILE_ELEMENTS.upload.code, opLog: { resource: 'accessAuthFile', action: 'upload' } },
      schema: {
        tags: ['access'],
        summary: 'Upload a community’s authorization file (its text), replacing the current one',
        body: AuthFileUploadSchema,
        response: { 200: envelopeSchema(AuthFileStatusSchema) },
      },
    },
    async (request) => {
      const status = await uploadLicence(serviceContext(request), app.config.doorLicenceSecret, request.body);
      request.opLogNote = { recordId: String(status.residentialId) };
      return ok(request.language, status);
    },
  );
}
