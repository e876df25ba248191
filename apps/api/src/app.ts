import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import './fastify-types.js';
import { parseQueryString } from './lib/query-string.js';
import { API_DOCS_PREFIX, apiDocsPlugin } from './plugins/api-docs.js';
import { authPlugin } from './plugins/auth.js';
import { residentialScopePlugin } from './plugins/residential-scope.js';
import { errorHandlerPlugin, frameworkError } from './plugins/error-handler.js';
import { opLogPlugin } from './plugins/op-log.js';
import { permissionPlugin } from './plugins/permission.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { requestBasicsPlugin } from './plugins/request-basics.js';
import { requireRouteAccess } from './plugins/route-access.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { tasksPlugin } from './plugins/tasks.js';
import { webDistPlugin } from './plugins/web-dist.js';
import { authRoutes } from './routes/auth.js';
import { backupRoutes } from './routes/backup.js';
import { healthRoutes } from './routes/health.js';
import { taskSocketRoutes } from './routes/task-socket.js';
import { taskRoutes } from './routes/tasks.js';
import { userRoutes } from './routes/user.js';
import { openFileStore } from './files/create-store.js';
import { requestLogSerializer } from './files/log-redaction.js';
import type { FileStore } from './files/store.js';
import { fileRoutes } from './routes/fdfs/index.js';
import { schedulerPlugin } from './scheduler/plugin.js';
import { defaultJobs } from './scheduler/defaults.js';
import { addJobHandlers } from './scheduler/registry.js';
import { addWorkSources } from './work-plans/registry.js';
import { registerResource } from './engine/register.js';
import { API_MODULES } from './modules/index.js';

const EMBEDDED_PREFIX = '/cvap/api/';

/** `/cvap/api/x` → `/api/x`; anything else unchanged. */
export function stripEmbeddedPrefix(url: string): string {
  return url.startsWith(EMBEDDED_PREFIX) ? url.slice('/cvap'.length) : url;
}

export interface BuildAppOptions {
  config: Config;
  /** Opened (and migrated) by the caller, who also closes it after `app.close()`. */
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes (stdout unless given; tests read the log lines of real requests). */
  logStream?: { write(line: string): void };
  /** Pause before each self-check step (default 300 ms, so progress is visible). */
  selfCheckStepPauseMs?: number;
  /** Task WebSocket: time allowed for the auth message (default 5 s) and session re-check interval (60 s). */
  wsAuthTimeoutMs?: number;
  wsRecheckMs?: number;
  /** How often the scheduler re-reads the jobs table for changes made elsewhere (default 30 s). */
  schedulerResyncMs?: number;
  /**
   * PGlite: the key of the backup route (routes/backup.ts), which `pnpm backup` asks for the archive while this
   * process holds the data folder. No route without it.
   */
  backupKey?: string;
  /** The file store, when the caller opened it (and closes it); else one is opened from the config and closed with the app. */
  files?: FileStore;
  /** Registered after the app's own routes (tests use it; the deny-by-default rule applies to them too). */
  extraRoutes?: (app: FastifyInstance) => Promise<void>;
}

async function decorateFiles(app: FastifyInstance, given: FileStore | undefined): Promise<void> {
  if (given) return void app.decorate('files', given);
  const opened = await openFileStore(app.config);
  app.decorate('files', opened.store);
  app.addHook('onClose', async () => opened.close());
}

/**
 * Builds the API: external plugins (headers, rate limit, WebSocket, docs), then the app's plugins in the order
 * their request hooks must run (request basics → auth → permission → community scope; op log after the
 * response), then the routes and the console's static files. Returns the app ready to listen or inject.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    // A token sent in a query (refused: never accepted in URLs) still shows as *** in request logs.
    logger: options.logger ?? {
      level: config.logLevel,
      serializers: { req: requestLogSerializer },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId: () => randomUUID(),
    // Client addresses feed the per-address login limit and the operation log.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200, querystringParser: parseQueryString },
    // Embedded mode and internal hosts call the API under /cvap/api/ (spec section 7); serve it there too,
    // so no reverse proxy is needed for that prefix.
    rewriteUrl: (request) => stripEmbeddedPrefix(request.url ?? '/'),
    frameworkErrors: frameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  try {
    await decorateFiles(app, options.files);
    requireRouteAccess(app, config.apiDocs ? [API_DOCS_PREFIX] : []);

    await app.register(errorHandlerPlugin);
    await app.register(requestBasicsPlugin);
    await app.register(securityHeadersPlugin, { config });
    await app.register(rateLimitPlugin, { perMinute: config.rateLimitPerMinute });
    if (config.apiDocs) await app.register(apiDocsPlugin);

    await app.register(authPlugin);
    await app.register(permissionPlugin);
    await app.register(residentialScopePlugin);
    await app.register(opLogPlugin);
    await app.register(tasksPlugin);
    for (const module of API_MODULES) if (module.jobs) addJobHandlers(module.jobs);
    for (const module of API_MODULES) if (module.workSources) addWorkSources(module.workSources);
    await app.register(schedulerPlugin, { resyncMs: options.schedulerResyncMs ?? 30_000, defaultJobs: defaultJobs(API_MODULES) });

    await app.register(healthRoutes);
    await app.register(authRoutes);
    await app.register(userRoutes);
    // The one registry: every module's declared resources through the engine, then its bespoke routes.
    for (const module of API_MODULES) {
      await app.register(async (scope) => {
        for (const entry of module.registry) await registerResource(scope, entry);
        if (module.routes) await scope.register(module.routes);
      });
    }
    await app.register(fileRoutes);
    await app.register(taskRoutes, { selfCheckStepPauseMs: options.selfCheckStepPauseMs ?? 300 });
    await app.register(taskSocketRoutes, {
      allowedOrigins: config.allowedOrigins,
      authTimeoutMs: options.wsAuthTimeoutMs ?? 5000,
      recheckMs: options.wsRecheckMs ?? 60_000,
    });
    if (options.backupKey) await app.register(backupRoutes, { key: options.backupKey });
    if (options.extraRoutes) await app.register(options.extraRoutes);
    await app.register(webDistPlugin, { root: config.webDist });
    await app.ready();
  } catch (error) {
    // A refused build (a route without access, a plugin failing) must not leave timers or hooks behind.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
