import { LOOKUP_LIMIT, type FieldDecl, type LookupRow } from '@cvap/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { readCompanyId } from '../session/residential-choice.js';
import { actingResidential } from '../session/residential.js';
import { useOptionalUser } from '../session/user-info.js';
import { resourceApi } from './api.js';
import type { AnyResourceDecl } from './decl.js';
import { fieldPath, findResource } from './registry.js';
import { ofResidential, toSelectableTree, treeLabels, type TreeNode } from './tree-data.js';

/** Spec section 9: lists feeding a picker are read in one page of at most 1000 rows. */
export const PICKER_LIST_LIMIT = LOOKUP_LIMIT;
const RESIDENTIAL_RESOURCE = 'residential';

export interface ReferenceChoices {
  options: { label: string; value: number | string }[];
  tree: TreeNode[] | null;
  labels: Map<number | string, string>;
  loading: boolean;
}

/**
 * Lookup rows as the console's tree nodes: each under its parent, a parent not offered making it a root. A title
 * two records share is told apart by the hint the resource declares (room 101 of two buildings).
 */
export function lookupNodes(rows: readonly LookupRow[]): TreeNode[] {
  const seen = new Map<string, number>();
  for (const row of rows) seen.set(row.label, (seen.get(row.label) ?? 0) + 1);
  const labelOf = (row: LookupRow) => (row.hint && seen.get(row.label)! > 1 ? `${row.label}（${row.hint}）` : row.label);
  const nodes = new Map<number, TreeNode>();
  for (const row of rows)
    nodes.set(row.id, { label: labelOf(row), value: row.id, ...(row.residentialId === null ? {} : { community: row.residentialId }) });
  const roots: TreeNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** A tree resource's records as a side tree or a tree picker shows them (its lookup, open to its filters' users). */
export async function lookupTree(decl: AnyResourceDecl, via?: string): Promise<TreeNode[]> {
  const answer = await resourceApi(decl).lookup({ ...(via ? { via } : {}), limit: LOOKUP_LIMIT });
  return lookupNodes(answer.rows);
}

/**
 * The records a reference field may point at, from the target's lookup (docs/decisions/0048): authorised by the
 * form or filter asking, narrowed by the field (`ref.only`, `ref.holding`), in the acting scope; a tree for tree
 * resources; given a community, only that community's (the labels still name every record, for rows already saved).
 */
export function useReferenceChoices(field: FieldDecl, residential?: number): ReferenceChoices {
  const user = useOptionalUser();
  const target = field.ref ? findResource(field.ref.resource) : undefined;
  const asTree = Boolean(field.ref?.tree && target);
  // A community user's communities are their own (front/info names them), and so is the one acted for: no read.
  const acting = user ? actingResidential(user, readCompanyId()) : null;
  const forResidential = user?.headOffice === false || acting !== null;
  const ownResidentials = field.ref?.resource === RESIDENTIAL_RESOURCE && (!target || forResidential);
  const via = fieldPath(field);
  // A field that narrows by community (who holds the work there) asks for the form's community's records.
  const narrowed = Boolean(field.ref?.holding) && residential !== undefined;
  const query = useQuery({
    queryKey: ['reference', target?.name, via ?? '', narrowed ? residential : null],
    enabled: target !== undefined && !ownResidentials,
    staleTime: 60_000,
    queryFn: async (): Promise<TreeNode[]> => {
      const answer = await resourceApi(target!).lookup({
        ...(via ? { via } : {}),
        ...(narrowed ? { residentialId: residential } : {}),
        limit: LOOKUP_LIMIT,
      });
      return asTree ? lookupNodes(answer.rows) : lookupNodes(answer.rows.map((row) => ({ ...row, parentId: null })));
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
