import {
  DoorPaths,
  type ApartmentSummary,
  type BuildingSummary,
  type DirectoryEntry,
  type DirectoryRequest,
  type ReviewRequest,
  type ReviewResult,
} from '@cvap/contracts';
import { http, request } from '../../request/client.js';
import { KINDS, type RegistrationKind } from './registration-kinds.js';

/** The bespoke door endpoints the household screens call (contracts: resources/door/endpoints.ts). */
export const householdApi = {
  review: (kind: RegistrationKind, body: ReviewRequest) =>
    request<ReviewResult>({ url: KINDS[kind].reviewPath, method: 'POST', data: body }),
  apartmentsOfFloor: (floorId: number) => http.post<ApartmentSummary[]>(DoorPaths.apartmentList, { floorId }),
  buildings: () => http.post<BuildingSummary[]>(DoorPaths.buildingList, { type: 2 }),
  directory: (body: Partial<DirectoryRequest>) => http.post<DirectoryEntry[]>(DoorPaths.directory, body),
};
