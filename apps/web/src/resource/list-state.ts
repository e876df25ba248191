import { useEffect, useRef, useState } from 'react';
import type { AnyResourceDecl } from './decl.js';
import { listMemoryKey, recallList, rememberList } from './list-memory.js';
import { PAGER } from './pager.js';
import { initialSearchValues, searchFilters } from './search-values.js';

export interface ListState {
  page: number;
  limit: number;
  sort?: string;
  order?: 'asc' | 'desc';
  filters: Record<string, unknown>;
}

/**
 * What a list screen shows (page, size, sort, filters) and its search form's values: the declaration's defaults,
 * or what the same user left on the same route (list-memory), remembered as it changes.
 */
export function useListState(decl: AnyResourceDecl, username: string, pathname: string) {
  const memoryKey = listMemoryKey(username, pathname, decl.name);
  const [recalled] = useState(() => recallList<ListState>(memoryKey));
  const [state, setState] = useState<ListState>(
    () =>
      recalled?.state ?? {
        page: 1,
        limit: PAGER.defaultPageSize,
        sort: decl.defaultSort?.field,
        order: decl.defaultSort?.order,
        filters: searchFilters(decl, initialSearchValues(decl)),
      },
  );
  const searchValues = useRef<Record<string, unknown>>(recalled?.searchValues ?? initialSearchValues(decl));
  useEffect(() => rememberList(memoryKey, { state, searchValues: searchValues.current }), [memoryKey, state]);
  const search = (filters: Record<string, unknown>, values: Record<string, unknown>) => {
    searchValues.current = values;
    setState((current) => ({ ...current, page: 1, filters }));
  };
  return { state, setState, restoredValues: recalled?.searchValues, search };
}

/** The list state after a click on a column's sorter: a new order from the first page, or the declared one. */
export function sortedBy(
  current: ListState,
  decl: AnyResourceDecl,
  sorter: { order?: 'ascend' | 'descend' | null; columnKey?: unknown; field?: unknown } | undefined,
): ListState {
  const field = sorter?.order ? String(sorter.columnKey ?? sorter.field) : undefined;
  return {
    ...current,
    page: 1,
    sort: field ?? decl.defaultSort?.field,
    order: field ? (sorter?.order === 'descend' ? 'desc' : 'asc') : decl.defaultSort?.order,
  };
}
