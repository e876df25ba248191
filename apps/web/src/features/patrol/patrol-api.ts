import { PatrolEndpoints, type PatrolCheckIn, type PatrolProblemInput } from '@cvap/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../request/endpoint.js';

/** Patrol's writes beside the engine's (contracts: modules/patrol/endpoints.ts); reads use `useEndpoint`. */
export const patrolApi = {
  checkIn: (body: PatrolCheckIn) => callEndpoint(PatrolEndpoints.checkIn, { body }),
  raiseProblem: (body: PatrolProblemInput) => callEndpoint(PatrolEndpoints.raiseProblem, { body }),
  closeProblem: (id: number, closeNote: string) => callEndpoint(PatrolEndpoints.closeProblem, { body: { id, closeNote } }),
  toRepair: (id: number, typeId: number) => callEndpoint(PatrolEndpoints.problemToRepair, { body: { id, typeId } }),
};

/** After a check-in or a problem's step: the open task, the lists and the overview read again. */
export function patrolChanged(queryClient: QueryClient): void {
  for (const name of ['patrolTask', 'patrolRecord', 'patrolProblem', 'patrolState'])
    void queryClient.invalidateQueries({ queryKey: ['resource', name] });
}

/** The positive id of `?id=` in a location's search, or null. */
export function idOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  return raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
