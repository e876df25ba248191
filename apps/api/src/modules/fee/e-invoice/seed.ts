import { creditCodeCheck, SIMULATED_FAILURE_MARKER } from '@cvap/contracts';
import { sql } from 'drizzle-orm';
import type { FileStore, Orm } from '../../../engine/index.js';
import { feeEInvoiceSellers, feeEInvoiceTaxCodes } from './schema.js';
import { issueInvoice, reverseInvoice, type InvoiceContext } from './services/invoice-issue.js';

/**
 * Tax goods codes and rates of the demo (税收分类编码, 19 digits): demo values of the right shape and the usual
 * rates; a customer's accountant enters the codes their tax office gives them.
 */
const DEMO_TAX_CODES = [
  { feeType: 'property', goodsCode: '3040502020200000000', goodsName: '物业管理服务', taxRate: 6 },
  { feeType: 'parking', goodsCode: '3040502029902000000', goodsName: '车辆停放服务', taxRate: 9 },
  { feeType: 'water', goodsCode: '1100301010000000000', goodsName: '自来水', taxRate: 9 },
  { feeType: 'electricity', goodsCode: '1100101020200000000', goodsName: '电力', taxRate: 13 },
  { feeType: 'gas', goodsCode: '1100202010000000000', goodsName: '天然气', taxRate: 9 },
  { feeType: 'rubbish', goodsCode: '3049900000000000000', goodsName: '垃圾清运服务', taxRate: 6 },
  { feeType: 'other', goodsCode: '3049900000000000000', goodsName: '其他现代服务', taxRate: 6 },
] as const;

/**
 * Seller settings and tax codes for every demo community, and in the first community a few invoices on receipts
 * the demo paid: one issued, one issued then reversed by a red one, one the simulated channel refused.
 */
export async function seedEInvoiceDemo(orm: Orm, demo: { tenantId: number; now: Date; files: FileStore; userId: number }): Promise<void> {
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await orm.execute(query)) as unknown as { rows: T[] }).rows;
  const residentials = await rows<{ id: number; name: string }>(
    sql`select id, residential_name as name from residentials where tenant_id = ${demo.tenantId} order by id`,
  );
  for (const [index, residential] of residentials.entries()) {
    const first17 = `91310115MA1K${String(4000 + index).padStart(5, '0')}`;
    await orm.insert(feeEInvoiceSellers).values({
      tenantId: demo.tenantId,
      residentialId: residential.id,
      sellerName: `${residential.name}物业服务有限公司`.slice(0, 100),
      taxNumber: `${first17}${creditCodeCheck(first17)}`,
      address: `上海市浦东新区${residential.name}服务中心`.slice(0, 100),
      phone: `021-5088${String(1000 + index).slice(-4)}`,
      bankName: '招商银行上海张江支行',
      bankAccount: `12190${String(8800000000 + index)}`,
    });
    await orm
      .insert(feeEInvoiceTaxCodes)
      .values(DEMO_TAX_CODES.map((code) => ({ ...code, tenantId: demo.tenantId, residentialId: residential.id })));
  }
  const first = residentials[0];
  if (!first) return;
  // Three receipts of bill lines (not a deposit's) of the first community, paid in full and never refunded (other demos
  // refund and cancel some).
  const payments = await rows<{ id: number; payer_name: string }>(sql`
    select p.id, coalesce(p.payer_name, '业主') as payer_name from fee_payments p
    where p.residential_id = ${first.id} and p.state = 1
      and exists (select 1 from fee_postings o where o.payment_id = p.id)
      and not exists (select 1 from fee_postings r where r.payment_id = p.id and r.kind > 1)
      and not exists (select 1 from fee_requests q where q.payment_id = p.id)
    order by p.paid_at desc, p.id desc limit 3`);
  if (payments.length < 3) return;
  const ctx: InvoiceContext = {
    orm,
    scope: { kind: 'headOffice', tenantId: demo.tenantId },
    now: demo.now,
    language: 'zh_cn',
    userId: demo.userId,
  };
  const files = { store: demo.files };
  const buyers = ['张建国', '上海星辰科技有限公司', `测试${SIMULATED_FAILURE_MARKER}`];
  const issued = [];
  for (const [index, payment] of payments.entries()) {
    const company = index === 1;
    const first17 = '91310000MA1FL3X2K';
    issued.push(
      await issueInvoice(
        ctx,
        {
          paymentId: payment.id,
          requestKey: `demo-blue-${payment.id}`,
          buyer: {
            type: company ? 2 : 1,
            name: buyers[index]!,
            taxNumber: company ? `${first17}${creditCodeCheck(first17)}` : undefined,
            phone: company ? undefined : '13812345678',
            email: company ? 'finance@example.com' : undefined,
          },
        },
        files,
      ),
    );
  }
  await reverseInvoice(ctx, { blueId: issued[1]!.id, requestKey: `demo-red-${issued[1]!.id}`, reason: '购买方名称开具有误' }, files);
}
