import { labelIn, LINE_KIND_OPTIONS, type Counter, type Language } from '@cvap/contracts';
import { sql } from 'drizzle-orm';
import type { ActingScope, Orm } from '../../../../engine/index.js';
import { lastClosedMonth } from '../../settlement/services/close.js';
import { fenOf, apartmentInScope, rowsOf, yuanOf } from './ledger-sql.js';

export const LATE_FEE = 3;

/** A late-fee line is named as one, with the fee it accrues on: 违约金（住宅物业服务费）, not the fee's own name. */
export function lateFeeName(feeName: string, language: Language): string {
  const late = LINE_KIND_OPTIONS.find((option) => option.value === LATE_FEE)!;
  return labelIn({ zh: `${late.zh}（${feeName}）`, en: `${late.en} (${feeName})` }, language);
}

/**
 * The cashier's counter for one house: every line it still owes (with what settled it so far), its accounts and
 * its latest receipts. Three indexed reads whatever the house's history: the lines by (object, period) with each
 * line's postings summed through their index (a lateral sum, never the settlement view over every posting).
 */
export async function counterOf(orm: Orm, scope: ActingScope, apartmentId: number, language: Language): Promise<Counter> {
  const apartment = await apartmentInScope(orm, scope, apartmentId);
  const lines = await rowsOf<{
    id: number;
    fee_name: string;
    line_kind: number;
    period: string;
    receivable: string;
    received: string;
    discount: string;
    offset_amount: string;
    outstanding: string;
    account_payable: boolean;
  }>(
    orm,
    sql`select l.id::int as id, s.name as fee_name, l.line_kind, to_char(l.period_start, 'YYYY-MM') as period, l.amount::text as receivable,
          st.received::text as received, st.discount::text as discount, st.offset_amount::text as offset_amount,
          (l.amount - st.settled)::text as outstanding, s.account_payable
        from fee_bill_lines l
        join fee_standards s on s.id = l.standard_id
        cross join lateral (
          select coalesce(sum(p.amount) filter (where p.category = 1), 0)::numeric(14,2) as received,
                 coalesce(sum(p.amount) filter (where p.category = 2), 0)::numeric(14,2) as discount,
                 coalesce(sum(p.amount) filter (where p.category = 3), 0)::numeric(14,2) as offset_amount,
                 coalesce(sum(p.amount), 0)::numeric(14,2) as settled
          from fee_postings p where p.bill_line_id = l.id) st
        where l.object_type in (1, 2) and l.object_id = ${apartmentId} and l.residential_id = ${apartment.residentialId}
          and l.status = 1 and l.amount > st.settled
        order by l.period_start, l.id`,
  );
  const total = lines.reduce((a, l) => a + fenOf(l.outstanding), 0n);
  const accounts = await rowsOf<{ id: number; kind: number; owner_name: string; balance: string }>(
    orm,
    sql`select id, kind, owner_name, balance::text as balance from fee_accounts where apartment_id = ${apartmentId} order by kind, id`,
  );
  const payments = await rowsOf<{ id: number; receipt_code: string; total: string; paid_at: string; state: number }>(
    orm,
    sql`select id, receipt_code, total::text as total,
          to_char(paid_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') as paid_at, state
        from fee_payments where apartment_id = ${apartmentId} order by paid_at desc, id desc limit 20`,
  );
  return {
    apartmentId,
    address: apartment.address,
    lines: lines.map((l) => ({
      billLineId: l.id,
      feeName: l.line_kind === LATE_FEE ? lateFeeName(l.fee_name, language) : l.fee_name,
      period: l.period,
      receivable: l.receivable,
      received: l.received,
      discount: l.discount,
      offset: l.offset_amount,
      outstanding: l.outstanding,
      accountPayable: l.account_payable,
    })),
    totalOutstanding: yuanOf(total),
    lastClosedMonth: await lastClosedMonth(orm, apartment.residentialId),
    accounts: accounts.map((a) => ({ id: a.id, kind: a.kind, ownerName: a.owner_name, balance: a.balance })),
    payments: payments.map((p) => ({ id: p.id, receiptCode: p.receipt_code, total: p.total, paidAt: p.paid_at, state: p.state })),
  };
}
