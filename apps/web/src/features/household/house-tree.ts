import type { AreaTreeNode } from '@cvap/contracts';

export interface FloorPickerNode {
  title: string;
  value: string;
  key: string;
  selectable: boolean;
  /** The whole path (community / building / floor), shown once a floor is picked. */
  path: string;
  children?: FloorPickerNode[];
}

/** The residential tree for the house picker: every level shown, only floors selectable (values are node keys). */
export function toFloorPickerTree(nodes: readonly AreaTreeNode[], parentPath = ''): FloorPickerNode[] {
  return nodes.map((node) => {
    const path = parentPath ? `${parentPath} / ${node.label}` : node.label;
    return {
      title: node.label,
      value: node.key,
      key: node.key,
      selectable: node.type === 'floor',
      path,
      ...(node.children && node.children.length > 0 ? { children: toFloorPickerTree(node.children, path) } : {}),
    };
  });
}

/** The key of the floor node with this id, if the tree holds it. */
export function findFloorKey(nodes: readonly AreaTreeNode[], floorId: number): string | undefined {
  for (const node of nodes) {
    if (node.type === 'floor' && node.value === floorId) return node.key;
    const inner = findFloorKey(node.children ?? [], floorId);
    if (inner) return inner;
  }
  return undefined;
}
