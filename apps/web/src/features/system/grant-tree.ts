import type { GrantNode } from '@cvap/contracts';

export interface GrantTreeNode {
  key: string;
  title: string;
  children?: GrantTreeNode[];
}

const menuKey = (id: number) => `m:${id}`;
const elementKey = (id: number) => `e:${id}`;

/** A role's grants as one checkable tree: menu entries with their elements as leaves. */
export function toGrantTree(nodes: readonly GrantNode[], language: 'zh_cn' | 'en'): GrantTreeNode[] {
  const name = (node: { name: string; nameEn: string }) => (language === 'en' ? node.nameEn || node.name : node.name);
  return nodes.map((node) => {
    const children = [...toGrantTree(node.children, language), ...node.elements.map((element) => ({ key: elementKey(element.id), title: name(element) }))];
    return { key: menuKey(node.id), title: name(node), ...(children.length > 0 ? { children } : {}) };
  });
}

/**
 * The keys to check initially. The tree cascades, so only leaves are checked (a granted element, or a granted
 * menu with nothing under it); granted parents follow from their children.
 */
export function initiallyChecked(nodes: readonly GrantNode[]): string[] {
  return nodes.flatMap((node) => {
    const leaf = node.children.length === 0 && node.elements.length === 0;
    return [
      ...(leaf && node.granted ? [menuKey(node.id)] : []),
      ...node.elements.filter((element) => element.granted).map((element) => elementKey(element.id)),
      ...initiallyChecked(node.children),
    ];
  });
}

/**
 * The body of the save from the checked keys: every checked element, and every menu that is checked or has a
 * checked entry below it (a granted element needs its menu and the menu's sections).
 */
export function grantsFromChecked(nodes: readonly GrantNode[], checked: readonly string[]): { menuIds: number[]; elementIds: number[] } {
  const on = new Set(checked);
  const menuIds: number[] = [];
  const elementIds: number[] = [];
  const visit = (node: GrantNode): boolean => {
    const elements = node.elements.filter((element) => on.has(elementKey(element.id))).map((element) => element.id);
    elementIds.push(...elements);
    const childGranted = node.children.map(visit).some(Boolean);
    const granted = on.has(menuKey(node.id)) || elements.length > 0 || childGranted;
    if (granted) menuIds.push(node.id);
    return granted;
  };
  nodes.forEach(visit);
  return { menuIds, elementIds };
}
