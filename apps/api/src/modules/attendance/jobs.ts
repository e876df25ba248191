import { z } from 'zod';
import { defineJobHandler, inTransaction } from '../../engine/index.js';
import { ingestOpenRecords, settleDays } from './services/settle.js';

/**
 * Attendance's clock: reads the tenant's new door passages of staff into clock-ins, then computes the anomalies of
 * the schedule days that have ended (services/settle.ts), in one transaction.
 */
export const settleAttendance = defineJobHandler({
  label: { zh: '考勤结算', en: 'Settle attendance' },
  description: {
    zh: '把物业人员的门禁通行记录转为打卡记录，并计算已结束班次的考勤异常',
    en: 'Turns staff door passages into clock-ins and computes the anomalies of the shifts that have ended',
  },
  params: z.strictObject({}),
  className: 'cvap.scheduler.SettleAttendance',
  methodName: 'run',
  beanName: 'settleAttendance',
  async run({ orm, now, tenantId }) {
    return inTransaction(orm, async (tx) => {
      const clockIns = await ingestOpenRecords(tx, tenantId);
      const settled = await settleDays(tx, { tenantId }, now);
      return { clockIns, settled };
    });
  },
});
