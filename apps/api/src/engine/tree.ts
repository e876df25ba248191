import type { Row } from './types.js';

export type TreeRow = Row & { children: TreeRow[] };

/** Nests rows under their parents (rows whose parent is not among them become roots), keeping their order. */
export function buildTree(rows: Row[], parentField: string): TreeRow[] {
  const nodes = new Map<number, TreeRow>(rows.map((row) => [row.id as number, { ...row, children: [] }]));
  const roots: TreeRow[] = [];
  for (const node of nodes.values()) {
    const parent = typeof node[parentField] === 'number' ? nodes.get(node[parentField] as number) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
