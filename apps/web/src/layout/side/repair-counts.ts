import { Elements, Endpoints } from '@cvap/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { http } from '../../request/client.js';
import { refreshesRepairCounts } from '../../routes/guard.js';
import { readCompanyId } from '../../session/community-choice.js';
import { usePermission } from '../../session/permissions.js';

/** One entry of GET getRepairOrderCount: `type` is a menu entry's countKey. */
export interface RepairCount {
  type: string;
  total: number;
}

/**
 * The repair-order counts shown beside side-menu entries, for users granted them. They load with the
 * console and reload whenever a /repairManager/ page opens; a failed refresh (status ≠ 200) keeps the
 * previous numbers.
 */
export function useRepairCounts(pathname: string): ReadonlyMap<string, number> {
  const allowed = usePermission(Elements.repairCountView.code);
  const query = useQuery({
    queryKey: ['repairCounts', readCompanyId()],
    queryFn: () => http.get<RepairCount[]>(Endpoints.repairOrderCount, { caught: true }),
    enabled: allowed,
    staleTime: Infinity,
  });
  const { refetch } = query;

  useEffect(() => {
    if (allowed && refreshesRepairCounts(pathname)) void refetch({ cancelRefetch: false });
  }, [allowed, pathname, refetch]);

  return useMemo(() => new Map((query.data ?? []).map((count) => [count.type, count.total])), [query.data]);
}
