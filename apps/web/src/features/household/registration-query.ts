import { useQuery } from '@tanstack/react-query';
import { resourceApi } from '../../resource/api.js';
import type { AnyResourceDecl } from '../../resource/decl.js';

/** One registration (resident or property staff) read fresh for its inline page; not fetched without an id. */
export function useRegistrationDetail(decl: AnyResourceDecl, id: number | null) {
  return useQuery({
    queryKey: ['resource', decl.name, 'detail', id],
    queryFn: () => resourceApi(decl).detail(id!),
    enabled: id !== null,
    staleTime: 0,
    retry: false,
  });
}
