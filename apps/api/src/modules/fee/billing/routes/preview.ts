import {
  chargeStandardResource,
  envelopeSchema,
  FeePaths,
  permissionCode,
  StandardPreviewRequestSchema,
  StandardPreviewSchema,
} from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, type RouteAccess, serviceContext } from '../../../../engine/index.js';
import { previewAmount } from '../services/preview-amount.js';

export async function previewRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    FeePaths.standardPreview,
    {
      config: { access: permissionCode(chargeStandardResource, 'view') as RouteAccess },
      schema: {
        tags: ['chargeStandard'],
        summary: 'The amount a charge standard gives a house (by area) or a usage, rounded as its bill line would be',
        body: StandardPreviewRequestSchema,
        response: { 200: envelopeSchema(StandardPreviewSchema) },
      },
    },
    async (request) => ok(request.language, await previewAmount(serviceContext(request), request.body)),
  );
}
