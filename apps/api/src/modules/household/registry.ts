import { personResource, staffResource } from '@cvap/contracts';
import { persons, staffMembers } from './schema.js';
import type { RegistryEntry } from '../../engine/index.js';
import { personHooks, staffHooks } from './people-hooks.js';

export const personEntry: RegistryEntry = { decl: personResource, table: persons, hooks: personHooks };
export const staffEntry: RegistryEntry = { decl: staffResource, table: staffMembers, hooks: staffHooks };

/** Residents and property staff (their registrations). */
export const HOUSEHOLD_REGISTRY: readonly RegistryEntry[] = [personEntry, staffEntry];
