import {
  envelopeSchema,
  lookupAccess,
  lookupQuerySchema,
  lookupResultSchema,
  lookupVia,
  referenceLabelKey,
  RESOURCES,
  routeOf,
  labelIn,
  type FieldDecl,
  type Language,
  type LookupQuery,
  type LookupRow,
} from '@cvap/contracts';
import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ActingScope } from '../auth/types.js';
import type { Orm } from '../db/client.js';
import { ok } from '../lib/envelope.js';
import { AppError } from '../lib/errors.js';
import { containsPattern } from '../lib/like.js';
import { allOf } from './filters.js';
import { referenceLabels, registeredResource } from './labels.js';
import { actingScope, scopeCondition } from './scope.js';
import { presentedSelection } from './selection.js';
import type { ResolvedResource } from './types.js';

/**
 * The records a picker may offer in the acting scope. A head-office list (users) offers a community only what its
 * hook says belongs to it; a list of both scopes (departments) offers a community its own records and the head
 * office's, which its forms may name.
 */
function lookupScope(orm: Orm, resource: ResolvedResource, scope: ActingScope): SQL | undefined {
  const { decl, tenantColumn, residentialColumn, hooks } = resource;
  if (scope.kind !== 'residential') return scopeCondition(orm, resource, scope);
  const tenant = tenantColumn ? eq(tenantColumn, scope.tenantId) : undefined;
  if (decl.scope === 'headOffice' && !decl.communityRead) {
    if (!hooks.lookupInResidential) throw new AppError('HEAD_OFFICE_ONLY');
    return allOf([hooks.rows, tenant, hooks.lookupInResidential(scope.residentialId)]);
  }
  if (decl.scope === 'both' && residentialColumn)
    return allOf([hooks.rows, tenant, or(eq(residentialColumn, scope.residentialId), isNull(residentialColumn))]);
  return scopeCondition(orm, resource, scope);
}

/** The records of one community (a dependent picker), as the resource keeps its community. */
function ofResidential(resource: ResolvedResource, residentialId: number): SQL | undefined {
  const { decl, residentialColumn, hooks } = resource;
  if (residentialColumn)
    return decl.scope === 'both'
      ? or(eq(residentialColumn, residentialId), isNull(residentialColumn))
      : eq(residentialColumn, residentialId);
  return hooks.lookupInResidential?.(residentialId);
}

/**
 * What a reference field lets be picked (FieldDecl.ref `only` and `holding`), in a community when one is named:
 * the lookup offers just these, and a write naming another record is refused (assertPickable).
 */
export function pickableCondition(resource: ResolvedResource, field: FieldDecl, residentialId: number | null): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  for (const [name, value] of Object.entries(field.ref?.only ?? {})) conditions.push(eq(resource.columns.get(name)!, value));
  if (field.ref?.holding) {
    conditions.push(resource.hooks.lookupHolding!(field.ref.holding));
    if (residentialId !== null) conditions.push(ofResidential(resource, residentialId));
  }
  return allOf(conditions);
}

function narrows(field: FieldDecl): boolean {
  return Boolean(field.ref?.holding) || Object.keys(field.ref?.only ?? {}).length > 0;
}

/** What tells two records apart (ResourceDecl.lookupHint): a column's text, or a reference's title. */
function hintOf(resource: ResolvedResource): SQL | undefined {
  const name = resource.decl.lookupHint;
  const column = name ? resource.columns.get(name) : undefined;
  if (!name || !column) return undefined;
  return resource.decl.fields[name]?.kind === 'reference' ? referenceLabels(resource)[referenceLabelKey(name)] : sql`${column}::text`;
}

function titleOf(resource: ResolvedResource): SQL {
  const { decl, columns, hooks } = resource;
  const column = columns.get(decl.titleField);
  const computed = hooks.computed?.[decl.titleField];
  return column ? sql`${column}::text` : computed ? sql`(${computed})::text` : sql`${resource.id}::text`;
}

/** The referencing fields that narrow a resource's choices need what the resource's hooks answer: checked at start-up. */
function checkNarrowing(resource: ResolvedResource): void {
  for (const decl of RESOURCES)
    for (const [name, field] of Object.entries(decl.fields)) {
      if (field.kind !== 'reference' || field.ref?.resource !== resource.decl.name) continue;
      if (field.ref.holding && !resource.hooks.lookupHolding)
        throw new Error(`${decl.name}.${name}: ref.holding needs a lookupHolding hook on ${resource.decl.name}`);
      for (const only of Object.keys(field.ref.only ?? {}))
        if (!resource.columns.has(only))
          throw new Error(`${decl.name}.${name}: ref.only names ${only}, not a column of ${resource.decl.name}`);
    }
}

/** A lookup filters on a stored reference its list filters on by equality (an apartment's building), nothing else. */
function filterColumn(resource: ResolvedResource, name: string): PgColumn {
  const field = resource.decl.fields[name];
  const column = resource.columns.get(name);
  if (field?.kind !== 'reference' || field.search !== 'eq' || field.virtual || !column)
    throw new AppError('VALIDATION_FAILED', { data: { fields: [{ field: `filter.${name}`, message: 'invalid' }] } });
  return column;
}

