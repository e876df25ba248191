import { DEV_DOOR_LICENCE_SECRET } from '@cvap/contracts';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app.js';
import type { Config } from '../../src/config.js';
import { openSeededDatabase, type TestDatabase } from './database.js';
import { SIM_GATEWAY_TOKEN } from './door-sim.js';

export const PASSWORDS = {
  admin: 'Admin@2026',
  lihua: 'Manager@2026',
  wangqiang: 'Repair@2026',
  kiosk01: 'Kiosk@2026',
  zhaolei: 'Frozen@2026',
  chenjing: 'Chen@2026',
  zhangwei: 'Guard@2026',
} as const;
export type DemoLogin = keyof typeof PASSWORDS;

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = mkdtempSync(join(tmpdir(), 'cvap-api-data-'));
  return {
    mode: 'demo',
    port: 0,
    host: '127.0.0.1',
    databaseUrl: null,
    pgliteDir: join(dataDir, 'pglite'),
    dataDir,
    jwt: { value: randomBytes(48).toString('base64url'), source: 'env' },
    jwtTtlSeconds: 3600,
    seed: 'demo',
    adminInitialPassword: null,
    apiDocs: true,
    webDist: join(dataDir, 'no-web-dist'),
    allowedOrigins: [],
    // Nothing listens there: the self-check reports the helper as unreachable at once.
    hwBridgeUrl: 'http://127.0.0.1:65533',
    hwBridgePort: 65533,
    // Nothing listens there unless a test starts the platform simulator and says where.
    ralidUrl: 'http://127.0.0.1:65531/platform/ralid',
    frameAncestors: ["'self'"],
    logLevel: 'silent',
    rateLimitPerMinute: 100_000,
    trustProxy: false,
    doorDriver: 'simulator',
    // Nothing listens there unless a test starts the simulator and says where.
    doorSimUrl: 'http://127.0.0.1:65532',
    doorGatewayToken: SIM_GATEWAY_TOKEN,
    doorGatewayUrl: 'http://127.0.0.1:65531',
    doorLicenceSecret: DEV_DOOR_LICENCE_SECRET,
    feeRunCommunityGapMs: 0,
    feePushGapMs: 0,
    files: { driver: 'local' },
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/** The real app on a private copy of the seeded database (PGlite or PostgreSQL, per vitest project). */
export async function startTestApp(
  options: { config?: Partial<Config>; database?: TestDatabase } & Omit<Partial<BuildAppOptions>, 'config' | 'db'> = {},
): Promise<TestApp> {
  const { config: overrides, database: given, ...rest } = options;
  const config = testConfig(overrides);
  const database = given ?? (await openSeededDatabase());
  let app: FastifyInstance;
  try {
    app = await buildApp({ selfCheckStepPauseMs: 0, ...rest, config, db: database.db });
  } catch (error) {
    if (!given) await database.dispose();
    rmSync(config.dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      // A database handed in belongs to the caller.
      if (!given) await database.dispose();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

export interface CallOptions {
  token?: string;
  companyId?: string;
  language?: 'zh-CN' | 'en';
  headers?: Record<string, string>;
  body?: unknown;
  query?: string;
}

export interface EnvelopeResponse<T = unknown> {
  http: number;
  status: number;
  message: string;
  data: T;
  raw: LightMyRequestResponse;
}

/** One request through the whole HTTP stack (app.inject), decoded from the envelope. */
export async function call<T = unknown>(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: CallOptions = {},
): Promise<EnvelopeResponse<T>> {
  const headers: Record<string, string> = { 'accept-language': options.language ?? 'zh-CN', ...options.headers };
  if (options.token) headers.authorization = options.token;
  if (options.companyId !== undefined) headers.companyid = options.companyId;
  const raw = await app.inject({
    method,
    url: options.query ? `${url}?${options.query}` : url,
    headers,
    ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
  });
  const parsed = raw.headers['content-type']?.toString().includes('application/json')
    ? (raw.json() as { status: number; message: string; data: T })
    : { status: NaN, message: raw.body, data: undefined as T };
  return { http: raw.statusCode, status: parsed.status, message: parsed.message, data: parsed.data, raw };
}

export async function login(app: FastifyInstance, username: string, password?: string): Promise<string> {
  const response = await call<string>(app, 'POST', '/api/auth/jwt/token', {
    body: { username, password: password ?? PASSWORDS[username as DemoLogin] },
  });
  if (response.status !== 200) throw new Error(`login ${username} failed: ${response.status} ${response.message}`);
  return response.data;
}
