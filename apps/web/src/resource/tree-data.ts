/** Spec section 3: a tree node is label, value, children. */
export interface TreeNode {
  label: string;
  value: number | string;
  children?: TreeNode[];
  /** The community the record belongs to, when the API sends it (a dependent list filters on it). */
  community?: number;
}

type RawNode = Record<string, unknown> & { children?: RawNode[] };

/**
 * A tree as the console uses it, from either shape the API sends: spec nodes (label, value as a string) or
 * whole rows with their children (named by the resource's title field, valued by id). Numeric values become
 * numbers, as ids are everywhere else (row fields, filters).
 */
export function normalizeTree(nodes: readonly RawNode[], titleField = 'label'): TreeNode[] {
  return nodes.map((node) => {
    const raw = node.value ?? node.id;
    const value = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : (raw as number | string);
    const label = typeof node.label === 'string' ? node.label : String(node[titleField] ?? value);
    return {
      label,
      value,
      ...(typeof node.residentialId === 'number' ? { community: node.residentialId } : {}),
      ...(node.children ? { children: normalizeTree(node.children, titleField) } : {}),
    };
  });
}

export interface SelectableTreeNode {
  title: string;
  value: number | string;
  key: number | string;
  selectable: boolean;
  isLeaf: boolean;
  children?: SelectableTreeNode[];
}

/**
 * The nodes for antd's Tree/TreeSelect. In leaf-only mode (spec section 5: single mode with a node limit) a node
 * with children cannot be chosen.
 */
export function toSelectableTree(nodes: readonly TreeNode[], leafOnly: boolean): SelectableTreeNode[] {
  return nodes.map((node) => {
    const isLeaf = !node.children || node.children.length === 0;
    return {
      title: node.label,
      value: node.value,
      key: node.value,
      isLeaf,
      selectable: !leafOnly || isLeaf,
      ...(isLeaf ? {} : { children: toSelectableTree(node.children ?? [], leafOnly) }),
    };
  });
}

/** The nodes of one community (a node without a community is kept: the API did not say). */
export function ofResidential(nodes: readonly TreeNode[], residential: number): TreeNode[] {
  return nodes.filter((node) => node.community === undefined || node.community === residential);
}

/** Every value in the tree (used to expand it and to find labels). */
export function treeValues(nodes: readonly TreeNode[]): (number | string)[] {
  return nodes.flatMap((node) => [node.value, ...treeValues(node.children ?? [])]);
}

/** A value's label, for showing a reference in the table. */
export function treeLabels(nodes: readonly TreeNode[], into = new Map<number | string, string>()): Map<number | string, string> {
  for (const node of nodes) {
    into.set(node.value, node.label);
    treeLabels(node.children ?? [], into);
  }
  return into;
}

/**
 * The nodes whose label contains `text`, with the nodes above them; a matching node keeps everything under it
 * (searching a building shows its floors).
 */
export function filterTree(nodes: readonly TreeNode[], text: string): TreeNode[] {
  if (!text) return [...nodes];
  return nodes.flatMap((node) => {
    if (node.label.includes(text)) return [node];
    const children = filterTree(node.children ?? [], text);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}

/**
 * The nodes to open in a side tree so that at most `budget` rows show: level by level from the top, a level
 * opened only if all of its children fit. A small tree opens completely (as `defaultExpandAll` would); a large
 * one (tens of thousands of floors at scale) opens only as far as a screenful or so stays readable.
 */
export function expandWithin(nodes: readonly TreeNode[], budget: number): (number | string)[] {
  const opened: (number | string)[] = [];
  let shown = nodes.length;
  let level = nodes.filter((node) => node.children?.length);
  while (level.length > 0) {
    const children = level.flatMap((node) => node.children ?? []);
    if (shown + children.length > budget) break;
    shown += children.length;
    opened.push(...level.map((node) => node.value));
    level = children.filter((node) => node.children?.length);
  }
  return opened;
}
