import type { DirectoryEntry, DirectoryRequest } from '@cvap/contracts';

export interface PeopleFilters {
  keyword?: string;
  companyId?: number | null;
  buildingId?: number | null;
  kind?: 'person' | 'staff';
}

export const PEOPLE_PICKER_LIMIT = 20;

/** The directory query of the picker: the trimmed keyword and the chosen filters, nothing empty. */
export function directoryRequest(filters: PeopleFilters, limit = PEOPLE_PICKER_LIMIT): Partial<DirectoryRequest> {
  const body: Partial<DirectoryRequest> = { limit };
  const keyword = filters.keyword?.trim();
  if (keyword) body.keyword = keyword.slice(0, 50);
  if (typeof filters.companyId === 'number') body.companyId = filters.companyId;
  if (typeof filters.buildingId === 'number') body.buildingId = filters.buildingId;
  if (filters.kind) body.kind = filters.kind;
  return body;
}

/** A directory entry's key in the picker (residents and staff have separate ids). */
export function entryKey(entry: Pick<DirectoryEntry, 'kind' | 'id'>): string {
  return `${entry.kind}:${entry.id}`;
}

/** The line under a person's name: phone, then where they are (room, company or department). */
export function entryDetails(entry: DirectoryEntry): string {
  const place = [
    entry.buildingName && entry.roomNo ? `${entry.buildingName} ${entry.roomNo}` : entry.buildingName,
    entry.companyName,
    entry.departmentName,
  ]
    .filter((part): part is string => Boolean(part))
    .join(' · ');
  return [entry.phone, place].filter(Boolean).join(' · ');
}
