import { useResourceRecord } from '../../resource/api.js';
import type { AnyResourceDecl } from '../../resource/decl.js';

/** One registration (resident or property staff) read fresh for its inline page; not fetched without an id. */
export function useRegistrationDetail(decl: AnyResourceDecl, id: number | null) {
  return useResourceRecord(decl, id, { staleTime: 0, retry: false });
}
