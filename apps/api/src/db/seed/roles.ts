import { flattenMenus } from '@cvap/contracts';
import type { Orm } from '../client.js';
import { roles } from '../schema/index.js';
import { catalogueElements, grantRole, screenCodesUnder, SUPERUSER_ROLE } from './catalogue.js';

/** A role every installation starts with; what it may open comes from the modules' grants. */
export interface BaseRoleDecl {
  code: string;
  zh: string;
  en: string;
  description: string;
}

/** What one module grants one base role, by code. */
export interface RoleGrant {
  /** Menu or section codes; a section grants every screen under it. */
  menus?: readonly string[];
  elements?: readonly string[];
}

/**
 * A module's part of the base roles (ApiModule.grants, docs/decisions/0026): by role code, the screens and elements
 * of the module's own sections it gives that role. A role's grant is the union of every module's. A code that no
 * base role has fails the seed (baseRoleGrants), so a typo cannot grant nothing in silence.
 */
export type ModuleGrants = Readonly<Record<string, RoleGrant>>;

/** Every catalogue element of the screens under these sections or menus. */
export function elementsOfScreens(codes: readonly string[]): string[] {
  const screens = new Set(screenCodesUnder(codes));
  return catalogueElements()
    .filter((e) => screens.has(e.menu))
    .map((e) => e.code);
}

/**
 * The platform's base roles, which every module's grants may name. A role that belongs to one module (the repair
 * worker, the finance supervisor, the kiosk, the system operator) is declared by that module (ApiModule.roles).
 */
const PLATFORM_ROLES: readonly BaseRoleDecl[] = [
  { code: SUPERUSER_ROLE, zh: '系统管理员', en: 'System administrator', description: '全部菜单与操作权限' },
  { code: 'communityManager', zh: '社区经理', en: 'Community manager', description: '负责一个社区的房屋、住户、访客、公告与报修' },
  { code: 'staff', zh: '物业员工', en: 'Property staff', description: '查看首页与访客信息' },
];

export interface RoleModule {
  roles?: readonly BaseRoleDecl[];
  grants?: ModuleGrants;
}

/** The roles every installation starts with, in the order they are created: the platform's, then the modules'. */
export function baseRoles(modules: readonly RoleModule[]): BaseRoleDecl[] {
  const all = [...PLATFORM_ROLES, ...modules.flatMap((module) => module.roles ?? [])];
  const codes = new Set<string>();
  for (const { code } of all) {
    if (codes.has(code)) throw new Error(`Base role ${code} is declared twice`);
    codes.add(code);
  }
  return all;
}

/**
 * Each base role's screens and elements: everything for the superuser, the union of the modules' grants for the
 * others. A grant naming a role that is not a base role fails (a module's typo would otherwise grant nothing).
 */
export function baseRoleGrants(modules: readonly RoleModule[]): Map<string, { screens: string[]; elements: string[] }> {
  const roles = baseRoles(modules);
  const known = new Set<string>(roles.map((decl) => decl.code));
  const wanted = new Map<string, { menus: Set<string>; elements: Set<string> }>();
  for (const decl of roles) wanted.set(decl.code, { menus: new Set(), elements: new Set() });
  for (const module of modules)
    for (const [role, grant] of Object.entries(module.grants ?? {})) {
      if (!known.has(role) || role === SUPERUSER_ROLE) throw new Error(`A module grants unknown base role ${role}`);
      for (const menu of grant.menus ?? []) wanted.get(role)!.menus.add(menu);
      for (const element of grant.elements ?? []) wanted.get(role)!.elements.add(element);
    }
  const allScreens = flattenMenus()
    .filter(({ decl }) => decl.path)
    .map(({ decl }) => decl.code);
  return new Map(
    roles.map(({ code }) => [
      code,
      code === SUPERUSER_ROLE
        ? { screens: allScreens, elements: catalogueElements().map((e) => e.code) }
        : { screens: screenCodesUnder([...wanted.get(code)!.menus]), elements: [...wanted.get(code)!.elements] },
    ]),
  );
}

/** Creates the base roles with the modules' grants; returns role ids by code. */
export async function seedRoles(orm: Orm, tenantId: number, modules: readonly RoleModule[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const grants = baseRoleGrants(modules);
  for (const decl of baseRoles(modules)) {
    const [row] = await orm
      .insert(roles)
      .values({ tenantId, code: decl.code, name: decl.zh, nameEn: decl.en, description: decl.description })
      .returning({ id: roles.id });
    ids.set(decl.code, row!.id);
    await grantRole(orm, row!.id, grants.get(decl.code)!);
  }
  return ids;
}
