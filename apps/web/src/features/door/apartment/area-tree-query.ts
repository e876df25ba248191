import { DoorEndpoints, type AreaTreeNode } from '@cvap/contracts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callEndpoint, endpointKey } from '../../../request/endpoint.js';
import type { TreeSource } from '../../../resource/side-tree.js';
import { floorOf, indexAreaTree, toSideTree, type IndexedAreaNode } from './area-tree.js';

/** The community → region/building → floor tree (GET /api/door/public/residential/tree), shared by the house and area screens. */
export const AREA_TREE_KEY = endpointKey(DoorEndpoints.residentialTree);

export const loadAreaTree = () => callEndpoint(DoorEndpoints.residentialTree, {});

export function useAreaTree(): { nodes: AreaTreeNode[]; index: Map<string, IndexedAreaNode>; loading: boolean } {
  const query = useQuery({ queryKey: AREA_TREE_KEY, queryFn: loadAreaTree });
  const nodes = useMemo(() => query.data ?? [], [query.data]);
  const index = useMemo(() => indexAreaTree(nodes), [nodes]);
  return { nodes, index, loading: query.isLoading };
}

/**
 * The side tree of the house and area screens: the area tree with nodes valued by key. It is read through the
 * shared area-tree query (a fetch already under way for the screen's own `useAreaTree` is joined), so opening a
 * screen asks the server for the tree once; after `areaChanged` both refresh from one fresh fetch.
 */
export function areaSideTreeSource(queryClient: QueryClient, placeholder: string): TreeSource {
  return {
    queryKey: [...AREA_TREE_KEY, 'side'],
    load: async () => toSideTree(await queryClient.fetchQuery({ queryKey: AREA_TREE_KEY, queryFn: loadAreaTree })),
    placeholder,
  };
}

/** What the add dialog of the house and area screens starts with: the floor of the chosen side-tree node, if it is one. */
export function floorAddValues(index: ReadonlyMap<string, IndexedAreaNode>, key: number | string | null): { floorId: number } | undefined {
  const floorId = key === null ? undefined : floorOf(index.get(String(key)));
  return floorId === undefined ? undefined : { floorId };
}

/** After a building, region or floor changed: the tree and every picker reading buildings or floors. */
export function areaChanged(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: AREA_TREE_KEY });
  for (const name of ['building', 'buildingFloor']) {
    void queryClient.invalidateQueries({ queryKey: ['resource', name] });
    void queryClient.invalidateQueries({ queryKey: ['reference', name] });
  }
}
