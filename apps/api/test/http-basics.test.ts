import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Access } from '@cvap/contracts';
import { call, login, startTestApp, type TestApp } from './helpers/app.js';
import { openSeededDatabase } from './helpers/database.js';
import { awayFromWindowEnd } from './helpers/rate-window.js';

const LEAKS = /select |insert |from "|PGlite|node_modules|\/src\/|\.ts:|at [\w.<>]+ \(|stack|ECONNREFUSED/i;

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'cvap-web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  mkdirSync(join(webDist, 'help'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>console</title><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
  // The build's precompressed twins (apps/web/vite.config.ts precompress).
  writeFileSync(join(webDist, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync('console.log("app")'));
  writeFileSync(join(webDist, 'assets', 'app-1a2b3c.js.gz'), gzipSync('console.log("app")'));
  writeFileSync(join(webDist, 'index.html.br'), brotliCompressSync('<!doctype html><title>console</title><div id="root"></div>'));
  writeFileSync(join(webDist, 'help', 'help.pdf'), '%PDF-1.4\n%%EOF\n');
  t = await startTestApp({
    config: { webDist },
    extraRoutes: async (app) => {
      app.get('/api/test/explode', { config: { access: Access.PUBLIC } }, async () => {
        throw new Error('select * from secret_table failed at /srv/app/src/secret.ts:12');
      });
    },
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('health and errors', () => {
  it('reports the database up', async () => {
    expect(await call(t.app, 'GET', '/api/health')).toMatchObject({ http: 200, status: 200, data: { db: 'up' } });
  });

  it('answers an unexpected error with 50001 and nothing of its text', async () => {
    const response = await call(t.app, 'GET', '/api/test/explode', { language: 'en' });
    expect(response).toMatchObject({ http: 500, status: 50001, message: 'Internal server error, please try again later', data: null });
    expect(response.raw.body).not.toMatch(LEAKS);
    expect(response.raw.body).not.toContain('secret');
  });

  it('refuses repeated query parameters with 40002 (HTTP 400) naming them', async () => {
    const response = await call(t.app, 'GET', '/api/health', { query: 'a=1&a=2&b=3', language: 'en' });
    expect(response).toMatchObject({ http: 400, status: 40002, message: 'The request is malformed: a' });
  });

  it('answers 50301 (HTTP 503) without driver text when the database is gone', async () => {
    const local = await startTestApp({ database: await openSeededDatabase() });
    const token = await login(local.app, 'admin');
    await local.database.db.close();
    try {
      for (const response of [
        await call(local.app, 'GET', '/api/health'),
        await call(local.app, 'GET', '/api/admin/user/front/info', { token }),
      ]) {
        expect(response).toMatchObject({ http: 503, status: 50301, message: '数据库暂不可用，请稍后再试' });
        expect(response.raw.body).not.toMatch(LEAKS);
      }
    } finally {
      await local.close();
      await local.database.dispose();
    }
  });
});

describe('rate limit', () => {
  it('answers 42901 (HTTP 429) in the envelope once an address exceeds the per-minute ceiling', async () => {
    // Its own database: an instance on the same one would share its counts of this address (decision 0041).
    const limited = await startTestApp({ config: { rateLimitPerMinute: 5 } });
    try {
      await awayFromWindowEnd();
      const responses = [];
      for (let i = 0; i < 6; i++) responses.push(await call(limited.app, 'GET', '/api/health', { language: 'en' }));
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 42901]);
      expect(responses.map((response) => response.raw.headers['x-ratelimit-remaining'])).toEqual(['4', '3', '2', '1', '0', '0']);
      expect(responses[0]!.raw.headers['x-ratelimit-limit']).toBe('5');
      expect(Number(responses[5]!.raw.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(responses[5]!.raw.headers['retry-after'])).toBeLessThanOrEqual(60);
      const refused = await call(limited.app, 'GET', '/api/health', { language: 'en' });
      expect(refused).toMatchObject({ http: 429, message: 'Too many requests, please try again later' });
      // The console's files are not counted.
      expect((await limited.app.inject({ method: 'GET', url: '/' })).statusCode).not.toBe(429);
    } finally {
      await limited.close();
      await limited.database.dispose();
    }
  });
});

describe('security headers', () => {
  it('sends a CSP fit for the antd console, frame-ancestors, nosniff and a referrer policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'self'");
    // The help page embeds /help/help.pdf: only our own origin may be embedded.
    expect(csp).toContain("object-src 'self'");
    expect(csp).toContain("frame-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('takes frame-ancestors from FRAME_ANCESTORS', async () => {
    const framed = await startTestApp({ database: t.database, config: { frameAncestors: ["'self'", 'https://portal.example.cn'] } });
    try {
      expect(String((await framed.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'])).toContain(
        "frame-ancestors 'self' https://portal.example.cn",
      );
    } finally {
      await framed.close();
    }
  });
});

describe('the built console (WEB_DIST)', () => {
  it('serves index.html at / and for console routes (SPA fallback), not cached', async () => {
    for (const url of ['/', '/dashboard/dashboard', '/systemManager/userMng?menu=x', '/login']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache and the help PDF as a file', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const pdf = await t.app.inject({ method: 'GET', url: '/help/help.pdf' });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.startsWith('%PDF')).toBe(true);
  });

  it('sends the precompressed twin a browser accepts (brotli first, then gzip), with its type and Vary', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("app")');
    const gz = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log("app")');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');
    const page = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'br' } });
    expect(page.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'no-cache' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');
  });

  it('answers a missing file with 404 and never falls back for /api paths or non-GET requests', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/unknown/thing')).status).toBe(40402);
    expect((await call(t.app, 'GET', '/api')).status).toBe(40402);
    expect((await call(t.app, 'POST', '/dashboard/dashboard', { body: {} })).status).toBe(40402);
  });

  it('never serves files outside WEB_DIST', async () => {
    for (const url of [
      '/../../../../etc/passwd',
      '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2f..%2fetc%2fpasswd',
      '/assets/..%2f..%2f..%2fetc%2fhosts',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body, url).not.toMatch(/root:|localhost/);
    }
  });
});

describe('API documentation', () => {
  it('is served in demo mode at /api/docs with the OpenAPI document at /api/docs/json', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      openapi: string;
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/jwt/token',
        '/api/admin/user/front/info',
        '/api/admin/public/user/selectUser',
        '/api/admin/task/{id}',
      ]),
    );
    expect(doc.components.schemas).toHaveProperty('MenuItem');
  });

  it('is off in production mode', async () => {
    const production = await startTestApp({ database: t.database, config: { mode: 'production', apiDocs: false } });
    try {
      expect((await call(production.app, 'GET', '/api/docs')).status).toBe(40402);
      expect((await call(production.app, 'GET', '/api/docs/json')).status).toBe(40402);
    } finally {
      await production.close();
    }
  });
});

describe('embedded prefix', () => {
  it('answers /cvap/api/… exactly like /api/… (spec: embedded mode rewrites api/ to cvap/api/)', async () => {
    const direct = await t.app.inject({ method: 'GET', url: '/api/health' });
    const embedded = await t.app.inject({ method: 'GET', url: '/cvap/api/health' });
    expect(embedded.statusCode).toBe(200);
    expect(embedded.json()).toEqual(direct.json());
  });

  it('does not treat other paths under /cvap/ as the API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/cvap/other' });
    expect(response.headers['content-type']).not.toContain('application/json');
  });
});
