import type { ElementDecl } from '../../permissions.js';
import type { ResourceDecl } from '../../resource/types.js';
import { visitorResource, visitorWatchlistEventResource, visitorWatchlistResource, visitRecordResource } from './visit.js';
import { VISIT_ELEMENTS } from './workflow.js';

export * from './options.js';
export * from './workflow.js';
export * from './endpoints.js';
export { visitorResource, visitorWatchlistEventResource, visitorWatchlistResource, visitRecordResource };

/** Visitors (/visitorManager): appointments and visits, visit records, the watchlist and its events. */
export const VISITOR_RESOURCES: readonly ResourceDecl[] = [
  visitorResource,
  visitRecordResource,
  visitorWatchlistResource,
  visitorWatchlistEventResource,
];

export const VISITOR_MODULE_ELEMENTS: readonly ElementDecl[] = Object.values(VISIT_ELEMENTS);

/** What a member of staff (a host) holds: see visits and appointments, make appointments for their visitors. */
export const VISITOR_STAFF_ELEMENTS: readonly string[] = ['property:visitor:view', 'property:visitor:add', 'property:visitRecord:view'];
