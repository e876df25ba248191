import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEV_DOOR_LICENCE_SECRET } from '@cvap/contracts';
import { z } from 'zod';
import type { S3StoreConfig } from './files/s3-store.js';

/** The checkout root, so default paths are the same whether started from the root or from apps/api. */
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export type Mode = 'demo' | 'development' | 'production';

export interface JwtSecret {
  value: string;
  /** Where it came from: the environment or the generated file under DATA_DIR. */
  source: 'env' | 'file';
  file?: string;
}

/** Where stored files live (issue 27): the uploads folder under DATA_DIR, or S3-compatible object storage. */
export type FilesConfig = { driver: 'local' } | ({ driver: 's3' } & S3StoreConfig);

export interface Config {
  mode: Mode;
  port: number;
  host: string;
  databaseUrl: string | null;
  pgliteDir: string;
  dataDir: string;
  jwt: JwtSecret;
  jwtTtlSeconds: number;
  seed: 'demo' | 'none';
  adminInitialPassword: string | null;
  apiDocs: boolean;
  webDist: string;
  allowedOrigins: string[];
  hwBridgeUrl: string;
  hwBridgePort: number;
  /** The upstream access-control platform of /api/proxy/ralid (RALID_URL): the simulator's (DOOR_SIM_URL/platform/ralid) by default. */
  ralidUrl: string;
  frameAncestors: string[];
  logLevel: string;
  rateLimitPerMinute: number;
  /** Fastify trustProxy: false, true, or the proxy addresses/CIDRs whose X-Forwarded-For is believed. */
  trustProxy: boolean | string[];
  /** Which door-device platform the API drives (DOOR_DRIVER); only the simulator so far. */
  doorDriver: 'simulator';
  /** Where the door-device platform answers (DOOR_SIM_URL). */
  doorSimUrl: string;
  /** Shared secret of the device gateway (DOOR_GATEWAY_TOKEN); without it the gateway refuses every report. */
  doorGatewayToken: string | null;
  /** This API's origin as the device platform reaches it (DOOR_GATEWAY_URL), for firmware download links. */
  doorGatewayUrl: string;
  /** The secret the access-control platform signs authorization files with (DOOR_LICENCE_SECRET). */
  doorLicenceSecret: string;
  /**
   * Milliseconds a bill run waits between two communities (FEE_RUN_COMMUNITY_GAP_MS, default 0), each community
   * being its own transaction: a big run then leaves the database to the cashiers and the lists in between, and a
   * pause (which takes effect between two communities) has a moment to land. The wait ends early on shutdown.
   */
  feeRunCommunityGapMs: number;
  /** Milliseconds a reminder campaign waits between two messages (FEE_PUSH_GAP_MS, default 0): a channel's pace. */
  feePushGapMs: number;
  /** The file store: local unless S3_ENDPOINT is set (then S3_BUCKET and the keys are required). */
  files: FilesConfig;
}

/** Raised for a configuration the server must refuse to start with. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const MIN_SECRET_BYTES = 32;
const KNOWN_DEFAULT_SECRETS = [
  'secret',
  'changeme',
  'change-me',
  'changethis',
  'jwtsecret',
  'jwt-secret',
  'default',
  'password',
  'your-secret',
  'yoursecret',
  'mysecret',
  'supersecret',
  'test',
  'example',
  'cvap',
];
const KNOWN_DEFAULTS_REPEATED = new RegExp(`^(?:${KNOWN_DEFAULT_SECRETS.map((s) => s.replace(/-/g, '')).join('|')}|\\d)+$`);

/** Returns why a JWT secret is unacceptable, or null when it is fine. */
export function jwtSecretProblem(secret: string): string | null {
  if (Buffer.byteLength(secret, 'utf8') < MIN_SECRET_BYTES) return `it is shorter than ${MIN_SECRET_BYTES} bytes`;
  const letters = secret.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (KNOWN_DEFAULTS_REPEATED.test(letters)) return 'it is a known default value';
  if (new Set(secret).size < 8) return 'it has too few distinct characters';
  return null;
}

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  CVAP_MODE: z.enum(['demo', 'development', 'production']).default('demo'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  PGLITE_DIR: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).optional(),
  JWT_SECRET: z.string().optional(),
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(30 * 24 * 3600)
    .default(43200),
  SEED: z.enum(['demo', 'none']).optional(),
  ADMIN_INITIAL_PASSWORD: z.string().optional(),
  API_DOCS: z.enum(['0', '1', 'true', 'false']).optional(),
  WEB_DIST: z.string().min(1).optional(),
  ALLOWED_ORIGINS: z.string().optional(),
  HW_BRIDGE_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:9090'),
  HW_BRIDGE_PORT: z.coerce.number().int().min(1).max(65535).default(9090),
  RALID_URL: z.url({ protocol: /^https?$/ }).optional(),
  FRAME_ANCESTORS: z.string().default("'self'"),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(10).default(1200),
  TRUST_PROXY: z.string().optional(),
  DOOR_DRIVER: z.enum(['simulator']).default('simulator'),
  DOOR_SIM_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:9290'),
  DOOR_GATEWAY_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  DOOR_GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
  DOOR_LICENCE_SECRET: z.string().min(16, 'must be at least 16 characters').default(DEV_DOOR_LICENCE_SECRET),
  FEE_RUN_COMMUNITY_GAP_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  FEE_PUSH_GAP_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1', 'true', 'false']).default('true'),
  S3_SIGNED_DOWNLOADS: z.enum(['0', '1', 'true', 'false']).default('false'),
});

