import {
  DirectoryRequestSchema,
  DirectoryResultSchema,
  DOOR_ELEMENTS,
  DoorPaths,
  envelopeSchema,
  type DirectoryRequest,
} from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, serviceContext } from '../../../engine/index.js';
import { directory } from '../services/directory.js';

/** The people picker of visitors, repairs and notices (services/directory.ts). */
export async function directoryRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    DoorPaths.directory,
    {
      config: { access: DOOR_ELEMENTS.directory.code },
      schema: {
        tags: ['person', 'staff'],
        summary: 'People directory: passed residents and property staff of the scope, by name, phone, company or building',
        body: DirectoryRequestSchema,
        response: { 200: envelopeSchema(DirectoryResultSchema) },
      },
    },
    async (request) => ok(request.language, await directory(serviceContext(request), request.body as DirectoryRequest)),
  );
}
