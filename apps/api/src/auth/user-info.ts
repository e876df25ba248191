import { isHeadOfficeMenu, type Residential, type UserInfo } from '@cvap/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { ActingScope, AuthUser } from './types.js';
import type { Orm } from '../db/client.js';
import { menus, residentials, roleMenus, roles, userResidentials, userRoles } from '../db/schema/index.js';
import { grantedElementCodes } from './element-grants.js';
import { buildMenuTree } from './menu-tree.js';

async function grantedMenuIds(orm: Orm, userId: number): Promise<Set<number>> {
  const rows = await orm
    .selectDistinct({ id: roleMenus.menuId })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.enabled, 1)))
    .innerJoin(roleMenus, eq(roleMenus.roleId, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  return new Set(rows.map((r) => r.id));
}

/** The communities a user may act for: every one of the tenant for head office, else the granted ones. */
export async function residentialsOfUser(orm: Orm, user: Pick<AuthUser, 'id' | 'tenantId' | 'headOffice'>): Promise<Residential[]> {
  const columns = { id: residentials.id, residentialName: residentials.residentialName, companyId: residentials.companyId };
  if (user.headOffice)
    return orm.select(columns).from(residentials).where(eq(residentials.tenantId, user.tenantId)).orderBy(asc(residentials.id));
  return orm
    .select(columns)
    .from(userResidentials)
    .innerJoin(residentials, eq(residentials.id, userResidentials.residentialId))
    .where(and(eq(userResidentials.userId, user.id), eq(residentials.tenantId, user.tenantId)))
    .orderBy(asc(residentials.id));
}

/**
 * GET /api/admin/user/front/info: who the user is, what they may open and do, and for which communities;
 * also where the console reaches the local hardware helper (HW_BRIDGE_URL). Acting for one community, the menu
 * tree leaves out the head-office sections (isHeadOfficeMenu), whatever the roles grant.
 */
export async function loadUserInfo(orm: Orm, user: AuthUser, hwBridgeUrl: string, scope: ActingScope | null = null): Promise<UserInfo> {
  const allMenus = await orm
    .select({
      id: menus.id,
      parentId: menus.parentId,
      code: menus.code,
      name: menus.name,
      nameEn: menus.nameEn,
      type: menus.type,
      functionType: menus.functionType,
      href: menus.href,
      icon: menus.icon,
      sortNo: menus.sortNo,
      countKey: menus.countKey,
      enabled: menus.enabled,
    })
    .from(menus);
  const granted = await grantedMenuIds(orm, user.id);
  const elementCodes = await grantedElementCodes(orm, user.id);
  const residentialRows = await residentialsOfUser(orm, user);
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    headOffice: user.headOffice,
    kiosk: user.kiosk,
    menuTrees: buildMenuTree(scope?.kind === 'residential' ? allMenus.filter((row) => !isHeadOfficeMenu(row.code)) : allMenus, granted),
    elements: elementCodes.map((code) => ({ code })),
    communities: residentialRows,
    preferences: { language: user.language },
    hwBridgeUrl,
  };
}
