import type { ReactNode } from 'react';
import type { AnyResourceDecl } from './decl.js';
import type { TreeNode } from './tree-data.js';

/**
 * A side tree read from somewhere other than a resource's `POST {base}/tree` (e.g. a module's own tree endpoint).
 * Node values must be unique across the whole tree.
 */
export interface TreeSource {
  queryKey: readonly unknown[];
  load: () => Promise<TreeNode[]>;
  /** The search box's placeholder. */
  placeholder: string;
}

type SideTreeToolbar<C> = (selected: number | string | null, context: C) => ReactNode;

/** The tree of another tree resource; the chosen node's value filters the list's `filterField`. */
export interface DeclSideTree<C> {
  decl: AnyResourceDecl;
  filterField: string;
  toolbar?: SideTreeToolbar<C>;
}

/** A tree from its own source (e.g. a module's tree endpoint); the chosen node becomes list filters. */
export interface SourceSideTree<C> {
  source: TreeSource;
  /** The list filters of a chosen node (several levels of a tree may filter different fields). */
  filtersOf: (selected: number | string) => Record<string, unknown>;
  toolbar?: SideTreeToolbar<C>;
}

/** The list filters a chosen side-tree node sets (none while nothing is chosen). */
export function sideTreeFilters<C>(
  sideTree: DeclSideTree<C> | SourceSideTree<C> | null,
  selected: number | string | null,
): Record<string, unknown> {
  if (!sideTree || selected === null) return {};
  return 'source' in sideTree ? sideTree.filtersOf(selected) : { [sideTree.filterField]: selected };
}
