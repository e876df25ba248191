import { isAcceptablePassword } from '@cvap/contracts';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { AppError, hashPassword, type Orm, type ResourceContext, type ResourceHooks, type Row } from '../../engine/index.js';
import {
  buildings,
  departments,
  elements,
  residentials,
  roleElements,
  roles,
  userResidentials,
  userRoles,
  users,
} from '../../db/schema/index.js';
import { departmentSubtreeFilter } from './services/department-tree.js';
import { callerPrivilege, privilegeOfRoles, requireAccountCovered, requireCovered, rolesOfUser } from './services/privilege.js';
import { revokeUserSessions } from './services/sessions.js';

function refuseField(field: string): AppError {
  return new AppError('VALIDATION_FAILED', { detail: field, data: { fields: [{ field, message: field }] } });
}

/** Every id must name a row of the caller's tenant; anything else is refused as if it did not exist. */
async function checkTenantIds(
  ctx: ResourceContext,
  field: string,
  ids: number[],
  lookup: (tenantId: number, ids: number[]) => Promise<{ id: number }[]>,
): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await lookup(ctx.scope.tenantId, unique);
  if (found.length !== unique.length) throw refuseField(field);
}

async function checkReferences(ctx: ResourceContext, input: Record<string, unknown>): Promise<void> {
  const orm = ctx.orm;
  if (typeof input.departmentId === 'number')
    await checkTenantIds(ctx, 'departmentId', [input.departmentId], (tenantId, ids) =>
      orm
        .select({ id: departments.id })
        .from(departments)
        .where(and(eq(departments.tenantId, tenantId), inArray(departments.id, ids))),
    );
  if (Array.isArray(input.roleIds))
    await checkTenantIds(ctx, 'roleIds', input.roleIds as number[], (tenantId, ids) =>
      orm
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.tenantId, tenantId), inArray(roles.id, ids))),
    );
  if (Array.isArray(input.communityIds))
    await checkTenantIds(ctx, 'communityIds', input.communityIds as number[], (tenantId, ids) =>
      orm
        .select({ id: residentials.id })
        .from(residentials)
        .where(and(eq(residentials.tenantId, tenantId), inArray(residentials.id, ids))),
    );
  if (typeof input.buildingId === 'number')
    await checkTenantIds(ctx, 'buildingId', [input.buildingId], (tenantId, ids) =>
      orm
        .select({ id: buildings.id })
        .from(buildings)
        .innerJoin(residentials, eq(residentials.id, buildings.residentialId))
        .where(and(eq(residentials.tenantId, tenantId), inArray(buildings.id, ids))),
    );
}

async function replaceLinks(orm: Orm, userId: number, input: Record<string, unknown>): Promise<void> {
  if (Array.isArray(input.roleIds)) {
    await orm.delete(userRoles).where(eq(userRoles.userId, userId));
    const ids = [...new Set(input.roleIds as number[])];
    if (ids.length) await orm.insert(userRoles).values(ids.map((roleId) => ({ userId, roleId })));
  }
  if (Array.isArray(input.communityIds)) {
    await orm.delete(userResidentials).where(eq(userResidentials.userId, userId));
    const ids = [...new Set(input.communityIds as number[])];
    if (ids.length) await orm.insert(userResidentials).values(ids.map((residentialId) => ({ userId, residentialId })));
  }
}

export async function passwordHashFor(password: string): Promise<string> {
  if (!isAcceptablePassword(password)) throw new AppError('PASSWORD_POLICY');
  return hashPassword(password);
}

export function refuseSelf(ctx: ResourceContext, userId: number): void {
  if (ctx.user.id === userId) throw new AppError('NOT_ON_SELF');
}

/**
 * Least privilege (docs/decisions/0012): the caller acts only on accounts holding no more than it does, gives
 * only roles whose grants it holds, and never changes its own roles (the console sends them unchanged).
 */
