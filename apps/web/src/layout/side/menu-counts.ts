import { CONTRACT_MODULES, type MenuCount } from '@cvap/contracts';
import { useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { callEndpoint } from '../../request/endpoint.js';
import { refreshesCounts, sectionPrefixes } from '../../routes/guard.js';
import { readCompanyId } from '../../session/residential-choice.js';
import { hasElement } from '../../session/elements.js';
import { useOptionalUser } from '../../session/user-info.js';

/** The modules whose manifest declares side-menu counts (ContractModule.menuCounts). */
const COUNT_SOURCES = CONTRACT_MODULES.flatMap((module) =>
  'menuCounts' in module ? [{ name: module.name, ...module.menuCounts, prefixes: sectionPrefixes(module.menus) }] : [],
);

/** A module's side-menu counts, for every community acted for: what a change in that module makes stale. */
export const menuCountsKey = (moduleName: string) => ['menuCounts', moduleName] as const;

const dataOf = (results: UseQueryResult<MenuCount[]>[]) => results.map((result) => result.data);

/**
 * The numbers shown beside side-menu entries, from every module that declares some, for users granted them. They
 * load with the console and reload whenever a page of that module's sections opens; a failed refresh (status ≠
 * 200) keeps the previous numbers.
 */
export function useMenuCounts(pathname: string): ReadonlyMap<string, number> {
  const user = useOptionalUser();
  const client = useQueryClient();
  const companyId = readCompanyId();
  const data = useQueries({
    queries: COUNT_SOURCES.map((source) => ({
      queryKey: [...menuCountsKey(source.name), companyId],
      queryFn: () => callEndpoint(source.endpoint, {}, { caught: true }),
      enabled: hasElement(user, source.element.code),
      staleTime: Infinity,
    })),
    combine: dataOf,
  });

  useEffect(() => {
    for (const source of COUNT_SOURCES)
      if (hasElement(user, source.element.code) && refreshesCounts(source.prefixes, pathname))
        void client.refetchQueries({ queryKey: menuCountsKey(source.name) }, { cancelRefetch: false });
  }, [client, user, pathname]);

  return useMemo(() => new Map(data.flatMap((counts) => (counts ?? []).map((count) => [count.type, count.total] as const))), [data]);
}
