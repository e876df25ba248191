import { and, asc, eq, exists, or } from 'drizzle-orm';
import { userResidentials, users } from '../../../db/schema/index.js';
import type { ServiceContext } from '../../../engine/index.js';

/**
 * Who a plan may name as its patrol staff: enabled, unfrozen users of the company linked to the acting community
 * or of the head office (the plan hook checks the same for the plan's own community). The head office acting for
 * itself sees every enabled user of the company; the hook still checks the plan's community.
 */
export function patrolStaff(ctx: ServiceContext): Promise<{ id: number; name: string }[]> {
  const { scope } = ctx;
  const reachable =
    scope.kind === 'community'
      ? or(
          eq(users.headOffice, true),
          exists(
            ctx.orm
              .select({ one: userResidentials.userId })
              .from(userResidentials)
              .where(and(eq(userResidentials.userId, users.id), eq(userResidentials.residentialId, scope.residentialId))),
          ),
        )
      : undefined;
  return ctx.orm
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.tenantId, ctx.user.tenantId), eq(users.enabled, 1), eq(users.frozen, 0), eq(users.kiosk, false), reachable))
    .orderBy(asc(users.name), asc(users.id));
}
