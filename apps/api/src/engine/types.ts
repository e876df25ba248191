import type { DemoSeed } from '../db/seed/demo-context.js';
import type { BaseRoleDecl, ModuleGrants } from '../db/seed/roles.js';
import type { FieldDecl, JobHandlerName, ModuleJobName, ResourceDecl } from '@cvap/contracts';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ActingScope, AuthUser } from '../auth/types.js';
import type { Orm } from '../db/client.js';
import type { Lookups } from './lookups.js';
import type { DefaultJob } from '../scheduler/defaults.js';
import type { RegisteredJobHandler } from '../scheduler/job-handler.js';
import type { WorkSource } from '../work-plans/work-source.js';

/** A row as the API returns it: field name → formatted value. */
export type Row = Record<string, unknown>;

/** What a hook knows about the request it runs for. `orm` is the transaction of a write. */
export interface ResourceContext {
  request: FastifyRequest;
  orm: Orm;
  scope: ActingScope;
  user: AuthUser;
  /** The request's clock: a hook stamps and compares times with it, never with `new Date()` (decision 0027). */
  now: Date;
  /** Set for an import: reads its rows repeat, kept for its transaction (lookups.ts). */
  lookups?: Lookups;
}

/**
 * Business rules of one resource, added to the generic routes without forking them. Every hook runs inside
 * the write's transaction; throwing an AppError refuses the request and rolls everything back.
 */
export interface ResourceHooks {
  /** Adjusts the column values about to be written (hash a password, stamp the creator, check references). */
  beforeWrite?(
    ctx: ResourceContext,
    values: Record<string, unknown>,
    input: Record<string, unknown>,
    existing: Row | null,
  ): Promise<void> | void;
  /**
   * Before an import writes a chunk of rows: may read in bulk what `beforeWrite` would read row by row, into
   * `ctx.lookups` (rememberLookup), so a chunk costs a few round trips instead of one or two per row.
   */
  beforeChunk?(ctx: ResourceContext, inputs: Record<string, unknown>[]): Promise<void>;
  /** Writes what lives outside the table (virtual fields such as a user's role ids). */
  afterWrite?(ctx: ResourceContext, id: number, input: Record<string, unknown>, existing: Row | null): Promise<void> | void;
  beforeDelete?(ctx: ResourceContext, existing: Row): Promise<void> | void;
  /** After a create, update or delete has committed (e.g. tell the scheduler a job changed). Never throws. */
  afterCommit?(ctx: ResourceContext): Promise<void>;
  /** Fills virtual fields of rows about to be returned. */
  loadVirtual?(orm: Orm, rows: Row[]): Promise<void>;
  /**
   * Virtual fields the database computes from the row's own columns (an SQL expression each): selected with
   * the stored columns, so they need no JavaScript and the database can write the page's JSON itself.
   */
  computed?: Record<string, SQL>;
  /**
   * The condition for a search field: required for a virtual one; for a stored one it replaces the declared
   * operator when it answers (undefined: the operator applies).
   */
  filter?(field: string, value: unknown): SQL | undefined;
  /**
   * Sortable fields ordered by these expressions instead of their column (a natural or an address order; each
   * expression a plain `sql` of the row's columns, nested once, see labels.ts). Such an order pages by OFFSET.
   */
  sortBy?: Record<string, SQL[]>;
  /**
   * The rows of the table that belong to this resource, when one table serves several (an SQL condition of the
   * row's own columns): every read, update and delete of the resource is limited to them, like the scope.
   */
  rows?: SQL;
  /**
   * A head-office list's records a community's pickers may offer (the users linked to it); without this hook a
   * community cannot look the resource up (engine/lookup.ts).
   */
  lookupInResidential?(residentialId: number): SQL;
  /** The records granted an element, for a reference field's `ref.holding` (users whose enabled roles grant it). */
  lookupHolding?(element: string): SQL;
  /** Names a composite unique constraint's fields, for the 40901 message. */
  uniqueConstraints?: Record<string, string[]>;
  /**
   * Append-only tables whose id is a dense sequence, and whose `timeField` grows with the id: deep pages are
   * positioned by id arithmetic instead of OFFSET (docs/decisions/0006).
   */
  denseLog?: { timeField: string };
  /** Import template columns standing in for declared fields nobody can type (an id); see ImportMapping. */
  importMapping?: ImportMapping;
}

