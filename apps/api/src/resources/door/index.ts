import {
  apartmentResource,
  buildingFloorResource,
  buildingResource,
  cardResource,
  companyResource,
  openRecordResource,
  personResource,
  residentialResource,
  staffResource,
  type ResourceDecl,
} from '@cvap/contracts';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { apartments, buildingFloors, buildings, cards, companies, openRecords, persons, residentials, staffMembers } from '../../db/schema/index.js';
import { registerResource } from '../engine/register.js';
import { resolveResource } from '../engine/resolve.js';
import type { ResolvedResource, ResourceHooks } from '../engine/types.js';
import { personHooks, staffHooks } from './people-hooks.js';
import { residentialHooks } from './residential-hooks.js';
import { apartmentHooks, buildingFloorHooks, buildingHooks, companyHooks } from './structure-hooks.js';

interface DoorBinding {
  decl: ResourceDecl;
  table: PgTable;
  hooks: ResourceHooks;
}

/** Each door resource with its table and hooks: the generic routes and the bespoke endpoints share them. */
function bindings(): Record<string, DoorBinding> {
  return {
    residential: { decl: residentialResource, table: residentials, hooks: residentialHooks },
    building: { decl: buildingResource, table: buildings, hooks: buildingHooks },
    buildingFloor: { decl: buildingFloorResource, table: buildingFloors, hooks: buildingFloorHooks },
    apartment: { decl: apartmentResource, table: apartments, hooks: apartmentHooks },
    company: { decl: companyResource, table: companies, hooks: companyHooks },
    person: { decl: personResource, table: persons, hooks: personHooks },
    staff: { decl: staffResource, table: staffMembers, hooks: staffHooks },
    card: { decl: cardResource, table: cards, hooks: {} },
    openRecord: { decl: openRecordResource, table: openRecords, hooks: { denseLog: { timeField: 'openedAt' } } },
  };
}

export type DoorResourceName = 'residential' | 'building' | 'buildingFloor' | 'apartment' | 'company' | 'person' | 'staff' | 'card' | 'openRecord';

const resolved = new Map<string, ResolvedResource>();

/**
 * A door resource bound to its table with the same hooks as its generic routes, for bespoke endpoints that
 * read rows (scope, `present` formatting and virtual fields identical to the generic routes).
 */
export function doorResource(name: DoorResourceName): ResolvedResource {
  let resource = resolved.get(name);
  if (!resource) {
    const binding = bindings()[name]!;
    resource = resolveResource(binding.decl, binding.table, binding.hooks);
    resolved.set(name, resource);
  }
  return resource;
}

/** The generic routes of the door module's resources (communities, buildings, floors, houses, people, cards, records). */
export async function doorResourceRoutes(app: FastifyInstance): Promise<void> {
  for (const binding of Object.values(bindings())) await registerResource(app, binding.decl, binding.table, binding.hooks);
}
