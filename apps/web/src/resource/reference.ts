import type { FieldDecl } from '@cvap/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { readCompanyId } from '../session/residential-choice.js';
import { actingResidential } from '../session/residential.js';
import { useOptionalUser } from '../session/user-info.js';
import { resourceApi } from './api.js';
import { findResource } from './registry.js';
import { ofResidential, toSelectableTree, treeLabels, type TreeNode } from './tree-data.js';

/** Spec section 9: lists feeding a picker are read in one page of at most 1000 rows. */
export const PICKER_LIST_LIMIT = 1000;
const RESIDENTIAL_RESOURCE = 'residential';

export interface ReferenceChoices {
  options: { label: string; value: number | string }[];
  tree: TreeNode[] | null;
  labels: Map<number | string, string>;
  loading: boolean;
}

/**
 * The records a reference field may point at: a tree for tree resources, else one page of titled rows; given a
 * community, only that community's (the labels still name every record, for rows already saved).
 */
export function useReferenceChoices(field: FieldDecl, residential?: number): ReferenceChoices {
  const user = useOptionalUser();
  const target = field.ref ? findResource(field.ref.resource) : undefined;
  const asTree = Boolean(field.ref?.tree && target);
  // Communities are a head-office resource: acting for one community (any user) the choice is that community,
  // a community user's are their own (front/info names them); only the head office lists them.
  const acting = user ? actingResidential(user, readCompanyId()) : null;
  const forResidential = user?.headOffice === false || acting !== null;
  const ownResidentials = field.ref?.resource === RESIDENTIAL_RESOURCE && (!target || forResidential);
  // A head-office list (users) is not a community's to read: its rows name such references themselves (…Label).
  const outOfReach = target?.scope === 'headOffice' && !target.communityRead && forResidential;
  const query = useQuery({
    queryKey: ['reference', target?.name, asTree ? 'tree' : 'list'],
    enabled: target !== undefined && !ownResidentials && !outOfReach,
    staleTime: 60_000,
    queryFn: async (): Promise<TreeNode[]> => {
      const api = resourceApi(target!);
      if (asTree) return api.tree();
      const page = await api.page({ page: 1, limit: PICKER_LIST_LIMIT });
      return page.rows.map((row) => ({
        label: String(row[target!.titleField] ?? row.id),
        value: row.id,
        ...(typeof row.residentialId === 'number' ? { community: row.residentialId } : {}),
      }));
    },
  });
  const userResidentials = user?.communities;
  // Every table cell of a reference column calls this: the labels of up to 1000 records are built once per answer.
  const { nodes, labels, options } = useMemo(() => {
    const own = ownResidentials ? (acting ? [acting] : userResidentials) : undefined;
    const all = own ? own.map((c) => ({ label: c.residentialName, value: c.id })) : (query.data ?? []);
    const shown = residential === undefined ? all : ofResidential(all, residential);
    const byValue = treeLabels(all);
    return { nodes: shown, labels: byValue, options: [...treeLabels(shown)].map(([value, label]) => ({ value, label })) };
  }, [ownResidentials, acting, userResidentials, query.data, residential]);
  return {
    options,
    tree: asTree ? nodes : null,
    labels,
    loading: query.isLoading,
  };
}

export { toSelectableTree };