export async function readLookup(
  orm: Orm,
  resource: ResolvedResource,
  scope: ActingScope,
  query: Required<Pick<LookupQuery, 'limit'>> & LookupQuery,
): Promise<{ rows: LookupRow[]; more: boolean }> {
  const { decl, columns } = resource;
  const via = query.via === undefined ? undefined : lookupVia(RESOURCES, decl.name, query.via);
  if (query.via !== undefined && !via)
    throw new AppError('VALIDATION_FAILED', { data: { fields: [{ field: 'via', message: 'invalid' }] } });
  const title = titleOf(resource);
  const hint = hintOf(resource);
  const parentColumn: PgColumn | undefined = decl.tree ? columns.get(decl.tree.parentField) : undefined;
  const presented = via?.ref?.fills ? presentedSelection(resource) : undefined;
  const fill = presented
    ? sql`json_build_object(${sql.join(
        Object.values(via!.ref!.fills!).map((from) => sql`${from}::text, ${presented[from] ?? sql`null`}`),
        sql`, `,
      )})`
    : undefined;
  const residentialId = query.residentialId ?? null;
  const where = allOf([
    lookupScope(orm, resource, scope),
    residentialId === null ? undefined : ofResidential(resource, residentialId),
    via ? pickableCondition(resource, via, residentialId ?? (scope.kind === 'residential' ? scope.residentialId : null)) : undefined,
    query.q ? or(ilike(title, containsPattern(query.q)), hint ? ilike(hint, containsPattern(query.q)) : undefined) : undefined,
    query.ids ? inArray(resource.id, query.ids) : undefined,
    ...Object.entries(query.filter ?? {}).map(([name, id]) => eq(filterColumn(resource, name), id)),
  ]);
  const found = await orm
    .select({
      id: resource.id,
      label: sql<string>`coalesce(${title}, ${resource.id}::text)`,
      hint: hint ? sql<string | null>`${hint}` : sql<null>`null`,
      residentialId: resource.residentialColumn ? sql<number | null>`${resource.residentialColumn}` : sql<null>`null`,
      parentId: parentColumn ? sql<number | null>`${parentColumn}` : sql<null>`null`,
      ...(fill ? { fill: sql<Record<string, unknown>>`${fill}` } : {}),
    })
    .from(resource.table)
    .where(where)
    .orderBy(asc(title), asc(resource.id))
    .limit(query.limit + 1);
  const rows = found.slice(0, query.limit).map((row) => ({ ...row, id: Number(row.id) })) as LookupRow[];
  return { rows, more: found.length > query.limit };
}

const NOT_PICKABLE = {
  zh: '不可选择：不属于本社区、未通过审核或没有这项工作的权限',
  en: 'cannot be chosen: not of this community, not reviewed, or without access to this work',
};

/**
 * Refuses a write that names a record its reference field does not let be picked (a patrol plan given to someone
 * who cannot open 巡更任务, a rotation of unreviewed staff): the same condition the field's lookup offers.
 */
export async function assertPickable(
  orm: Orm,
  owner: ResolvedResource,
  input: Record<string, unknown>,
  residentialId: number | null,
  language: Language,
): Promise<void> {
  for (const [name, field] of Object.entries(owner.decl.fields)) {
    const value = input[name];
    if (field.kind !== 'reference' || !narrows(field) || value === null || value === undefined) continue;
    const ids = (Array.isArray(value) ? value : [value]).filter((id): id is number => typeof id === 'number');
    if (ids.length === 0) continue;
    const target = registeredResource(field.ref!.resource);
    if (!target) continue;
    const found = await orm
      .select({ id: target.id })
      .from(target.table)
      .where(and(inArray(target.id, ids), pickableCondition(target, field, residentialId)));
    if (found.length < new Set(ids).size)
      throw new AppError('VALIDATION_FAILED', { data: { fields: [{ field: name, message: labelIn(NOT_PICKABLE, language) }] } });
  }
}

/** `POST {basePath}/lookup`: open to the holders of any element whose form or filter picks from the resource. */
export function registerLookup(app: FastifyInstance, resource: ResolvedResource): void {
  checkNarrowing(resource);
  const access = lookupAccess(resource.decl);
  if (access.length === 0) return;
  const route = routeOf(resource.decl, 'lookup');
  app.withTypeProvider<ZodTypeProvider>().route({
    method: route.method,
    url: route.path,
    config: { access },
    schema: {
      tags: [resource.decl.name],
      summary: `${resource.decl.label.en} as a picker offers them: id, title, hint, community, parent`,
      body: lookupQuerySchema,
      response: { 200: envelopeSchema(lookupResultSchema) },
    },
    handler: async (request) => {
      return ok(request.language, await readLookup(app.db.orm, resource, actingScope(request), request.body));
    },
  });
}
