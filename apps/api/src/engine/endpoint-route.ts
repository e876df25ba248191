import { envelopeSchema, routerPath, type AnyEndpoint, type EndpointAnswer, type EndpointParts } from '@cvap/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { ok } from '../lib/envelope.js';
import type { RouteAccess } from '../fastify-types.js';

/** The request as the endpoint's schemas validated it: params, query and body typed from the declaration. */
export type EndpointRequest<E extends AnyEndpoint> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & EndpointParts<E>;

/**
 * A handler answers the envelope's data (wrapped here), or the reply itself when it sent something else (a file,
 * a stream).
 */
export type EndpointHandler<E extends AnyEndpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointAnswer<E> | FastifyReply>;

/**
 * What a route needs beyond its declaration, from the server side only: a check run before anything else (a
 * gateway's own token, a header every answer carries, refusals included), a larger body limit.
 */
export interface EndpointRouteOptions {
  onRequest?: onRequestHookHandler;
  /** Bytes; the app's limit (app.ts) otherwise. */
  bodyLimit?: number;
}

/**
 * Registers a declared endpoint: every schema, the access, the community rule and the op log come from the
 * declaration, so a route file holds only what the endpoint does.
 */
export function endpointRoute<E extends AnyEndpoint>(
  app: FastifyInstance,
  decl: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
): void {
  app.route({
    method: decl.method,
    url: routerPath(decl.path),
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
    config: {
      access: decl.access as RouteAccess,
      ...(decl.community ? { community: decl.community } : {}),
      ...(decl.kiosk ? { kiosk: true } : {}),
      ...(decl.opLog ? { opLog: { resource: decl.opLog.resource, action: decl.opLog.action } } : {}),
      ...(decl.errors?.length ? { codes: decl.errors } : {}),
    },
    schema: {
      operationId: decl.id,
      tags: [decl.tag],
      summary: decl.summary,
      ...(decl.hidden ? { hide: true } : {}),
      ...(decl.params ? { params: decl.params } : {}),
      ...(decl.query ? { querystring: decl.query } : {}),
      ...(decl.body ? { body: decl.body } : {}),
      ...(decl.file ? {} : { response: { 200: envelopeSchema(decl.answer) } }),
    },
    handler: async (request, reply) => {
      // Fastify has validated each part against the very schemas EndpointParts<E> is typed from.
      const answer = await handler(request as unknown as EndpointRequest<E>, reply);
      return answer === reply ? reply : ok(request.language, answer);
    },
  });
}
