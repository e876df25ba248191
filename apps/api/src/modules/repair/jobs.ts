import { REPAIR_TRANSITIONS } from '@cvap/contracts';
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { z } from 'zod';
import { elements, residentials, roleElements, roles, userResidentials, userRoles, users } from '../../db/schema/index.js';
import { defineJobHandler, pushReminders } from '../../engine/index.js';
import { repairOrders } from './schema.js';

const TEXT = {
  zh_cn: { title: (n: number) => `${n} 张报修工单已超时`, line: '超时工单' },
  en: { title: (n: number) => `${n} repair order(s) overdue`, line: 'Overdue order' },
};

/**
 * The repair SLA clock (issue 16): open orders past their response deadline (not yet received) or completion
 * deadline are marked overdue, and their worker and the community's dispatchers (users linked to it who may
 * dispatch) are reminded once, through the task machinery: a finished task per person listing the orders,
 * pushed to their console over the task WebSocket (a persistent notification there).
 */
export const remindOverdueRepairs = defineJobHandler({
  label: { zh: '报修超时提醒', en: 'Remind overdue repairs' },
  description: {
    zh: '标记超过响应或完成时限的报修工单，并提醒维修人员与派单员',
    en: 'Marks repair orders past their response or completion deadline and reminds their worker and dispatchers',
  },
  params: z.strictObject({ batch: z.number().int().min(1).max(5000).default(500) }),
  className: 'cvap.scheduler.RemindOverdueRepairs',
  methodName: 'run',
  beanName: 'remindOverdueRepairs',
  async run({ orm, now, tenantId }, { batch }) {
    return orm.transaction(async (tx) => {
      const due = await tx
        .select({
          id: repairOrders.id,
          orderNo: repairOrders.orderNo,
          residentialId: repairOrders.residentialId,
          assignee: repairOrders.assigneeUserId,
        })
        .from(repairOrders)
        .innerJoin(residentials, and(eq(residentials.id, repairOrders.residentialId), eq(residentials.tenantId, tenantId)))
        .where(
          and(
            isNull(repairOrders.remindedAt),
            or(
              and(inArray(repairOrders.status, ['pending', 'dispatched']), lt(repairOrders.responseDeadline, now)),
              and(inArray(repairOrders.status, ['pending', 'dispatched', 'processing']), lt(repairOrders.completeDeadline, now)),
            ),
          ),
        )
        .orderBy(repairOrders.id)
        .limit(batch)
        .for('update', { of: repairOrders, skipLocked: true });
      if (due.length === 0) return { overdue: 0, reminded: 0 };
      await tx
        .update(repairOrders)
        .set({ overdue: 1, remindedAt: now })
        .where(
          inArray(
            repairOrders.id,
            due.map((o) => o.id),
          ),
        );
      const residentialIds = [...new Set(due.map((o) => o.residentialId))];
      const dispatchers = await tx
        .selectDistinct({ userId: userResidentials.userId, residentialId: userResidentials.residentialId })
        .from(userResidentials)
        .innerJoin(users, and(eq(users.id, userResidentials.userId), eq(users.enabled, 1)))
        .innerJoin(userRoles, eq(userRoles.userId, users.id))
        .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.enabled, 1)))
        .innerJoin(roleElements, eq(roleElements.roleId, roles.id))
        .innerJoin(elements, and(eq(elements.id, roleElements.elementId), eq(elements.code, REPAIR_TRANSITIONS.distribute.element.code)))
        .where(inArray(userResidentials.residentialId, residentialIds));
      const ordersOf = new Map<number, string[]>();
      const add = (userId: number, orderNo: string) => ordersOf.set(userId, [...(ordersOf.get(userId) ?? []), orderNo]);
      for (const order of due) {
        if (order.assignee !== null) add(order.assignee, order.orderNo);
        for (const d of dispatchers)
          if (d.residentialId === order.residentialId && d.userId !== order.assignee) add(d.userId, order.orderNo);
      }
      const reminded = await pushReminders(tx, now, {
        type: 'repairReminder',
        source: 'repairManager:repairProcess',
        text: { zh_cn: TEXT.zh_cn, en: TEXT.en },
        refsByUser: ordersOf,
      });
      return { overdue: due.length, reminded };
    });
  },
});
