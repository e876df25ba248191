import { FeeBillingEndpoints } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoute, serviceContext } from '../../../../engine/index.js';
import { previewAmount } from '../services/preview-amount.js';

export async function previewRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, FeeBillingEndpoints.standardPreview, async (request) => previewAmount(serviceContext(request), request.body));
}
