import { routeHasId, routeOf, type Operation, type RouteOverride } from '@cvap/contracts';
import type { AnyResourceDecl } from './decl.js';

/** Routes a caller moves from the declaration's (a test, a screen reaching a copy of a resource elsewhere). */
export type RouteOverrides = Partial<Record<Operation, RouteOverride>>;

/** The route of an operation and its URL for a record; whether the id travelled in the path (else in the body). */
export function routeUrl(
  decl: Pick<AnyResourceDecl, 'basePath' | 'paths'>,
  operation: Operation,
  id?: number,
  overrides: RouteOverrides = {},
) {
  const route = overrides[operation] ?? routeOf(decl, operation);
  const idInPath = routeHasId(route);
  return { route, url: id === undefined ? route.path : route.path.replace('{id}', String(id)), idInPath };
}
