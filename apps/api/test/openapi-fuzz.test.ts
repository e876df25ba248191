import { DOOR_GATEWAY_TOKEN_HEADER } from '@cvap/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestApp, type TestApp } from './helpers/app.js';
import { SIM_GATEWAY_TOKEN } from './helpers/door-sim.js';
import { edges, fieldPaths, hostile, pick, plausible, seededRandom, withField, type JsonSchema, type Rng } from './helpers/fuzz-values.js';

/**
 * Issue 21: no input answers 500 or hangs. Every route of the OpenAPI document the API serves gets boundary and
 * invalid values (impossible dates, negative, huge and fractional-fen numbers, 1e309 as JSON text, 100 000-char and
 * NUL-bearing strings, deep nesting, wrong types, missing and extra fields, path parameters that are not ids) as the
 * administrator and as a community manager (lihua, CompanyId 1001). Every answer must be below 500 and come within
 * MAX_MS. Each route's requests come from a PRNG seeded with the route and the caller, so a failure is reproducible
 * and adding a route changes no other route's requests; a failure prints the route and the body.
 *
 * No route is skipped. The ones that end the caller's session or lock an account (user freeze and password reset,
 * own password change, logout) run last, after every other route was fuzzed by both callers, so they cannot hide
 * anything; deletions run after all the other writes, for the same reason. Path ids of users, roles and tenants are
 * never real ones (a fuzzed valid body could otherwise take the callers' own grants away halfway).
 */

const MAX_MS = 5_000;
/**
 * The only 5xx answers allowed: a device or the access-control platform that does not answer (nothing listens at
 * their addresses in tests). These are the catalogue's designed upstream failures (502/503 with their own codes),
 * not crashes. 50001 (500) and 50301 (database unavailable: it is up) never are.
 */
const UPSTREAM_CODES = new Set([50302, 50303, 50304, 50305, 50320, 50350]);
/** Single-field mutations per route and caller, beside the fixed cases. */
const MUTATIONS = 4;
/** Fields per route and caller that get one value on the edge of what their schema accepts. */
const EDGE_FIELDS = 8;
const EXPORT = /\/export\w*$/i;
const SESSION_ROUTES = [
  'POST /api/admin/user/resetUserPassword',
  'POST /api/admin/user/freeze',
  'PUT /api/admin/user/password',
  'POST /api/auth/jwt/logout',
];
const NO_REAL_IDS = /^\/api\/admin\/(user|role|tenant)\b/;
const BAD_IDS = ['-1', '0', '1e20', 'abc', '9223372036854775808', '1.5', '2147483648', '%20', '%00', '0x10', '%E0%A4%A'];
const REAL_IDS = ['1', '2', '3'];

interface Operation {
  method: string;
  path: string;
  body?: JsonSchema;
  multipart: boolean;
  pathParams: string[];
  query: { name: string; schema: JsonSchema; required: boolean }[];
}

interface FuzzRequest {
  label: string;
  method: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
}

interface Caller {
  name: 'admin' | 'lihua';
  token: string;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}

let t: TestApp;
let callers: Caller[];
let operations: Operation[];
let requests = 0;
const routesFuzzed = new Set<string>();

beforeAll(async () => {
  t = await startTestApp();
  callers = [
    { name: 'admin', token: await login(t.app, 'admin') },
    { name: 'lihua', token: await login(t.app, 'lihua') },
  ];
  const doc = t.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]): Operation => {
      const content = op.requestBody?.content ?? {};
      const parameters = op.parameters ?? [];
      return {
        method: method.toUpperCase(),
        path,
        body: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content || path === '/api/fdfs/file/uploadFiles',
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema, required: p.required === true })),
      };
    }),
  );
});
afterAll(async () => {
  const byStatus = [...statuses].sort(([a], [b]) => a.localeCompare(b)).map(([tally, n]) => `${tally}×${n}`);
  console.info(`openapi-fuzz: ${routesFuzzed.size} routes, ${requests} requests; HTTP ${byStatus.join(' ')}`);
  await t?.close();
});

const key = (op: Operation) => `${op.method} ${op.path}`;

function seedOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