type Env = z.infer<typeof EnvSchema>;

const isTrue = (flag: '0' | '1' | 'true' | 'false') => flag === '1' || flag === 'true';

/** The S3 store when S3_ENDPOINT is set, with everything it needs; else the local folder. */
function filesConfig(e: Env): FilesConfig {
  if (e.S3_ENDPOINT === undefined) return { driver: 'local' };
  const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => e[name] === undefined);
  if (missing.length) throw new ConfigError(`S3_ENDPOINT is set, so ${missing.join(', ')} must be set too.`);
  return {
    driver: 's3',
    endpoint: e.S3_ENDPOINT.replace(/\/+$/, ''),
    bucket: e.S3_BUCKET!,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    region: e.S3_REGION,
    forcePathStyle: isTrue(e.S3_FORCE_PATH_STYLE),
    signedDownloads: isTrue(e.S3_SIGNED_DOWNLOADS),
  };
}

const DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

function emptyToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value]));
}

function commaList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Reads the secret from the environment, or from DATA_DIR/jwt-secret, generating that file (mode 0600) on first
 * start. Either way a short or default secret stops the server.
 */
export function resolveJwtSecret(fromEnv: string | undefined, dataDir: string): JwtSecret {
  if (fromEnv !== undefined) {
    const problem = jwtSecretProblem(fromEnv);
    if (problem)
      throw new ConfigError(
        `JWT_SECRET is refused: ${problem}. Use at least ${MIN_SECRET_BYTES} random bytes, or unset it to have one generated.`,
      );
    return { value: fromEnv, source: 'env' };
  }
  const file = join(dataDir, 'jwt-secret');
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const value = readFileSync(file, 'utf8').trim();
  const problem = jwtSecretProblem(value);
  if (problem) throw new ConfigError(`The JWT secret in ${file} is refused: ${problem}. Delete the file to have a new one generated.`);
  return { value, source: 'file', file };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const mode = e.CVAP_MODE;
  const seed = e.SEED ?? (mode === 'production' ? 'none' : 'demo');
  if (mode === 'production' && seed === 'demo')
    throw new ConfigError('SEED=demo is not allowed in production mode: demo passwords must never reach production.');
  if (mode === 'production' && e.DOOR_LICENCE_SECRET === DEV_DOOR_LICENCE_SECRET)
    throw new ConfigError('DOOR_LICENCE_SECRET must be set in production mode: the development default is public.');
  const dataDir = resolve(e.DATA_DIR ?? join(REPO_ROOT, 'data'));
  return {
    mode,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL ?? null,
    pgliteDir: resolve(e.PGLITE_DIR ?? join(REPO_ROOT, 'data/pglite')),
    dataDir,
    jwt: resolveJwtSecret(e.JWT_SECRET, dataDir),
    jwtTtlSeconds: e.JWT_TTL_SECONDS,
    seed,
    adminInitialPassword: e.ADMIN_INITIAL_PASSWORD ?? null,
    apiDocs: e.API_DOCS === undefined ? mode !== 'production' : e.API_DOCS === '1' || e.API_DOCS === 'true',
    webDist: resolve(e.WEB_DIST ?? join(REPO_ROOT, 'apps/web/dist')),
    allowedOrigins: [...commaList(e.ALLOWED_ORIGINS), ...(mode === 'development' ? DEV_ORIGINS : [])],
    hwBridgeUrl: e.HW_BRIDGE_URL.replace(/\/+$/, ''),
    hwBridgePort: e.HW_BRIDGE_PORT,
    ralidUrl: (e.RALID_URL ?? `${e.DOOR_SIM_URL.replace(/\/+$/, '')}/platform/ralid`).replace(/\/+$/, ''),
    frameAncestors: e.FRAME_ANCESTORS.split(/\s+/).filter(Boolean),
    logLevel: e.LOG_LEVEL,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    trustProxy:
      e.TRUST_PROXY === undefined || e.TRUST_PROXY === 'false' ? false : e.TRUST_PROXY === 'true' ? true : commaList(e.TRUST_PROXY),
    doorDriver: e.DOOR_DRIVER,
    doorSimUrl: e.DOOR_SIM_URL.replace(/\/+$/, ''),
    doorGatewayToken: e.DOOR_GATEWAY_TOKEN ?? null,
    doorGatewayUrl: (e.DOOR_GATEWAY_URL ?? `http://127.0.0.1:${e.PORT}`).replace(/\/+$/, ''),
    doorLicenceSecret: e.DOOR_LICENCE_SECRET,
    feeRunCommunityGapMs: e.FEE_RUN_COMMUNITY_GAP_MS,
    feePushGapMs: e.FEE_PUSH_GAP_MS,
    files: filesConfig(e),
  };
}
