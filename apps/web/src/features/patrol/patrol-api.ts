import {
  PatrolPaths,
  RepairEndpoints,
  type PatrolCheckIn,
  type PatrolMyTask,
  type PatrolProblemInput,
  type PatrolState,
  type PatrolStateQuery,
  type PatrolTaskDetail,
} from '@cvap/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { http } from '../../request/client.js';

export const patrolApi = {
  myTasks: () => http.get<PatrolMyTask[]>(PatrolPaths.myTasks),
  task: (id: number) => http.get<PatrolTaskDetail>(PatrolPaths.taskDetail.replace('{id}', String(id))),
  checkIn: (body: PatrolCheckIn) => http.post<{ recordId: number; pointName: string; taskStatus: string }>(PatrolPaths.checkIn, body),
  raiseProblem: (body: PatrolProblemInput) => http.post<{ id: number }>(PatrolPaths.raiseProblem, body),
  closeProblem: (id: number, closeNote: string) => http.post<{ id: number; status: string }>(PatrolPaths.closeProblem, { id, closeNote }),
  toRepair: (id: number, typeId: number) =>
    http.post<{ id: number; status: string; repairOrderNo?: string }>(PatrolPaths.problemToRepair, { id, typeId }),
  state: (query: PatrolStateQuery) => http.get<PatrolState>(PatrolPaths.state, { params: query }),
  staff: (residentialId?: number) =>
    http.get<{ id: number; name: string }[]>(PatrolPaths.staff, residentialId === undefined ? {} : { params: { residentialId } }),
  repairTypes: () => http.get<{ id: number; pid: number | null; typeName: string }[]>(RepairEndpoints.typeAll.path),
};

/** After a check-in or a problem's step: the open task, the lists and the overview read again. */
export function patrolChanged(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['patrol'] });
  for (const name of ['patrolTask', 'patrolRecord', 'patrolProblem']) void queryClient.invalidateQueries({ queryKey: ['resource', name] });
}

/** The positive id of `?id=` in a location's search, or null. */
export function idOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  return raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
