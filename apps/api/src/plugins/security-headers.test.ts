import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/helpers/app.js';
import { helmetOptions } from './security-headers.js';

let t: TestApp;
let reference: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp({ config: { frameAncestors: ["'self'", 'https://portal.example.cn'] } });
  // What @fastify/helmet itself sends for the same options, per request.
  const plain = Fastify({ logger: false });
  await plain.register(helmet, helmetOptions(t.config));
  plain.get('/', async () => '');
  const response = await plain.inject({ method: 'GET', url: '/' });
  reference = Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name]) => !['content-type', 'content-length', 'date', 'connection'].includes(name))
      .map(([k, v]) => [k, String(v)]),
  );
  await plain.close();
});
afterAll(() => t?.close());

function securityHeaders(headers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.keys(reference).map((name) => [name, String(headers[name])]));
}

describe('security headers computed once', () => {
  it('are exactly the headers helmet sends for the configuration, on success, refusal and not-found answers', async () => {
    expect(Object.keys(reference)).toEqual(
      expect.arrayContaining(['content-security-policy', 'x-content-type-options', 'referrer-policy', 'strict-transport-security']),
    );
    expect(reference['content-security-policy']).toContain("frame-ancestors 'self' https://portal.example.cn");
    for (const [method, url] of [
      ['GET', '/api/health'],
      ['GET', '/api/admin/user/front/info'],
      ['POST', '/api/no/such/route'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(securityHeaders(response.headers), `${method} ${url}`).toEqual(reference);
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });
});
