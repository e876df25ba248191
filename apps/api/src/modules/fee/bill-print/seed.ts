import { sql } from 'drizzle-orm';
import type { Orm } from '../../../engine/index.js';
import { residentials } from '../../../db/schema/index.js';
import { feeBillTemplates } from './schema.js';

/** Each demo community gets a payment-notice and a reminder template to print from (decision 0036). */
export async function seedBillTemplatesDemo(orm: Orm, tenantId: number): Promise<void> {
  const residentialRows = await orm
    .select({ id: residentials.id, name: residentials.residentialName })
    .from(residentials)
    .where(sql`${residentials.tenantId} = ${tenantId}`)
    .orderBy(residentials.id);
  if (residentialRows.length === 0) return;
  await orm.insert(feeBillTemplates).values(
    residentialRows.flatMap((residential) => [
      {
        residentialId: residential.id,
        name: '缴费通知单',
        kind: 1,
        title: '物业费缴费通知单',
        companyName: `${residential.name}物业服务中心`,
        qrPrefix: 'https://pay.example.com/h/',
        note: '请于到期日前缴纳，可扫码或到物业服务中心缴费。',
      },
      {
        residentialId: residential.id,
        name: '催缴单',
        kind: 2,
        title: '物业费催缴通知单',
        companyName: `${residential.name}物业服务中心`,
        qrPrefix: 'https://pay.example.com/h/',
        note: '您的房屋尚有欠费，请于七日内缴清，逾期将按规定计收违约金。如已缴纳，请忽略本通知。',
      },
    ]),
  );
}
