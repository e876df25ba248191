import type { Access, ElementCode, Language } from '@cvap/contracts';
import type { ActingScope, AuthContext } from './auth/types.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { FileStore } from './files/store.js';
import type { TaskService } from './tasks/task-service.js';

/** A declared resource's element code, `module:resource:action` (checked against RESOURCES at start-up). */
export type ResourceElementCode = `${string}:${string}:${string}`;

/** What a route must declare: no login, any logged-in user, or one element (permission) code. */
export type RouteAccess = (typeof Access)[keyof typeof Access] | ElementCode | ResourceElementCode | AnyOfElements;

/** Any one of these elements opens the route (a resource's lookup: the forms and filters that pick from it). */
export type AnyOfElements = readonly string[];

/** Extra, request-specific facts for the operation log that the route knows and the hook cannot. */
export interface OpLogNote {
  userId?: number;
  username?: string;
  recordId?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Kiosk accounts are refused on every route that does not set this. */
    kiosk?: boolean;
    /**
     * 'required' (default): the acting scope must resolve (a non-head-office user must send CompanyId).
     * 'optional': for user-level routes the console calls before a community is chosen; a CompanyId sent is
     * still checked.
     */
    community?: 'required' | 'optional';
    /** Writes an operation-log row for this route (non-GET). */
    opLog?: { resource: string; action: string };
    /** Business codes the route may answer besides the generic ones (an endpoint declaration's `errors`): documented. */
    codes?: readonly string[];
  }

  interface FastifySchema {
    /** A body the route reads itself (a multipart form): documented in the API document, not validated by Fastify. */
    multipartBody?: Record<string, unknown>;
  }

  interface FastifyInstance {
    db: Database;
    config: Config;
    tasks: TaskService;
    /** Where stored files live (files/store.ts): the uploads folder or S3-compatible storage, per configuration. */
    files: FileStore;
  }

  interface FastifyRequest {
    auth: AuthContext | null;
    scope: ActingScope | null;
    language: Language;
    opLogNote: OpLogNote | null;
  }

  interface FastifyReply {
    /** The envelope status sent, for the operation log. */
    envelopeStatus: number;
  }
}
