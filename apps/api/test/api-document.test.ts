import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOOR_GATEWAY_TOKEN_HEADER, FeeLedgerEndpoints, FeeSettlementEndpoints } from '@cvap/contracts';
import { eq } from 'drizzle-orm';
import { residentials } from '../src/db/schema/index.js';
import { call, login, startTestApp, type TestApp } from './helpers/app.js';
import { plausible, seededRandom, type JsonSchema } from './helpers/fuzz-values.js';
import { finishedTask } from './helpers/import-files.js';

// Seconds each (Redocly 8 s, the GET answers 9 s, the generated client 16 s, measured with the machine's 2 cores
// under a load average near 28); the timeouts leave room for a busier machine.

/**
 * Issue 36, decision 0051: the API document served at /api/docs/json is usable outside this codebase. Redocly's
 * recommended rules find no error; every answer a seeded administrator gets from a GET operation matches the
 * operation's documented 200 schema; and openapi-typescript generates types from it that a call compiles against.
 */

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
  $ref?: string;
}
interface Operation {
  operationId?: string;
  security?: unknown[];
  parameters?: Parameter[];
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, unknown>;
  tags: { name: string; description: string }[];
}

let t: TestApp;
let doc: Document;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  token = await login(t.app, 'admin');
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Document;
});
afterAll(async () => {
  await t?.close();
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));

describe('the API document', () => {
  it("passes Redocly's recommended rules without an error", async () => {
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: 'api-docs.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    const tally = (severity: string) => {
      const byRule: Record<string, number> = {};
      for (const p of problems.filter((problem) => problem.severity === severity)) byRule[p.ruleId] = (byRule[p.ruleId] ?? 0) + 1;
      return byRule;
    };
    console.info(`api-document: ${operations().length} operations; Redocly warnings ${JSON.stringify(tally('warn'))}`);
    const errors = problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((error) => `${error.ruleId}: ${error.message} at ${error.location[0]?.pointer}`)).toEqual([]);
  }, 120_000);

  it('names every operation uniquely, documents its 4xx answers and, behind a login, the CompanyId header', () => {
    const all = operations();
    const ids = all.map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    expect(new Set(ids).size).toBe(all.length);
    expect(all.filter(({ op }) => !Object.keys(op.responses).some((code) => /^4\d\d$/.test(code)))).toEqual([]);
    const withToken = all.filter(({ op }) => op.security === undefined);
    const withoutCompanyId = withToken.filter(({ op }) => !(op.parameters ?? []).some((p) => p.$ref?.includes('CompanyId')));
    expect(withoutCompanyId.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    const used = new Set(all.flatMap(({ op }) => (op as { tags?: string[] }).tags ?? []));
    expect(doc.tags.map((tag) => tag.name).sort()).toEqual([...used].sort());
  });

  it('documents the multipart form of the upload', () => {
    const upload = doc.paths['/api/fdfs/file/uploadFiles']!.post as unknown as { requestBody: { content: Record<string, unknown> } };
    expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data']);
  });
});

const DOC_ID = 'https://cvap.invalid/api-docs.json';
/** A seeded community the administrator may act for. */
const COMMUNITY = '1001';

/** The schema with its component references pointing into the document added to ajv under DOC_ID. */
function rooted<T>(schema: T): T {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${DOC_ID}#/components/`)) as T;
}

/** Ids of the rows of a declared resource (its page operation), for its `{id}` path parameters: head office's, else 1001's. */
async function firstId(path: string): Promise<string | undefined> {
  const base = path.slice(0, path.indexOf('/{'));
  if (!doc.paths[`${base}/query/page`]?.post) return undefined;
  for (const companyId of [undefined, COMMUNITY]) {
    const page = await call<{ rows: { id: number }[] }>(t.app, 'POST', `${base}/query/page`, {
      token,
      companyId,
      body: { page: 1, limit: 1 },
    });
    const id = page.data?.rows?.[0]?.id;
    if (id !== undefined) return String(id);
  }
  return undefined;
}

