import type { FieldDecl } from '@cvap/contracts';
import { useQuery } from '@tanstack/react-query';
import { useOptionalUser } from '../session/user-info.js';
import { resourceApi } from './api.js';
import { findResource } from './registry.js';
import { toSelectableTree, treeLabels, type TreeNode } from './tree-data.js';

/** Spec section 9: lists feeding a picker are read in one page of at most 1000 rows. */
export const PICKER_LIST_LIMIT = 1000;
const COMMUNITY_RESOURCE = 'residential';

export interface ReferenceChoices {
  options: { label: string; value: number | string }[];
  tree: TreeNode[] | null;
  labels: Map<number | string, string>;
  loading: boolean;
}

/** The records a reference field may point at: a tree for tree resources, else one page of titled rows. */
export function useReferenceChoices(field: FieldDecl): ReferenceChoices {
  const user = useOptionalUser();
  const target = field.ref ? findResource(field.ref.resource) : undefined;
  const asTree = Boolean(field.ref?.tree && target);
  const query = useQuery({
    queryKey: ['reference', target?.name, asTree ? 'tree' : 'list'],
    enabled: target !== undefined,
    staleTime: 60_000,
    queryFn: async (): Promise<TreeNode[]> => {
      const api = resourceApi(target!);
      if (asTree) return api.tree();
      const page = await api.page({ page: 1, limit: PICKER_LIST_LIMIT });
      return page.rows.map((row) => ({ label: String(row[target!.titleField] ?? row.id), value: row.id }));
    },
  });
  // Communities are not a declared resource yet: the user's own list (front/info) names them.
  const communities = field.ref?.resource === COMMUNITY_RESOURCE && !target ? (user?.communities ?? []).map((c) => ({ label: c.residentialName, value: c.id })) : null;
  const nodes = communities ?? query.data ?? [];
  const labels = treeLabels(nodes);
  return {
    options: [...labels].map(([value, label]) => ({ value, label })),
    tree: asTree ? nodes : null,
    labels,
    loading: query.isLoading,
  };
}

export { toSelectableTree };
