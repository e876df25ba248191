import type { MenuFunctionType, MenuItem, MenuType } from '@cvap/contracts';

export interface MenuRow {
  id: number;
  parentId: number | null;
  code: string;
  name: string;
  nameEn: string;
  type: string;
  functionType: string;
  href: string | null;
  icon: string | null;
  sortNo: number;
  countKey: string | null;
  enabled: boolean;
}

/**
 * The navigation tree for a user (spec section 6): enabled entries of type menu that the user's roles grant,
 * with their section ancestors. An entry under a disabled ancestor is hidden with it. Sections appear only as
 * ancestors of a visible entry, so none is left without children. Siblings are sorted by sort_no, then id.
 */
export function buildMenuTree(rows: readonly MenuRow[], grantedIds: ReadonlySet<number>): MenuItem[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const included = new Set<number>();

  for (const id of grantedIds) {
    const row = byId.get(id);
    if (!row || row.type !== 'menu' || !row.enabled) continue;
    const chain: number[] = [row.id];
    let visible = true;
    for (let parentId = row.parentId; parentId !== null;) {
      const parent = byId.get(parentId);
      if (!parent || !parent.enabled || parent.type !== 'section' || chain.includes(parent.id)) {
        visible = false;
        break;
      }
      chain.push(parent.id);
      parentId = parent.parentId;
    }
    if (visible) for (const member of chain) included.add(member);
  }

  const items = new Map<number, MenuItem>();
  const order = (a: MenuItem, b: MenuItem) => byId.get(a.id)!.sortNo - byId.get(b.id)!.sortNo || a.id - b.id;
  for (const id of included) {
    const row = byId.get(id)!;
    items.set(id, {
      id: row.id,
      parentId: row.parentId,
      code: row.code,
      href: row.href,
      name: row.name,
      title: row.name,
      nameEn: row.nameEn,
      icon: row.icon,
      type: row.type as MenuType,
      functionType: row.functionType === 'link' ? 'link' : ('route' as MenuFunctionType),
      enabled: row.enabled,
      countKey: row.countKey,
      children: [],
    });
  }
  const roots: MenuItem[] = [];
  for (const item of items.values()) {
    const parent = item.parentId === null ? undefined : items.get(item.parentId);
    (parent ? parent.children : roots).push(item);
  }
  for (const item of items.values()) item.children.sort(order);
  return roots.sort(order);
}
