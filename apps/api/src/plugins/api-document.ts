import { Access, Codes, SESSION_END_CODES, codeByStatus, type CodeName } from '@cvap/contracts';
import type { RouteOptions } from 'fastify';
import type { RouteAccess } from '../fastify-types.js';
import { registeredResource } from '../engine/labels.js';

/**
 * Finishes the OpenAPI document @fastify/swagger builds from the routes' Zod schemas, so that outside tools
 * (Redocly's recommended rules, openapi-typescript, other teams' generators) can use it as it is: every operation
 * gets a stable operationId, its 4xx answers (the envelope and the catalogue codes it can answer), the CompanyId
 * header when it takes the acting community, and every tag a description (decision 0051).
 */

/** What the document needs to know about a route beyond its schema: read from its config when it is transformed. */
export interface RouteFacts {
  access: RouteAccess | undefined;
  community: 'required' | 'optional';
  kiosk: boolean;
  /** The catalogue codes the route declares it may answer besides the generic ones (`config.codes`). */
  errors: readonly CodeName[];
  hasBody: boolean;
  hasInput: boolean;
}

type Json = Record<string, unknown>;
interface Operation extends Json {
  operationId?: string;
  tags?: string[];
  parameters?: Json[];
  responses?: Record<string, Json>;
  requestBody?: Json;
}
export interface OpenApiDocument extends Json {
  paths: Record<string, Record<string, Operation>>;
  components: Json & { schemas?: Record<string, Json>; parameters?: Record<string, Json>; responses?: Record<string, Json> };
  tags?: { name: string; description: string }[];
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/** `/api/admin/task/:id` as the document writes it: `/api/admin/task/{id}`. */
export function documentPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

export function routeKey(method: string, path: string): string {
  return `${method.toLowerCase()} ${path}`;
}

export function routeFacts(route: RouteOptions | undefined, schema: Json | undefined): RouteFacts {
  const config = (route?.config ?? {}) as {
    access?: RouteAccess;
    community?: 'required' | 'optional';
    kiosk?: boolean;
    codes?: readonly string[];
  };
  const codes = config.codes ?? [];
  const unknown = codes.filter((name) => !(name in Codes));
  if (unknown.length) throw new Error(`${String(route?.method)} ${route?.url}: no such codes in the catalogue: ${unknown.join(', ')}`);
  return {
    access: config.access,
    community: config.community ?? 'required',
    kiosk: config.kiosk === true,
    errors: codes as readonly CodeName[],
    hasBody: schema?.body !== undefined || schema?.multipartBody !== undefined,
    hasInput: schema?.body !== undefined || schema?.querystring !== undefined || schema?.params !== undefined,
  };
}

/**
 * `post /api/admin/menu/query/page` → `postAdminMenuQueryPage`; `get /api/admin/task/{id}` → `getAdminTaskById`.
 * Readable, and stable as long as the method and path are: a route that names its own keeps it.
 */
export function derivedOperationId(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param ? ['by', param[1]!] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

const ERROR_ENVELOPE = 'ErrorEnvelope';

/** The codes each 4xx status of an operation can carry: the generic ones its facts imply, then its declared ones. */
export function errorCodes(facts: RouteFacts, path: string): Map<number, CodeName[]> {
  const names: CodeName[] = ['BAD_REQUEST', 'RATE_LIMITED'];
  if (facts.hasBody) names.push('INVALID_JSON', 'PAYLOAD_TOO_LARGE');
  if (facts.hasInput) names.push('VALIDATION_FAILED', 'UNKNOWN_FIELDS');
  if (facts.access !== undefined && facts.access !== Access.PUBLIC) {
    names.push(...SESSION_END_CODES.map((status) => codeByStatus(status)!), 'COMMUNITY_HEADER_INVALID', 'COMMUNITY_FORBIDDEN');
    if (facts.community === 'required') names.push('HEAD_OFFICE_FORBIDDEN');
    if (facts.access !== Access.AUTHENTICATED || !facts.kiosk) names.push('FORBIDDEN');
  }
  if (/\{[^}]+\}/.test(path)) names.push('NOT_FOUND');
  names.push(...facts.errors);
  const byHttp = new Map<number, CodeName[]>();
  for (const name of new Set(names)) {
    const { http } = Codes[name];
    if (http < 400 || http >= 500) continue;
    byHttp.set(http, [...(byHttp.get(http) ?? []), name]);
  }
  return new Map([...byHttp].sort(([a], [b]) => a - b));
}

function errorResponse(names: CodeName[]): Json {
  const codes = names.map((name) => Codes[name]);
  return {
    description: codes.map((code) => `${code.status}: ${code.en} / ${code.zh}`).join('\n\n'),
    content: {
      'application/json': {
        schema: {
          allOf: [
            { $ref: `#/components/schemas/${ERROR_ENVELOPE}` },
            { type: 'object', properties: { status: { type: 'integer', enum: codes.map((code) => code.status) } } },
          ],
        },
      },
    },
  };
}

/**
 * A 4xx answer as a shared component named by its HTTP status and codes (`Http401_40101_40102_…`): the same
 * few combinations recur on hundreds of operations, and a generated client gets one type for each.
 */
function errorResponseRef(document: OpenApiDocument, http: number, names: CodeName[]): Json {
  const name = `Http${http}_${names.map((code) => Codes[code].status).join('_')}`;
  const responses = (document.components.responses ??= {});
  responses[name] ??= errorResponse(names);
  return { $ref: `#/components/responses/${name}` };
}

const COMPANY_ID_PARAMETERS: Record<RouteFacts['community'], [string, string]> = {
  required: [
    'CompanyId',
    'The acting community (its companyId, digits only). A user who is not head office must send it; head office acts for ' +
      'the whole tenant without it. / 操作的社区（companyId）；非总部用户必须提供。',
  ],
  optional: [
    'CompanyIdOptional',
    'The acting community (its companyId, digits only), when one is chosen; checked when sent. / 当前社区（可不传，传则校验）。',
  ],
};

function sharedComponents(document: OpenApiDocument): void {
  const components = document.components;
  components.schemas = {
    ...components.schemas,
    [ERROR_ENVELOPE]: {
      type: 'object',
      description:
        'Every refusal: the business code in `status` (see the catalogue), its message in the request language, and `data` (null, or details such as the invalid fields).',
      properties: {
        status: { type: 'integer', description: 'The business code (not the HTTP status).' },
        message: { type: 'string' },
        data: {},
      },
      required: ['status', 'message'],
    },
  };
  components.parameters = {
    ...components.parameters,
    ...Object.fromEntries(
      Object.values(COMPANY_ID_PARAMETERS).map(([name, description]) => [
        name,
        { name: 'CompanyId', in: 'header', required: false, description, schema: { type: 'string', pattern: '^\\d{1,18}$' } },
      ]),
    ),
  };
}

function tagDescription(tag: string, paths: string[]): string {
  const resource = registeredResource(tag)?.decl;
  if (resource) return `${resource.label.en} / ${resource.label.zh}`;
  const folders = [...new Set(paths.map((path) => path.replace(/(\/(query|\{[^}]+\}))*\/[^/]*$/, '') || '/'))].sort();
  return `Operations under ${folders.slice(0, 3).join(', ')}${folders.length > 3 ? ', …' : ''}`;
}

