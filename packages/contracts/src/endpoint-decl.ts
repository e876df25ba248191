import { z } from 'zod';

/**
 * One bespoke endpoint, declared once: the API registers its route from it (schemas, access, community, op log,
 * operationId), the console calls it through one helper that infers the answer and builds the query key, and the
 * API document is generated from the same object, so none of them can drift. Declared resources keep deriving
 * theirs from the resource declaration (`routeOf`).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call it: no login, any logged-in user, one element code, or any one of several. */
export type EndpointAccess = 'public' | 'authenticated' | (string & {}) | readonly string[];

type Schema = z.ZodType | undefined;

export interface EndpointDecl<
  Params extends Schema = Schema,
  Query extends Schema = Schema,
  Body extends Schema = Schema,
  Answer extends z.ZodType = z.ZodType,
> {
  /** Unique and stable: the API document's operationId and part of the console's query key, `<tag>.<verb>`. */
  readonly id: string;
  readonly method: HttpMethod;
  /** The spec's path, a path parameter as `{name}`. */
  readonly path: string;
  /** One line for the API document. */
  readonly summary: string;
  /** The API document's group; the first is also the console's query-key group (a resource's name). */
  readonly tag: string;
  readonly access: EndpointAccess;
  /**
   * 'required' (default): the caller acts for a community (CompanyId, or head office). 'optional': a user-level
   * call made before a community is chosen; a CompanyId sent is still checked.
   */
  readonly community?: 'required' | 'optional';
  /** Kiosk accounts are refused unless this is set. */
  readonly kiosk?: boolean;
  readonly params?: Params;
  readonly query?: Query;
  readonly body?: Body;
  /** The envelope's `data` on success (`z.void()` for a file). */
  readonly answer: Answer;
  /** Answers a file (a download), not an envelope, on success. */
  readonly file?: boolean;
  /**
   * Business errors (names in the codes catalogue) this endpoint may answer besides the generic ones (validation,
   * session, permission). Plain strings: the catalogue is built from the modules that declare endpoints; a test
   * checks each name.
   */
  readonly errors?: readonly string[];
  /** Left out of the API document (an operator's tool on this machine, not part of the API). */
  readonly hidden?: boolean;
  /** Writes an operation-log row. */
  readonly opLog?: { readonly resource: string; readonly action: string };
}

export type AnyEndpoint = EndpointDecl<Schema, Schema, Schema, z.ZodType>;

/** Declares an endpoint, keeping its schemas' exact types for the route and the caller. */
export function endpoint<
  Params extends Schema = undefined,
  Query extends Schema = undefined,
  Body extends Schema = undefined,
  Answer extends z.ZodType = z.ZodType,
>(decl: EndpointDecl<Params, Query, Body, Answer>): EndpointDecl<Params, Query, Body, Answer> {
  return decl;
}

type Part<S, Key extends string> = S extends z.ZodType ? { [K in Key]: z.input<S> } : { [K in Key]?: undefined };
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller passes: the path parameters, the query and the body, each only when declared. */
export type EndpointInput<E extends AnyEndpoint> =
  E extends EndpointDecl<infer P, infer Q, infer B, z.ZodType> ? Part<P, 'params'> & Part<Q, 'query'> & Part<B, 'body'> : never;

/** What a route handler receives, as validated (coerced, defaulted) by the declared schemas. */
export interface EndpointParts<E extends AnyEndpoint> {
  params: E extends EndpointDecl<infer P, Schema, Schema, z.ZodType> ? Parsed<P> : never;
  query: E extends EndpointDecl<Schema, infer Q, Schema, z.ZodType> ? Parsed<Q> : never;
  body: E extends EndpointDecl<Schema, Schema, infer B, z.ZodType> ? Parsed<B> : never;
}

/** The envelope data the endpoint answers. */
export type EndpointAnswer<E extends AnyEndpoint> = z.output<E['answer']>;

/** The path with its `{name}` parameters filled in (each URI-encoded). */
export function endpointPath(decl: Pick<AnyEndpoint, 'path' | 'id'>, params: Record<string, unknown> | undefined): string {
  return decl.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${decl.id}: path parameter ${name} missing`);
    return encodeURIComponent(String(value));
  });
}

/** The router's form of a declared path: `{id}` becomes `:id`. */
export function routerPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** The path parameters of an endpoint on one record: `{id}`, a positive 32-bit integer. */
export const IdParams = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });

function isEndpoint(value: unknown): value is AnyEndpoint {
  return typeof value === 'object' && value !== null && 'id' in value && 'method' in value && 'path' in value && 'answer' in value;
}

/**
 * The declarations in `value`: itself, or those of a record of them, `depth` records deep (the steps of a machine,
 * by step), each once. `endpointsIn(contracts)` gives every declaration a module of exports holds.
 */
export function endpointsIn(value: unknown, depth = 2): AnyEndpoint[] {
  if (isEndpoint(value)) return [value];
  if (depth === 0 || typeof value !== 'object' || value === null) return [];
  return [...new Set(Object.values(value).flatMap((inner) => endpointsIn(inner, depth - 1)))];
}
