import { AccessEndpoints } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { resolvedEntry } from '../../../engine/index.js';
import { newestByApartmentRoute } from '../../door/index.js';
import { cardEntry } from '../registry.js';

/** The room detail's access cards of one house, newest first (the URL is door's, as the spec has it). */
export async function cardsByApartmentRoutes(app: FastifyInstance): Promise<void> {
  newestByApartmentRoute(app, AccessEndpoints.cardsByApartment, resolvedEntry(cardEntry));
}