function urlOf(op: Operation, rng: Rng, index: number): string {
  const ids = NO_REAL_IDS.test(op.path) ? BAD_IDS : [...BAD_IDS, ...REAL_IDS];
  let url = op.path;
  // The first requests walk through the bad ids in order, so each route sees several; then at random.
  for (const name of op.pathParams) url = url.replace(`{${name}}`, index < 3 ? BAD_IDS[index]! : pick(rng, ids));
  const query: string[] = [];
  for (const param of op.query) {
    if (!param.required && rng() < 0.3) continue;
    const value = rng() < 0.5 ? plausible(param.schema, rng) : hostile(param.schema, rng);
    const text = typeof value === 'string' ? value.slice(0, 2000) : JSON.stringify(value);
    query.push(`${encodeURIComponent(param.name)}=${encodeQuery(text)}`);
  }
  return query.length ? `${url}?${query.join('&')}` : url;
}

/** A lone surrogate cannot be URI-encoded: it goes as the bytes it would be, which are not UTF-8 either. */
function encodeQuery(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/** JSON text of `body` with the field at `path` holding the literal 1e309 (JSON.stringify cannot write it). */
function withInfinity(body: unknown, path: (string | number)[]): string {
  const marker = '__FUZZ_1E309__';
  return JSON.stringify(withField(body, path, marker)).replace(`"${marker}"`, '1e309');
}

function requestsFor(op: Operation, caller: Caller): FuzzRequest[] {
  const rng = seededRandom(seedOf(`${caller.name} ${key(op)}`));
  const list: FuzzRequest[] = [];
  const add = (label: string, payload?: string | Buffer, contentType = 'application/json') =>
    list.push({
      label,
      method: op.method,
      url: urlOf(op, rng, list.length),
      payload,
      contentType: payload === undefined ? undefined : contentType,
    });

  if (op.multipart) {
    add('JSON to an upload', '{"files":"x"}');
    add('upload with the wrong content type', 'files=a.jpg', 'text/plain');
    add('multipart without a boundary', '--x\r\n\r\n', 'multipart/form-data');
    add(
      'malformed multipart',
      '--b\r\nContent-Disposition: form-data; name="files"; filename="a.jpg"\r\n\r\nabc',
      'multipart/form-data; boundary=b',
    );
    add('multipart with a broken part header', '--b\r\nContent-Dispo\r\n\r\n--b--\r\n', 'multipart/form-data; boundary=b');
    add(
      'multipart that never ends its header',
      `--b\r\nContent-Disposition: form-data; name="${'n'.repeat(100_000)}`,
      'multipart/form-data; boundary=b',
    );
    return list;
  }
  if (!op.body) {
    for (let i = 0; i < 4; i++) add('no body');
    add('a stray JSON body', '{"zzUnknown":1}');
    add('a JSON body nested 5000 deep', `${'['.repeat(5000)}${']'.repeat(5000)}`);
    return list;
  }
  const base = plausible(op.body, rng);
  const fields = fieldPaths(op.body);
  add('a plausible body', JSON.stringify(base));
  add('an empty object (required fields missing)', '{}');
  add('an extra field', JSON.stringify(withField(base, ['zzUnknown'], 'x')));
  add('the wrong type of body', pick(rng, ['[]', '"x"', '1', 'null', 'true', '[{}]']));
  add('a body nested 5000 deep', pick(rng, [`${'['.repeat(5000)}1${']'.repeat(5000)}`, `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`]));
  add('no body at all');
  if (fields.length) {
    const numeric = fields.filter((f) => /integer|number/.test(JSON.stringify(f.schema.type ?? f.schema.anyOf ?? '')));
    add('1e309', withInfinity(base, pick(rng, numeric.length ? numeric : fields).path));
    // Each field (up to EDGE_FIELDS of them) once on an edge its schema lets through, in a fresh plausible body:
    // these reach the handler, where a 500 comes from.
    const shuffled = [...fields].sort(() => rng() - 0.5).slice(0, EDGE_FIELDS);
    for (const field of shuffled) {
      const edge = edges(field.schema);
      const value = edge.length ? pick(rng, edge) : hostile(field.schema, rng);
      add(`edge of ${field.path.join('.')}`, JSON.stringify(withField(plausible(op.body, rng), field.path, value)));
    }
    for (let i = 0; i < MUTATIONS; i++) {
      const field = pick(rng, fields);
      add(`field ${field.path.join('.')}`, JSON.stringify(withField(plausible(op.body, rng), field.path, hostile(field.schema, rng))));
    }
    for (let i = 0; i < 2; i++) {
      let all = plausible(op.body, rng);
      for (const field of fields.filter((f) => f.path.length === 1)) all = withField(all, field.path, hostile(field.schema, rng));
      add('every field hostile', JSON.stringify(all));
    }
  }
  // An export that passes validation starts a background task writing a workbook: its filter is the list's,
  // fuzzed in full on the list route, so an export gets the fixed cases only (the task work dominated the run).
  return EXPORT.test(op.path) ? list.slice(0, 8) : list;
}

const statuses = new Map<string, number>();

function envelopeStatus(body: string): number {
  try {
    return (JSON.parse(body) as { status?: number }).status ?? NaN;
  } catch {
    return NaN;
  }
}

interface Failure {
  caller: string;
  request: string;
  answer: string;
}

async function fuzz(selected: Operation[]): Promise<Failure[]> {
  const failures: Failure[] = [];
  for (const op of selected) {
    routesFuzzed.add(key(op));
    for (const caller of callers) {
      for (const [index, request] of requestsFor(op, caller).entries()) {
        const headers: Record<string, string> = {
          authorization: caller.token,
          companyid: '1001',
          'accept-language': index % 2 ? 'en' : 'zh-CN',
        };
        if (request.contentType) headers['content-type'] = request.contentType;
        if (op.path.startsWith('/api/device-gateway/')) headers[DOOR_GATEWAY_TOKEN_HEADER] = SIM_GATEWAY_TOKEN;
        const options: InjectOptions = { method: request.method as InjectOptions['method'], url: request.url, headers };
        if (request.payload !== undefined) options.payload = request.payload;
        const started = performance.now();
        let answer: string | null = null;
        try {
          const response = await t.app.inject(options);
          const ms = Math.round(performance.now() - started);
          const status = envelopeStatus(response.body);
          const tally = `${caller.name} ${response.statusCode}`;
          statuses.set(tally, (statuses.get(tally) ?? 0) + 1);
          if ((response.statusCode >= 500 && !UPSTREAM_CODES.has(status)) || ms > MAX_MS)
            answer = `${response.statusCode} in ${ms} ms: ${response.body.slice(0, 300)}`;
        } catch (error) {
          answer = `inject threw: ${String(error)}`;
        }
        requests++;
        if (answer !== null) {
          const body = request.payload === undefined ? '' : ` ${String(request.payload).slice(0, 300)}`;
          failures.push({
            caller: caller.name,
            request: `${request.method} ${request.url.slice(0, 300)} [${request.label}]${body}`,
            answer,
          });
        }
      }
    }
  }
  return failures;
}

describe('every route of the OpenAPI document, fuzzed as admin and as lihua', () => {
  it('the document lists the routes (a sanity check of the suite itself)', () => {
    expect(operations.length).toBeGreaterThan(300);
    for (const route of SESSION_ROUTES) expect(operations.map(key)).toContain(route);
  });

  it('every route but deletions and the session-ending ones: no 5xx, each answer within 5 s', { timeout: 600_000 }, async () => {
    const failures = await fuzz(operations.filter((op) => op.method !== 'DELETE' && !SESSION_ROUTES.includes(key(op))));
    expect(failures).toEqual([]);
  });

  it('then the deletions: no 5xx, each answer within 5 s', { timeout: 300_000 }, async () => {
    const failures = await fuzz(operations.filter((op) => op.method === 'DELETE'));
    expect(failures).toEqual([]);
  });

  it('last the routes that end a session or lock an account: no 5xx, each answer within 5 s', { timeout: 120_000 }, async () => {
    const failures = await fuzz(SESSION_ROUTES.map((route) => operations.find((op) => key(op) === route)!));
    expect(failures).toEqual([]);
  });
});
