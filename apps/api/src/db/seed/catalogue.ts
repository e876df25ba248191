import { allElementDecls, flattenMenus, MENU_CATALOGUE, resourceElementDecls, type ElementDecl, type MenuDecl } from '@cvap/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Orm } from '../client.js';
import { elements, menus, roleElements, roleMenus, roles } from '../schema/index.js';

/** Every element the code declares: hand-written ones and those of each declared resource action. */
export function catalogueElements(): ElementDecl[] {
  return [...allElementDecls(), ...resourceElementDecls()];
}

/** The role that is granted every menu and element, including ones added to the catalogue later. */
export const SUPERUSER_ROLE = 'sysadmin';

/** The codes of the menus (screens and sections) and elements one start added to the catalogue. */
export interface CatalogueAdded {
  menus: string[];
  elements: string[];
}

/**
 * Inserts the catalogue's menus and elements that the database does not have yet (matched by code), so a new
 * screen in contracts reaches existing databases. Never changes or deletes rows: administrators own them.
 * New entries are granted to the superuser role.
 */
export async function syncCatalogue(orm: Orm): Promise<CatalogueAdded> {
  const existing = new Map((await orm.select({ id: menus.id, code: menus.code }).from(menus)).map((m) => [m.code, m.id]));
  const newMenuIds: number[] = [];
  const added: CatalogueAdded = { menus: [], elements: [] };

  async function insertLevel(nodes: MenuDecl[], parentId: number | null): Promise<void> {
    for (const [index, node] of nodes.entries()) {
      let id = existing.get(node.code);
      if (id === undefined) {
        const [row] = await orm
          .insert(menus)
          .values({
            parentId,
            code: node.code,
            name: node.zh,
            nameEn: node.en,
            type: node.path ? 'menu' : 'section',
            href: node.path ?? null,
            icon: node.icon ?? null,
            sortNo: (index + 1) * 10,
            countKey: node.countKey ?? null,
            attributes: node.inline ? { inline: node.inline } : null,
          })
          .returning({ id: menus.id });
        id = row!.id;
        existing.set(node.code, id);
        added.menus.push(node.code);
        if (node.path) newMenuIds.push(id);
      }
      if (node.children) await insertLevel(node.children, id);
    }
  }
  await insertLevel(MENU_CATALOGUE, null);

  const knownElements = new Set((await orm.select({ code: elements.code }).from(elements)).map((e) => e.code));
  const missingElements = catalogueElements().filter((decl) => !knownElements.has(decl.code));
  const newElementIds: number[] = [];
  for (const decl of missingElements) {
    const menuId = existing.get(decl.menu);
    if (menuId === undefined) throw new Error(`Element ${decl.code} names unknown menu ${decl.menu}`);
    const [row] = await orm
      .insert(elements)
      .values({ menuId, code: decl.code, name: decl.zh, nameEn: decl.en })
      .returning({ id: elements.id });
    newElementIds.push(row!.id);
    added.elements.push(decl.code);
  }

  const [superuser] = await orm.select({ id: roles.id }).from(roles).where(eq(roles.code, SUPERUSER_ROLE));
  if (superuser) {
    if (newMenuIds.length)
      await orm
        .insert(roleMenus)
        .values(newMenuIds.map((menuId) => ({ roleId: superuser.id, menuId })))
        .onConflictDoNothing();
    if (newElementIds.length)
      await orm
        .insert(roleElements)
        .values(newElementIds.map((elementId) => ({ roleId: superuser.id, elementId })))
        .onConflictDoNothing();
  }
  return added;
}

/** Codes of every entry of type menu at or under the given codes (a section code stands for all its screens). */
export function screenCodesUnder(codes: readonly string[]): string[] {
  const wanted = new Set(codes);
  return flattenMenus()
    .filter(({ decl, parents }) => decl.path && (wanted.has(decl.code) || parents.some((p) => wanted.has(p))))
    .map(({ decl }) => decl.code);
}

/** Grants a role the given screens and elements by code. */
export async function grantRole(orm: Orm, roleId: number, grant: { screens: string[]; elements: string[] }): Promise<void> {
  if (grant.screens.length) {
    const rows = await orm.select({ id: menus.id }).from(menus).where(inArray(menus.code, grant.screens));
    if (rows.length !== new Set(grant.screens).size) throw new Error(`Unknown menu codes in grant: ${grant.screens.join(', ')}`);
    await orm
      .insert(roleMenus)
      .values(rows.map((m) => ({ roleId, menuId: m.id })))
      .onConflictDoNothing();
  }
  if (grant.elements.length) {
    const rows = await orm.select({ id: elements.id }).from(elements).where(inArray(elements.code, grant.elements));
    if (rows.length !== new Set(grant.elements).size) throw new Error(`Unknown element codes in grant: ${grant.elements.join(', ')}`);
    await orm
      .insert(roleElements)
      .values(rows.map((e) => ({ roleId, elementId: e.id })))
      .onConflictDoNothing();
  }
}
