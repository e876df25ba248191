import {
  EquipmentPaths,
  type EquipmentOverview,
  type FailureAction,
  type FailureStep,
  type MaintainChecklist,
  type MaintainFill,
} from '@cvap/contracts';
import { http } from '../../request/client.js';

export const equipmentApi = {
  overview: () => http.get<EquipmentOverview>(EquipmentPaths.overview),
  checklist: (id: number) => http.get<MaintainChecklist>(EquipmentPaths.recordChecklist.replace('{id}', String(id))),
  fill: (body: MaintainFill) => http.post<{ id: number; status: number; late: boolean }>(EquipmentPaths.fillRecord, body),
  failure: (id: number) => http.get<Record<string, unknown>>(`/api/property/equipmentFailure/${id}`),
  step: (action: FailureAction, body: FailureStep) =>
    http.post<{ id: number; status: string; repairOrderId: number | null }>(EquipmentPaths.failureStep.replace('{action}', action), body),
};

/** The `id` query parameter of an inline page (…?id=12), or null. */
export function idOfSearch(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
