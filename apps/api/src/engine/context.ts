import type { Language } from '@cvap/contracts';
import type { FastifyRequest } from 'fastify';
import type { ActingScope, AuthUser } from '../auth/types.js';
import type { Orm } from '../db/client.js';
import { caller } from '../lib/route-helpers.js';
import { actingScope } from './scope.js';

/**
 * What a module's service works with besides its input (docs/decisions/0027): the database handle, the acting
 * scope, who is asking, the instant the request is served at, and the language its messages are in. A service
 * never sees the HTTP request or reply: its route builds this with `serviceContext(request)` and hands it over.
 */
export interface ServiceContext {
  orm: Orm;
  scope: ActingScope;
  user: AuthUser;
  /** The request's clock: a service stamps and compares times with it, never with `new Date()`. */
  now: Date;
  language: Language;
}

/** The service context of an authenticated request whose acting scope is resolved (community 'required'). */
export function serviceContext(request: FastifyRequest): ServiceContext {
  return {
    orm: request.server.db.orm,
    scope: actingScope(request),
    user: caller(request).user,
    now: new Date(),
    language: request.language,
  };
}
