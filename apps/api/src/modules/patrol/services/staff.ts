import { and, asc, eq, exists, or } from 'drizzle-orm';
import { userResidentials, users } from '../../../db/schema/index.js';
import type { ServiceContext } from '../../../engine/index.js';

/**
 * Who a plan may name as its patrol staff: enabled, unfrozen users of the company linked to the plan's community
 * or of the head office (the plan hook checks the same on save). The plan's community is the acting one; the head
 * office acting for itself names it (`residentialId`, the form's community), and without one sees every enabled
 * user of the company.
 */
export function patrolStaff(ctx: ServiceContext, named?: number): Promise<{ id: number; name: string }[]> {
  const { scope } = ctx;
  const residential = scope.kind === 'residential' ? scope.residentialId : named;
  const reachable =
    residential !== undefined
      ? or(
          eq(users.headOffice, true),
          exists(
            ctx.orm
              .select({ one: userResidentials.userId })
              .from(userResidentials)
              .where(and(eq(userResidentials.userId, users.id), eq(userResidentials.residentialId, residential))),
          ),
        )
      : undefined;
  return ctx.orm
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.tenantId, ctx.user.tenantId), eq(users.enabled, 1), eq(users.frozen, 0), eq(users.kiosk, false), reachable))
    .orderBy(asc(users.name), asc(users.id));
}
