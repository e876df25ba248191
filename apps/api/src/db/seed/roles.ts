import { flattenMenus } from '@cvap/contracts';
import type { Orm } from '../client.js';
import { roles } from '../schema/index.js';
import { catalogueElements, grantRole, screenCodesUnder, SUPERUSER_ROLE } from './catalogue.js';

/** A role every installation starts with; what it may open comes from the modules' grants. */
interface RoleDecl {
  code: string;
  zh: string;
  en: string;
  description: string;
}

/** The codes of the base roles besides the superuser's (a module's grants name them). */
export type BaseRoleCode = 'communityManager' | 'repairWorker' | 'financeSupervisor' | 'kiosk' | 'sysOperator' | 'staff';

/** What one module grants one base role, by code. */
export interface RoleGrant {
  /** Menu or section codes; a section grants every screen under it. */
  menus?: readonly string[];
  elements?: readonly string[];
}

/**
 * A module's part of the base roles (ApiModule.grants, docs/decisions/0026): by role, the screens and elements of
 * the module's own sections it gives that role. A role's grant is the union of every module's.
 */
export type ModuleGrants = Partial<Record<BaseRoleCode, RoleGrant>>;

/** Every catalogue element of the screens under these sections or menus. */
export function elementsOfScreens(codes: readonly string[]): string[] {
  const screens = new Set(screenCodesUnder(codes));
  return catalogueElements()
    .filter((e) => screens.has(e.menu))
    .map((e) => e.code);
}

/** The roles every installation starts with, in the order they are created. Administrators edit them afterwards. */
export const BASE_ROLES: readonly (RoleDecl & { code: BaseRoleCode | typeof SUPERUSER_ROLE })[] = [
  { code: SUPERUSER_ROLE, zh: '系统管理员', en: 'System administrator', description: '全部菜单与操作权限' },
  { code: 'communityManager', zh: '社区经理', en: 'Community manager', description: '负责一个社区的房屋、住户、访客、公告与报修' },
  { code: 'repairWorker', zh: '维修工', en: 'Repair worker', description: '处理报修工单' },
  {
    code: 'financeSupervisor',
    zh: '财务主管',
    en: 'Finance supervisor',
    description: '物业收费：收银、账单与违约金，审核退款、作废与转账',
  },
  { code: 'kiosk', zh: '访客机', en: 'Visitor kiosk', description: '仅现场登记' },
  { code: 'sysOperator', zh: '系统运维', en: 'System operator', description: '总部系统管理与运维' },
  { code: 'staff', zh: '物业员工', en: 'Property staff', description: '查看首页与访客信息' },
];

/**
 * Each base role's screens and elements: everything for the superuser, the union of the modules' grants for the
 * others. A grant naming a role that is not a base role fails (a module's typo would otherwise grant nothing).
 */
export function baseRoleGrants(modules: readonly { grants?: ModuleGrants }[]): Map<string, { screens: string[]; elements: string[] }> {
  const known = new Set<string>(BASE_ROLES.map((decl) => decl.code));
  const wanted = new Map<string, { menus: Set<string>; elements: Set<string> }>();
  for (const decl of BASE_ROLES) wanted.set(decl.code, { menus: new Set(), elements: new Set() });
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
    BASE_ROLES.map(({ code }) => [
      code,
      code === SUPERUSER_ROLE
        ? { screens: allScreens, elements: catalogueElements().map((e) => e.code) }
        : { screens: screenCodesUnder([...wanted.get(code)!.menus]), elements: [...wanted.get(code)!.elements] },
    ]),
  );
}

/** Creates the base roles with the modules' grants; returns role ids by code. */
export async function seedRoles(orm: Orm, tenantId: number, modules: readonly { grants?: ModuleGrants }[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const grants = baseRoleGrants(modules);
  for (const decl of BASE_ROLES) {
    const [row] = await orm
      .insert(roles)
      .values({ tenantId, code: decl.code, name: decl.zh, nameEn: decl.en, description: decl.description })
      .returning({ id: roles.id });
    ids.set(decl.code, row!.id);
    await grantRole(orm, row!.id, grants.get(decl.code)!);
  }
  return ids;
}
