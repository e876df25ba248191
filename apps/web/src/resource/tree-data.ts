/** Spec section 3: a tree node is label, value, children. */
export interface TreeNode {
  label: string;
  value: number | string;
  children?: TreeNode[];
}

/**
 * The API sends node values as strings (spec "label, value"); ids are numbers everywhere else (row fields,
 * filters), so numeric values become numbers.
 */
export function normalizeTree(nodes: readonly TreeNode[]): TreeNode[] {
  return nodes.map((node) => ({
    label: node.label,
    value: typeof node.value === 'string' && /^\d+$/.test(node.value) ? Number(node.value) : node.value,
    ...(node.children ? { children: normalizeTree(node.children) } : {}),
  }));
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