/** What a GET needs beyond the seed: path or query values, or other headers (another login, a gateway token). */
interface Given {
  params?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

/**
 * Rows the seed lacks, made through the API as the administrator acting for 1001 (every date fixed, so nothing
 * depends on the day the test runs), and what each GET then needs. 我的打卡 reads the staff member's today: whether
 * it has a shift changes the values, not the shape checked.
 */
async function given(): Promise<Record<string, Given>> {
  const post = async <T>(url: string, body: unknown): Promise<T> => {
    const answer = await call<T>(t.app, 'POST', url, { token, companyId: COMMUNITY, body });
    expect(answer.status, `POST ${url}: ${answer.message}`).toBe(200);
    return answer.data;
  };
  const [community] = await t.database.db.orm
    .select({ id: residentials.id })
    .from(residentials)
    .where(eq(residentials.companyId, COMMUNITY));
  const residentialId = community!.id;

  // A bill run: its row, its communities, and the task it ran as.
  const run = await post<{ id: number; taskId: string }>('/api/property/generateTask/start', { period: '2026-03' });
  await finishedTask(t.app, token, run.taskId);
  // Late fees on the seed's arrears (its late-fee standard, 30 days' grace), a reminder campaign, a closed month.
  await post('/api/property/overdueRecord/compute', { asOf: '2099-12-31' });
  await post('/api/property/billPush/start', { name: '接口文档检查', channel: 1 });
  await post(FeeSettlementEndpoints.close.path, { residentialId, month: '2001-03' });
  await post('/api/property/eInvoiceChannel', { residentialId, channel: 1, enabled: true });
  await post('/api/attendance/holiday', { day: '2024-10-01', kind: 'holiday', holidayName: '国庆节' });
  // An upgrade push to a seeded device (nothing listens for the simulator: the device's result is a failure).
  const upgrade = await post<{ rows: { id: number }[] }>('/api/property/deviceUpgrade/query/page', { page: 1, limit: 1 });
  const device = await post<{ rows: { id: number }[] }>('/api/property/device/query/page', { page: 1, limit: 1 });
  const push = await post<{ taskId: string }>('/api/property/deviceUpgrade/push', {
    upgradeId: upgrade.rows[0]!.id,
    deviceIds: [device.rows[0]!.id],
  });
  // A job-log row: the seed writes none, and a scheduled run may or may not fall within the test.
  const jobs = await call<{ rows: { id: number }[] }>(t.app, 'POST', '/api/admin/quartzJob/query/page', {
    token,
    body: { handler: 'expireAppointments' },
  });
  expect((await call(t.app, 'POST', `/api/admin/quartzJob/${jobs.data.rows[0]!.id}/run`, { token })).status).toBe(200);
  const receipts = await post<{ rows: { receiptCode: string }[] }>('/api/property/actualReceipt/query/page', { page: 1, limit: 1 });
  // 李华 has a staff profile (found by the mobile number); the administrator has none.
  const staff = await login(t.app, 'lihua');
  return {
    '/api/admin/task/{id}': { params: { id: run.taskId } },
    '/api/property/deviceUpgrade/results': { query: { taskId: push.taskId }, headers: { companyid: COMMUNITY } },
    [FeeLedgerEndpoints.receiptByCode.path]: { query: { code: receipts.rows[0]!.receiptCode }, headers: { companyid: COMMUNITY } },
    [FeeSettlementEndpoints.check.path]: { query: { residentialId: String(residentialId), month: '2001-03' } },
    '/api/attendance/myClock': { headers: { authorization: staff, companyid: COMMUNITY } },
    '/api/device-gateway/devices': { headers: { [DOOR_GATEWAY_TOKEN_HEADER]: t.config.doorGatewayToken! } },
  };
}

describe('the answers of every GET operation the administrator can call', () => {
  it('match their documented 200 schema', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema({ $id: DOC_ID, components: rooted(doc.components) });
    const rng = seededRandom(36);
    const mismatches: string[] = [];
    const skipped: string[] = [];
    const needs = await given();
    let checked = 0;
    for (const { path, method, op } of operations()) {
      if (method !== 'get') continue;
      const schema = op.responses['200']?.content?.['application/json']?.schema;
      if (!schema) continue;
      const need = needs[path] ?? {};
      let url = path;
      for (const param of (op.parameters ?? []).filter((p) => p.in === 'path')) {
        const value = need.params?.[param.name] ?? param.schema?.enum?.[0] ?? (await firstId(path)) ?? '1';
        url = url.replace(`{${param.name}}`, encodeURIComponent(String(value)));
      }
      const query = (op.parameters ?? [])
        .filter((p) => p.in === 'query' && p.required && p.schema)
        .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(need.query?.[p.name] ?? plausible(p.schema!, rng)))}`)
        .join('&');
      const get = (headers: Record<string, string> = {}) =>
        t.app.inject({
          method: 'GET',
          url: query ? `${url}?${query}` : url,
          headers: { authorization: token, ...need.headers, ...headers },
        });
      let answer = await get();
      // A route that lists the acting community's rows refuses head office (403, or 422 when it needs one community):
      // the administrator acts for 1001 there.
      if (answer.statusCode === 403 || answer.statusCode === 422) answer = await get({ companyid: COMMUNITY });
      // Nothing lands here while given() makes what the seed lacks; a new GET that does needs an entry there.
      if (answer.statusCode !== 200 || !String(answer.headers['content-type']).includes('application/json')) {
        skipped.push(`${path} ${answer.statusCode}`);
        continue;
      }
      let validate: ValidateFunction;
      try {
        validate = ajv.compile(rooted(schema));
      } catch (error) {
        mismatches.push(`GET ${path}: schema does not compile: ${(error as Error).message}`);
        continue;
      }
      checked++;
      if (!validate(answer.json())) {
        const first = validate.errors!.slice(0, 3).map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`);
        mismatches.push(`GET ${url}: ${first.join('; ')}`);
      }
    }
    console.info(`api-document: ${checked} GET answers checked against their schema; not 200 JSON: ${skipped.join(', ')}`);
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(145);
  }, 120_000);
});