async function checkPrivilege(ctx: ResourceContext, input: Record<string, unknown>, existing: Row | null): Promise<void> {
  const roleIds = Array.isArray(input.roleIds) ? [...new Set(input.roleIds as number[])] : undefined;
  if (existing && existing.id === ctx.user.id) {
    if (!roleIds) return;
    const current = new Set(await rolesOfUser(ctx.orm, ctx.user.id));
    if (roleIds.length !== current.size || roleIds.some((id) => !current.has(id))) throw new AppError('OWN_ROLE');
    return;
  }
  if (existing) await requireAccountCovered(ctx.orm, ctx.user.id, existing.id as number);
  if (roleIds?.length) requireCovered(await callerPrivilege(ctx.orm, ctx.user.id), await privilegeOfRoles(ctx.orm, roleIds));
}

/**
 * Users: the password is hashed (never stored or returned as given), the creator is the caller, references
 * must be of the caller's tenant, roles and communities go to their link tables, and disabling an account or
 * setting its password ends its sessions. Nobody disables or deletes their own account, changes their own roles,
 * gives a role whose grants they do not hold, or acts on an account holding more than they do. The list filtered by a
 * department shows that department's users and those of all its sub-departments.
 */
/** A user a picker may offer for work: one who can log in and act (a kiosk account does no one's work). */
const canWork = sql`${users.enabled} = 1 and ${users.frozen} = 0 and not ${users.kiosk}`;

/** Users who work for the community: linked to it, or of the head office (engine's usersOfCommunity). */
function linkedTo(residentialId: number): SQL {
  return sql`${canWork} and (${users.headOffice} or exists (select 1 from ${userResidentials} where ${userResidentials.userId} = ${users.id} and ${userResidentials.residentialId} = ${residentialId}))`;
}

/** Users whose enabled roles grant the element (the work a field assigns them). */
function holding(element: string): SQL {
  return sql`${canWork} and exists (select 1 from ${userRoles}
    join ${roles} on ${roles.id} = ${userRoles.roleId} and ${roles.enabled} = 1
    join ${roleElements} on ${roleElements.roleId} = ${userRoles.roleId}
    join ${elements} on ${elements.id} = ${roleElements.elementId}
    where ${userRoles.userId} = ${users.id} and ${elements.code} = ${element})`;
}

export const userHooks: ResourceHooks = {
  lookupInResidential: linkedTo,
  lookupHolding: holding,
  async beforeWrite(ctx, values, input, existing) {
    await checkReferences(ctx, input);
    if (existing && values.enabled === 0) refuseSelf(ctx, existing.id as number);
    await checkPrivilege(ctx, input, existing);
    if (typeof input.password === 'string') {
      values.passwordHash = await passwordHashFor(input.password);
      if (existing) values.passwordChangedAt = ctx.now;
    }
    if (!existing) values.creatorId = ctx.user.id;
  },
  async afterWrite(ctx, id, input, existing) {
    await replaceLinks(ctx.orm, id, input);
    if (existing && typeof input.password === 'string') await revokeUserSessions(ctx.orm, id, 'password', ctx.now);
    else if (existing && input.enabled === 0) await revokeUserSessions(ctx.orm, id, 'disabled', ctx.now);
  },
  async beforeDelete(ctx, existing) {
    refuseSelf(ctx, existing.id as number);
    await requireAccountCovered(ctx.orm, ctx.user.id, existing.id as number);
  },
  filter: departmentSubtreeFilter(users.departmentId),
  async loadVirtual(orm, rows: Row[]) {
    const ids = rows.map((r) => r.id as number);
    const roleLinks = await orm
      .select({ userId: userRoles.userId, id: userRoles.roleId })
      .from(userRoles)
      .where(inArray(userRoles.userId, ids))
      .orderBy(userRoles.roleId);
    const residentialLinks = await orm
      .select({ userId: userResidentials.userId, id: userResidentials.residentialId })
      .from(userResidentials)
      .where(inArray(userResidentials.userId, ids))
      .orderBy(userResidentials.residentialId);
    for (const row of rows) {
      row.roleIds = roleLinks.filter((l) => l.userId === row.id).map((l) => l.id);
      row.communityIds = residentialLinks.filter((l) => l.userId === row.id).map((l) => l.id);
    }
  },
};
