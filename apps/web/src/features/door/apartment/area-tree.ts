import type { AreaTreeNode } from '@cvap/contracts';
import type { TreeNode } from '../../../resource/tree-data.js';

/** Spec "Building or company: type (institution or region, building)". */
export const BuildingType = { region: 1, building: 2 } as const;

/** A node of the community → region/building → floor tree with the nodes above it. */
export interface IndexedAreaNode {
  node: AreaTreeNode;
  /** From the community down to the node's parent. */
  ancestors: AreaTreeNode[];
}

/** Every node by its key (keys are unique across levels; values are ids, unique only within a level). */
export function indexAreaTree(
  nodes: readonly AreaTreeNode[],
  ancestors: AreaTreeNode[] = [],
  into = new Map<string, IndexedAreaNode>(),
): Map<string, IndexedAreaNode> {
  for (const node of nodes) {
    into.set(node.key, { node, ancestors });
    indexAreaTree(node.children ?? [], [...ancestors, node], into);
  }
  return into;
}

/** The side tree's nodes: valued by key, so a community, a building and a floor with the same id stay apart. */
export function toSideTree(nodes: readonly AreaTreeNode[]): TreeNode[] {
  return nodes.map((node) => ({
    label: node.label,
    value: node.key,
    ...(node.children?.length ? { children: toSideTree(node.children) } : {}),
  }));
}

/** The community a node belongs to (the node itself for a community). */
export function residentialOf(entry: IndexedAreaNode | undefined): number | null {
  if (!entry) return null;
  const residential = entry.node.type === 'residential' ? entry.node : entry.ancestors.find((node) => node.type === 'residential');
  return residential?.value ?? null;
}

/**
 * The house list's filters for a chosen node: community → residentialId, building → buildingId, floor → floorId;
 * a region (which houses do not name) narrows to its community.
 */
export function apartmentFilters(entry: IndexedAreaNode | undefined): Record<string, number> {
  if (!entry) return {};
  const { node } = entry;
  if (node.type === 'floor') return { floorId: node.value };
  if (node.type === 'building' && node.buildingType !== BuildingType.region) return { buildingId: node.value };
  const residential = residentialOf(entry);
  return residential === null ? {} : { residentialId: residential };
}

/** The company list's filters for a chosen node: building → buildingId, floor → floorId; others show every company. */
export function companyFilters(entry: IndexedAreaNode | undefined): Record<string, number> {
  if (!entry) return {};
  if (entry.node.type === 'floor') return { floorId: entry.node.value };
  if (entry.node.type === 'building' && entry.node.buildingType !== BuildingType.region) return { buildingId: entry.node.value };
  return {};
}

export interface PickerNode {
  title: string;
  /** A floor's id; the key of a node that cannot be chosen. */
  value: number | string;
  key: string;
  disabled?: boolean;
  isLeaf?: boolean;
  /** The whole path (community / building / floor), shown once a floor is picked where the picker asks for it. */
  path?: string;
  children?: PickerNode[];
}

/**
 * The floor picker of the house and company dialogs: community → (region →) building → floor with only floors
 * selectable (spec section 5: single mode, leaf nodes only); branches without floors are left out.
 */
export function floorPickerTree(nodes: readonly AreaTreeNode[], parentPath = ''): PickerNode[] {
  return nodes.flatMap((node): PickerNode[] => {
    const path = parentPath ? `${parentPath} / ${node.label}` : node.label;
    if (node.type === 'floor') return [{ title: node.label, value: node.value, key: node.key, isLeaf: true, path }];
    const children = floorPickerTree(node.children ?? [], path);
    return children.length > 0 ? [{ title: node.label, value: node.key, key: node.key, disabled: true, path, children }] : [];
  });
}

/** The floor a chosen node preselects in an add dialog (only a floor node names one). */
export function floorOf(entry: IndexedAreaNode | undefined): number | undefined {
  return entry?.node.type === 'floor' ? entry.node.value : undefined;
}

/** The building a chosen node is or sits in (a building or one of its floors). */
export function buildingOf(entry: IndexedAreaNode | undefined): AreaTreeNode | undefined {
  if (!entry) return undefined;
  if (entry.node.type === 'building') return entry.node;
  if (entry.node.type === 'floor') return entry.ancestors[entry.ancestors.length - 1];
  return undefined;
}

/**
 * The parent-group picker of the building dialog: the regions of one community, nested as they are, valued by
 * building id; the building being edited and everything under it are left out (it cannot sit under itself).
 */
export function regionPickerTree(
  nodes: readonly AreaTreeNode[],
  residentialId: number | null | undefined,
  excludeId?: number,
): PickerNode[] {
  const residential = nodes.find((node) => node.type === 'residential' && node.value === residentialId);
  const regions = (list: readonly AreaTreeNode[]): PickerNode[] =>
    list
      .filter((node) => node.type === 'building' && node.buildingType === BuildingType.region && node.value !== excludeId)
      .map((node) => {
        const children = regions(node.children ?? []);
        return { title: node.label, value: node.value, key: node.key, ...(children.length ? { children } : { isLeaf: true }) };
      });
  return residential ? regions(residential.children ?? []) : [];
}
