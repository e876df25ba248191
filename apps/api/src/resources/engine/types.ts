import type { ResourceDecl } from '@cvap/contracts';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { ActingScope, AuthUser } from '../../auth/types.js';
import type { Orm } from '../../db/client.js';

/** A row as the API returns it: field name → formatted value. */
export type Row = Record<string, unknown>;

/** What a hook knows about the request it runs for. `orm` is the transaction of a write. */
export interface ResourceContext {
  request: FastifyRequest;
  orm: Orm;
  scope: ActingScope;
  user: AuthUser;
}

/**
 * Business rules of one resource, added to the generic routes without forking them. Every hook runs inside
 * the write's transaction; throwing an AppError refuses the request and rolls everything back.
 */
export interface ResourceHooks {
  /** Adjusts the column values about to be written (hash a password, stamp the creator, check references). */
  beforeWrite?(ctx: ResourceContext, values: Record<string, unknown>, input: Record<string, unknown>, existing: Row | null): Promise<void> | void;
  /** Writes what lives outside the table (virtual fields such as a user's role ids). */
  afterWrite?(ctx: ResourceContext, id: number, input: Record<string, unknown>, existing: Row | null): Promise<void> | void;
  beforeDelete?(ctx: ResourceContext, existing: Row): Promise<void> | void;
  /** Fills virtual fields of rows about to be returned. */
  loadVirtual?(orm: Orm, rows: Row[]): Promise<void>;
  /** The condition for a virtual search field. */
  filter?(field: string, value: unknown): SQL | undefined;
  /** Names a composite unique constraint's fields, for the 40901 message. */
  uniqueConstraints?: Record<string, string[]>;
  /**
   * Append-only tables whose id is a dense sequence, and whose `timeField` grows with the id: deep pages are
   * positioned by id arithmetic instead of OFFSET (docs/decisions/0006).
   */
  denseLog?: { timeField: string };
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