/** `anyOf` with an empty member accepts anything: said plainly, as Redocly asks (no-illogical-composition-keywords). */
function dropAnyOfAnything(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(dropAnyOfAnything);
  if (node === null || typeof node !== 'object') return;
  const schema = node as Json;
  if (
    Array.isArray(schema.anyOf) &&
    schema.anyOf.some((member) => typeof member === 'object' && member !== null && Object.keys(member).length === 0)
  ) {
    delete schema.anyOf;
  }
  Object.values(schema).forEach(dropAnyOfAnything);
}

/** Adds operation ids, 4xx answers, the CompanyId header, servers and tag declarations to the built document. */
export function finishDocument(document: OpenApiDocument, facts: ReadonlyMap<string, RouteFacts>): OpenApiDocument {
  sharedComponents(document);
  const ids = new Map<string, string>();
  const tagPaths = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const key = routeKey(method, path);
      const route = facts.get(key) ?? routeFacts(undefined, undefined);
      operation.operationId ??= derivedOperationId(method, path);
      const taken = ids.get(operation.operationId);
      if (taken) throw new Error(`operationId ${operation.operationId} of ${key} is already taken by ${taken}`);
      ids.set(operation.operationId, key);

      for (const tag of operation.tags ?? []) tagPaths.set(tag, [...(tagPaths.get(tag) ?? []), path]);

      // A public route (login, health) needs no token: the document's default security does not apply.
      if (route.access === Access.PUBLIC) operation.security = [];
      else if (route.access !== undefined) {
        const parameters = operation.parameters ?? [];
        const named = (p: Json) => typeof p.name === 'string' && p.name.toLowerCase() === 'companyid' && p.in === 'header';
        operation.parameters = [
          ...parameters.filter((p) => !named(p)),
          { $ref: `#/components/parameters/${COMPANY_ID_PARAMETERS[route.community][0]}` },
        ];
      }

      const responses = (operation.responses ??= {});
      for (const [http, names] of errorCodes(route, path)) responses[String(http)] ??= errorResponseRef(document, http, names);
    }
  }
  dropAnyOfAnything(document.paths);
  dropAnyOfAnything(document.components.schemas);
  document.tags = [...tagPaths]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, paths]) => ({ name, description: tagDescription(name, paths) }));
  return document;
}