describe('a typed client generated from the document', () => {
  it('compiles a typed call with openapi-typescript and tsc', async () => {
    const started = Date.now();
    const dir = mkdtempSync(join(tmpdir(), 'cvap-api-client-'));
    try {
      writeFileSync(join(dir, 'api.d.ts'), astToString(await openapiTS(doc as never)));
      writeFileSync(
        join(dir, 'call.ts'),
        [
          "import type { paths } from './api';",
          "type Json<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { responses: { 200: { content: { 'application/json': infer T } } } } ? T : never;",
          "type Info = Json<'/api/admin/user/front/info', 'get'>;",
          "type Login = paths['/api/auth/jwt/token']['post']['requestBody'];",
          "const login: NonNullable<Login>['content']['application/json'] = { username: 'admin', password: 'secret' };",
          'declare const info: Info;',
          'export const names: string[] = [info.data.username, ...info.data.communities.map((c) => c.residentialName)];',
          '// @ts-expect-error: a username is not a number',
          'export const wrong: number = info.data.username;',
          "type Refusal = paths['/api/admin/department/{id}']['get']['responses'][404]['content']['application/json'];",
          'declare const refusal: Refusal;',
          'export const status: number = refusal.status;',
          'export { login };',
        ].join('\n'),
      );
      const program = ts.createProgram([join(dir, 'call.ts')], {
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        types: [],
      });
      console.info(`api-document: client generated and compiled in ${Date.now() - started} ms`);
      const diagnostics = ts
        .getPreEmitDiagnostics(program)
        .map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
      expect(diagnostics).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
