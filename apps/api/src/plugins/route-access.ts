import { Access, allElementDecls, OP_ACTION_CODES, resourceElementDecls } from '@cvap/contracts';
import type { FastifyInstance, RouteOptions } from 'fastify';

const KNOWN_ACCESS = new Set<string>([
  Access.PUBLIC,
  Access.AUTHENTICATED,
  ...[...allElementDecls(), ...resourceElementDecls()].map((e) => e.code),
]);

/** The actions the operation log names (an unknown one showed as a raw code, e.g. "add"). */
const KNOWN_OP_ACTIONS = new Set(OP_ACTION_CODES.map((code) => code.value));

/** Raised at start-up for a route that does not say who may call it, or logs an action the log cannot name. */
export class RouteAccessError extends Error {
  override name = 'RouteAccessError';
}

/**
 * Deny by default: every route must declare `config.access`, or the app fails to build. Routes that plugins
 * register under `publicPrefixes` (the API documentation) are public.
 */
export function requireRouteAccess(app: FastifyInstance, publicPrefixes: string[]): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const access = route.config?.access;
    if (access === undefined && publicPrefixes.some((prefix) => route.url.startsWith(prefix))) {
      route.config = { ...route.config, access: Access.PUBLIC };
      return;
    }
    if (access === undefined)
      throw new RouteAccessError(
        `Route ${String(route.method)} ${route.url} declares no config.access (public, authenticated or an element code).`,
      );
    if (Array.isArray(access) ? access.length === 0 || access.some((code) => !KNOWN_ACCESS.has(code)) : !KNOWN_ACCESS.has(access as string))
      throw new RouteAccessError(`Route ${String(route.method)} ${route.url} declares unknown access '${String(access)}'.`);
    const logged = route.config?.opLog?.action;
    if (logged !== undefined && !KNOWN_OP_ACTIONS.has(logged))
      throw new RouteAccessError(
        `Route ${String(route.method)} ${route.url} logs action '${logged}', which neither the platform (OP_ACTION_CODES) nor a module's manifest (opLog.actions) declares.`,
      );
  });
}