/** A template column that is not a declared field (its cell is read as the field kind says). */
export interface ImportColumn {
  name: string;
  field: FieldDecl;
}

/**
 * How an import template differs from the create form: `columns` replace the declared fields `replaces` (in
 * the template and when reading the sheet, at the first replaced field's place), and each row's column values
 * are turned into those fields before the create schema checks the row. `prepare` runs once per import in the
 * requester's scope (it may read the database); the function it returns maps one row's input in place
 * (removing the columns, setting the fields) and answers the reasons, in the requester's language, the row is
 * refused for (empty: mapped). A required column left empty is reported by the engine, not passed to it.
 */
export interface ImportMapping {
  columns: ImportColumn[];
  replaces: string[];
  prepare(ctx: ResourceContext): Promise<(input: Record<string, unknown>) => string[]>;
  /**
   * The inverse of `prepare`, for exports: sets each column's value on rows about to be exported (from the
   * fields it replaces). With it, the resource's export has the template's columns, so an exported file can be
   * imported back; without it, the export lists the declared fields.
   */
  exportValues?(orm: Orm, rows: Row[]): Promise<void>;
}

export interface ResolvedResource {
  decl: ResourceDecl;
  table: PgTable;
  /** Field name → its column, for every field stored in the table. */
  columns: Map<string, PgColumn>;
  id: PgColumn;
  tenantColumn: PgColumn | undefined;
  residentialColumn: PgColumn | undefined;
  /** Stamped with the time of every update when the table has it. */
  hasUpdatedAt: boolean;
  hooks: ResourceHooks;
}

/** A module's job handlers by the names its contracts manifest declares (ContractModule.jobs), each exactly once. */
export type ModuleJobs<M> = Record<ModuleJobName<M>, RegisteredJobHandler>;

/** One declared resource as the API serves it: its declaration, its Drizzle table and its business rules. */
export interface RegistryEntry {
  decl: ResourceDecl;
  table: PgTable;
  hooks?: ResourceHooks;
}

/**
 * A business module's manifest (modules/<name>/index.ts, docs/decisions/0026): everything the machinery takes from
 * the module, so that no central list names it. modules/index.ts lists the manifests; the app registers each
 * one's resources through the engine, then its routes; the scheduler gets its jobs and the demo seed its seed.
 */
export interface ApiModule {
  name: string;
  /** The module's own tables (its `schema*.ts`; drizzle-kit finds the same files by drizzle.config.ts's glob). */
  schema: Readonly<Record<string, unknown>>;
  registry: readonly RegistryEntry[];
  routes?: (app: FastifyInstance) => Promise<void>;
  /**
   * Job handlers the module adds to the scheduler's registry: those its contracts manifest names in `jobs`, written
   * `satisfies ModuleJobs<typeof <m>Contract>` so that neither list can name one the other lacks.
   */
  jobs?: Partial<Record<JobHandlerName, RegisteredJobHandler>>;
  /** Schedules of its jobs that every tenant starts with (scheduler/defaults.ts adds the platform's). */
  defaultJobs?: readonly DefaultJob[];
  /** Its plans that make work on a schedule, for the platform's generatePlannedWork job (docs/decisions/0030). */
  workSources?: readonly WorkSource[];
  /** Its demo data, run on an empty demo database after the base demo, in the modules list's order. */
  seed?: DemoSeed;
  /** The base roles it brings, created after the platform's (db/seed/roles.ts); any module's grants may name them. */
  roles?: readonly BaseRoleDecl[];
  /**
   * Its part of the base roles every installation starts with (db/seed/roles.ts): by role code, the menus and
   * elements of its own sections; a role gets the union of the modules' grants.
   */
  grants?: ModuleGrants;
}
