import type { Language, Receipt } from '@cvap/contracts';
import { sql } from 'drizzle-orm';
import { type ActingScope, AppError, type Orm } from '../../../../engine/index.js';
import { LATE_FEE, lateFeeName } from './counter-query.js';
import { inScope, rowsOf } from './ledger-sql.js';

/** A payment's receipt as printed (and reprinted): its lines, methods, and what has been reversed of it since. */
export async function receiptOf(orm: Orm, scope: ActingScope, paymentId: number, language: Language): Promise<Receipt> {
  const [head] = await rowsOf<{
    id: number;
    receipt_code: string;
    company_name: string;
    community_name: string;
    address: string;
    payer_name: string;
    cashier_name: string;
    paid_at: string;
    state: number;
    total: string;
  }>(
    orm,
    sql`select p.id, p.receipt_code, t.name as company_name, r.residential_name as community_name,
          coalesce(r.residential_name || ' ' || b.name || ' ' || a.room_no, r.residential_name) as address, coalesce(p.payer_name, '') as payer_name,
          u.name as cashier_name,
          to_char(p.paid_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') as paid_at, p.state, p.total::text as total
        from fee_payments p join residentials r on r.id = p.residential_id join tenants t on t.id = p.tenant_id
          join users u on u.id = p.cashier_id
        left join apartments a on a.id = p.apartment_id left join buildings b on b.id = a.building_id
        where p.id = ${paymentId} and p.tenant_id = ${scope.tenantId} and ${inScope(sql`p.residential_id`, scope)}`,
  );
  if (!head) throw new AppError('NOT_FOUND');
  // Each line: what this receipt paid of it, and what it still holds (paid plus this receipt's reversals of it).
  const lines = await rowsOf<{
    bill_line_id: number;
    fee_name: string;
    line_kind: number;
    period: string;
    receivable: string;
    paid: string;
    refundable: string;
  }>(
    orm,
    sql`select l.id::int as bill_line_id, s.name as fee_name, l.line_kind, to_char(l.period_start, 'YYYY-MM') as period,
          l.amount::text as receivable, sum(p.amount) filter (where p.kind = 1)::text as paid, sum(p.amount)::text as refundable
        from fee_postings p join fee_bill_lines l on l.id = p.bill_line_id join fee_standards s on s.id = l.standard_id
        where p.payment_id = ${paymentId}
        group by s.name, l.line_kind, l.period_start, l.amount, l.id order by l.period_start, l.id`,
  );
  const methods = await rowsOf<{ method: number; amount: string }>(
    orm,
    sql`select method, sum(amount)::text as amount from fee_postings where payment_id = ${paymentId} and kind = 1 group by method order by method`,
  );
  const [reversed] = await rowsOf<{ amount: string }>(
    orm,
    sql`select coalesce(sum(amount), 0)::numeric(14,2)::text as amount from fee_postings where payment_id = ${paymentId} and kind > 1`,
  );
  return {
    paymentId: head.id,
    receiptCode: head.receipt_code,
    companyName: head.company_name,
    communityName: head.community_name,
    address: head.address,
    payerName: head.payer_name,
    cashierName: head.cashier_name,
    paidAt: head.paid_at,
    state: head.state,
    total: head.total,
    lines: lines.map((l) => ({
      billLineId: l.bill_line_id,
      feeName: l.line_kind === LATE_FEE ? lateFeeName(l.fee_name, language) : l.fee_name,
      period: l.period,
      receivable: l.receivable,
      paid: l.paid,
      refundable: l.refundable,
    })),
    methods: methods.map((m) => ({ method: m.method, amount: m.amount })),
    reversed: reversed!.amount,
  };
}

/** The payment a printed receipt number names in the acting scope (404 for another community's or none). */
export async function paymentOfReceiptCode(orm: Orm, scope: ActingScope, code: string): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    orm,
    sql`select id from fee_payments where receipt_code = ${code} and tenant_id = ${scope.tenantId}
          and ${inScope(sql`residential_id`, scope)} order by id limit 1`,
  );
  if (!row) throw new AppError('NOT_FOUND');
  return row.id;
}
