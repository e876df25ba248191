import { visitorResource, visitorWatchlistEventResource, visitorWatchlistResource, visitRecordResource } from '@cvap/contracts';
import { sql } from 'drizzle-orm';
import { visitorWatchlist, visitorWatchlistEvents, visits } from './schema.js';
import type { RegistryEntry } from '../../engine/index.js';
import { visitComputed, visitorHooks, watchlistHooks } from './visit-hooks.js';

export const visitorEntry: RegistryEntry = { decl: visitorResource, table: visits, hooks: visitorHooks };
/** The visits that arrived (kiosk and guard registrations, and appointments once arrived). */
export const visitRecordEntry: RegistryEntry = {
  decl: visitRecordResource,
  table: visits,
  hooks: { rows: sql`${visits.inTime} is not null`, computed: visitComputed },
};
export const visitorWatchlistEntry: RegistryEntry = { decl: visitorWatchlistResource, table: visitorWatchlist, hooks: watchlistHooks };
export const visitorWatchlistEventEntry: RegistryEntry = { decl: visitorWatchlistEventResource, table: visitorWatchlistEvents, hooks: {} };

/** Visitors: appointments and visits, visit records, the watchlist and its events. */
export const VISITOR_REGISTRY: readonly RegistryEntry[] = [
  visitorEntry,
  visitRecordEntry,
  visitorWatchlistEntry,
  visitorWatchlistEventEntry,
];
