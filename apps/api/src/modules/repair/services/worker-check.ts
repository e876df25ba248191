import { REPAIR_TRANSITIONS } from '@cvap/contracts';
import { and, eq, exists } from 'drizzle-orm';
import { AppError, type Orm, type ServiceContext } from '../../../engine/index.js';
import { elements, roleElements, roles, userResidentials, userRoles, users } from '../../../db/schema/index.js';

/** Users who may work on the community's orders: enabled, not frozen, linked to it, granted "receive". */
export function workerCondition(orm: Orm, residentialId: number) {
  return and(
    eq(users.enabled, 1),
    eq(users.frozen, 0),
    exists(
      orm
        .select({ one: userResidentials.userId })
        .from(userResidentials)
        .where(and(eq(userResidentials.userId, users.id), eq(userResidentials.residentialId, residentialId))),
    ),
    exists(
      orm
        .select({ one: userRoles.userId })
        .from(userRoles)
        .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.enabled, 1)))
        .innerJoin(roleElements, eq(roleElements.roleId, userRoles.roleId))
        .innerJoin(elements, and(eq(elements.id, roleElements.elementId), eq(elements.code, REPAIR_TRANSITIONS.receive.element.code)))
        .where(eq(userRoles.userId, users.id)),
    ),
  );
}

/** The acting community's workers, by name (the dispatch and transfer pickers); the head office chooses one first. */
export async function listWorkers({ orm, scope }: ServiceContext): Promise<{ id: number; name: string }[]> {
  if (scope.kind !== 'residential') throw new AppError('HEAD_OFFICE_FORBIDDEN');
  const { residentialId } = scope;
  return orm
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(workerCondition(orm, residentialId))
    .orderBy(users.name, users.id);
}

/** Refuses (40932) a worker who is not one of the community's workers (another community's, disabled, unknown). */
export async function assertWorker(orm: Orm, residentialId: number, tenantId: number, workerId: number): Promise<void> {
  const [row] = await orm
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, workerId), eq(users.tenantId, tenantId), workerCondition(orm, residentialId)))
    .limit(1);
  if (!row) throw new AppError('REPAIR_WORKER_NOT_IN_COMMUNITY');
}
