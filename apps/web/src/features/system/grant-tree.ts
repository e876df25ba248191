import { nameIn, type GrantNode } from '@cvap/contracts';

export interface GrantTreeNode {
  key: string;
  title: string;
  children?: GrantTreeNode[];
}

const menuKey = (id: number) => `m:${id}`;
const elementKey = (id: number) => `e:${id}`;

/** A role's grants as one checkable tree: menu entries with their elements as leaves. */
export function toGrantTree(nodes: readonly GrantNode[], language: 'zh_cn' | 'en'): GrantTreeNode[] {
  return nodes.map((node) => {
    const children = [
      ...toGrantTree(node.children, language),
      ...node.elements.map((element) => ({ key: elementKey(element.id), title: nameIn(element, language) })),
    ];
    return { key: menuKey(node.id), title: nameIn(node, language), ...(children.length > 0 ? { children } : {}) };
  });
}

/**
 * The granted keys. Each node is checked on its own (a menu may be granted without any of its elements, so
 * the tree does not cascade); `toggleGrant` keeps the tree consistent instead.
 */
export function grantedKeys(nodes: readonly GrantNode[]): string[] {
  return nodes.flatMap((node) => [
    ...(node.granted ? [menuKey(node.id)] : []),
    ...node.elements.filter((element) => element.granted).map((element) => elementKey(element.id)),
    ...grantedKeys(node.children),
  ]);
}

function parentsAndChildren(tree: readonly GrantTreeNode[]) {
  const parent = new Map<string, string>();
  const children = new Map<string, string[]>();
  const visit = (node: GrantTreeNode) => {
    children.set(
      node.key,
      (node.children ?? []).map((child) => child.key),
    );
    for (const child of node.children ?? []) {
      parent.set(child.key, node.key);
      visit(child);
    }
  };
  tree.forEach(visit);
  return { parent, children };
}

/**
 * Checking an entry also grants everything above it (an element needs its menu, a menu its section);
 * unchecking one also revokes everything below it.
 */
export function toggleGrant(tree: readonly GrantTreeNode[], checked: readonly string[], key: string, on: boolean): string[] {
  const { parent, children } = parentsAndChildren(tree);
  const next = new Set(checked);
  if (on) {
    for (let current: string | undefined = key; current; current = parent.get(current)) next.add(current);
  } else {
    const stack = [key];
    while (stack.length > 0) {
      const current = stack.pop()!;
      next.delete(current);
      stack.push(...(children.get(current) ?? []));
    }
  }
  return [...next];
}

/** The body of the save: the checked menus and elements. */
export function grantsFromChecked(checked: readonly string[]): { menuIds: number[]; elementIds: number[] } {
  const ids = (prefix: string) => checked.filter((key) => key.startsWith(prefix)).map((key) => Number(key.slice(prefix.length)));
  return { menuIds: ids('m:'), elementIds: ids('e:') };
}
