import {
  patrolAreaResource,
  patrolPlanResource,
  patrolPointResource,
  patrolProblemResource,
  patrolRecordResource,
  patrolRouteResource,
  patrolTaskResource,
  patrolTypeResource,
} from '@cvap/contracts';
import type { RegistryEntry } from '../../engine/index.js';
import { patrolAreaHooks, patrolPlanHooks, patrolPointHooks, patrolRouteHooks } from './hooks.js';
import { patrolAreas, patrolPlans, patrolPoints, patrolProblems, patrolRecords, patrolRoutes, patrolTasks, patrolTypes } from './schema.js';

/** Patrol: the type tree, areas, points, routes and plans (written through the engine), and the work they make (read). */
export const PATROL_REGISTRY: readonly RegistryEntry[] = [
  { decl: patrolTypeResource, table: patrolTypes },
  { decl: patrolPointResource, table: patrolPoints, hooks: patrolPointHooks },
  { decl: patrolAreaResource, table: patrolAreas, hooks: patrolAreaHooks },
  { decl: patrolRouteResource, table: patrolRoutes, hooks: patrolRouteHooks },
  { decl: patrolPlanResource, table: patrolPlans, hooks: patrolPlanHooks },
  { decl: patrolTaskResource, table: patrolTasks },
  { decl: patrolRecordResource, table: patrolRecords },
  { decl: patrolProblemResource, table: patrolProblems },
];
