import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth/types.js';

/** The authenticated caller of a route whose access is not public. */
export function caller(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new Error(`No authenticated user on ${request.routeOptions.url}: is the route public?`);
  return request.auth;
}
