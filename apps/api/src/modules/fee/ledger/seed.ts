import { sql } from 'drizzle-orm';
import type { Orm } from '../../../engine/index.js';

export interface FeeLedgerDemoRefs {
  tenantId: number;
  /** The cashier (a community manager) and the head-office reviewer who approves the demo refund. */
  cashierId: number;
  reviewerId: number;
}

/**
 * The ledger's demo, after the bill lines of the fee demo: most houses paid their lines up to three months ago (one
 * receipt per house and month, numbered per community and year without gaps, paid on the 20th), one house in eight
 * never paid (arrears); in the first community, four prepayment accounts (one offsets at the counter), a counter
 * payment mixing WeChat and the account, and a refund of part of it requested by the cashier and approved by the
 * head office.
 */
export async function seedFeeLedgerDemo(orm: Orm, refs: FeeLedgerDemoRefs): Promise<void> {
  const { tenantId, cashierId, reviewerId } = refs;
  await orm.execute(sql`
    insert into fee_payments (tenant_id, residential_id, apartment_id, receipt_year, receipt_no, receipt_code, payer_name, total, source, cashier_id, paid_at)
    select ${tenantId}, g.residential_id, g.object_id, g.year,
      row_number() over (partition by g.residential_id, g.year order by g.paid_at, g.object_id)::int,
      '', '业主', g.total, 1, ${cashierId}, g.paid_at
    from (select l.residential_id, l.object_id, ((l.period_start + 19) + time '10:00') at time zone 'Asia/Shanghai' as paid_at,
            extract(year from l.period_start)::int as year, sum(l.amount) as total
          from fee_bill_lines l join residentials r on r.id = l.residential_id
          where r.tenant_id = ${tenantId} and l.line_kind in (1, 2) and l.status = 1 and l.object_type in (1, 2)
            and l.object_id % 8 <> 0 and l.period_start < date_trunc('month', now()) - interval '2 months'
          group by l.residential_id, l.object_id, l.period_start) g`);
  await orm.execute(
    sql`update fee_payments set receipt_code = receipt_year::text || lpad(receipt_no::text, 6, '0') where receipt_code = ''`,
  );
  await orm.execute(sql`
    insert into fee_postings (tenant_id, residential_id, bill_line_id, payment_id, category, kind, method, amount, created_by, created_at)
    select ${tenantId}, l.residential_id, l.id, p.id, 1, 1, 1 + (p.id % 4), l.amount, ${cashierId}, p.paid_at
    from fee_payments p join fee_bill_lines l on l.residential_id = p.residential_id and l.object_id = p.apartment_id
      and l.period_start + 19 = (p.paid_at at time zone 'Asia/Shanghai')::date and l.line_kind in (1, 2) and l.status = 1 and l.object_type in (1, 2)
    where p.tenant_id = ${tenantId}`);
  await orm.execute(sql`
    insert into fee_receipt_counters (residential_id, year, last_no)
    select residential_id, receipt_year, max(receipt_no) from fee_payments where tenant_id = ${tenantId} group by residential_id, receipt_year`);

  const rows = async <T>(query: ReturnType<typeof sql>) => ((await orm.execute(query)) as unknown as { rows: T[] }).rows;
  const [first] = await rows<{ id: number }>(sql`select id from residentials where tenant_id = ${tenantId} order by id limit 1`);
  if (!first) return;
  // Four prepayment accounts, each topped up once by WeChat, three days ago: before the transfer below takes from one
  // (money leaves an account only once it held it, docs/decisions/0047).
  const accounts = await rows<{ id: number; apartment_id: number; balance: string }>(sql`
    insert into fee_accounts (tenant_id, residential_id, apartment_id, kind, owner_name, phone, balance)
    select ${tenantId}, ${first.id}, h.id, 1, (array['张建国', '李秀英', '王志强', '陈美玲'])[h.n], '1391234567' || h.n, (array[500, 1200, 300, 2000])[h.n]
    from (select id, row_number() over (order by id)::int as n from apartments where residential_id = ${first.id} and id % 8 <> 0 order by id limit 4) h
    returning id, apartment_id, balance::text as balance`);
  await orm.execute(sql`
    insert into fee_account_postings (tenant_id, residential_id, account_id, business_type, amount, balance_after, method, created_by, created_at)
    select ${tenantId}, ${first.id}, id, 1, balance, balance, 3, ${cashierId}, now() - interval '3 days' from fee_accounts
    where id in (${sql.join(
      accounts.map((a) => sql`${a.id}`),
      sql`, `,
    )})`);
  const account = accounts.sort((a, b) => a.id - b.id)[0];
  if (!account) return;
  // At the counter: the first account's house pays its oldest unpaid line from the account, and the next by WeChat.
  const owed = await rows<{ id: number; amount: string }>(sql`
    select l.id::int as id, l.amount::text as amount from fee_bill_lines l join fee_standards s on s.id = l.standard_id
    where l.object_type in (1, 2) and l.object_id = ${account.apartment_id} and l.status = 1 and s.account_payable and l.amount > 0
      and l.amount <= ${account.balance}::numeric and not exists (select 1 from fee_postings p where p.bill_line_id = l.id)
    order by l.period_start, l.id limit 2`);
  if (owed.length < 2) return;
  const [offsetLine, cashLine] = owed as [{ id: number; amount: string }, { id: number; amount: string }];
  const [counter] = await rows<{ year: number; last_no: number }>(sql`
    insert into fee_receipt_counters (residential_id, year, last_no)
    values (${first.id}, extract(year from now() at time zone 'Asia/Shanghai')::int, 1)
    on conflict (residential_id, year) do update set last_no = fee_receipt_counters.last_no + 1 returning year, last_no`);
  const [payment] = await rows<{ id: number }>(sql`
    insert into fee_payments (tenant_id, residential_id, apartment_id, receipt_year, receipt_no, receipt_code, payer_name, total, cashier_id)
    values (${tenantId}, ${first.id}, ${account.apartment_id}, ${counter!.year}, ${counter!.last_no},
      ${`${counter!.year}${String(counter!.last_no).padStart(6, '0')}`}, '张建国', ${offsetLine.amount}::numeric + ${cashLine.amount}::numeric, ${cashierId})
    returning id`);
  const [offset] = await rows<{ id: number }>(sql`
    insert into fee_postings (tenant_id, residential_id, bill_line_id, payment_id, category, kind, method, account_id, amount, created_by)
    values (${tenantId}, ${first.id}, ${offsetLine.id}, ${payment!.id}, 3, 1, 6, ${account.id}, ${offsetLine.amount}::numeric, ${cashierId}) returning id`);
  await orm.execute(sql`update fee_accounts set balance = balance - ${offsetLine.amount}::numeric where id = ${account.id}`);
  await orm.execute(sql`
    insert into fee_account_postings (tenant_id, residential_id, account_id, business_type, amount, balance_after, payment_id, line_posting_id, created_by)
    select ${tenantId}, ${first.id}, id, 4, -${offsetLine.amount}::numeric, balance, ${payment!.id}, ${offset!.id}, ${cashierId} from fee_accounts where id = ${account.id}`);
  const [cash] = await rows<{ id: number }>(sql`
    insert into fee_postings (tenant_id, residential_id, bill_line_id, payment_id, category, kind, method, amount, created_by)
    values (${tenantId}, ${first.id}, ${cashLine.id}, ${payment!.id}, 1, 1, 3, ${cashLine.amount}::numeric, ${cashierId}) returning id`);
  // A refund of part of it: requested by the cashier, approved by the head office, posted as a reversal.
  const refund = sql`least('10.00'::numeric, ${cashLine.amount}::numeric)`;
  const [request] = await rows<{ id: number }>(sql`
    insert into fee_requests (tenant_id, residential_id, kind, state, payment_id, amount, reason, requested_by, reviewed_by, reviewed_at, review_reason)
    values (${tenantId}, ${first.id}, 1, 2, ${payment!.id}, ${refund}, '多收水费，退还业主', ${cashierId}, ${reviewerId}, now(), '核实无误')
    returning id`);
  await orm.execute(
    sql`insert into fee_request_lines (request_id, bill_line_id, amount) values (${request!.id}, ${cashLine.id}, ${refund})`,
  );
  await orm.execute(sql`
    insert into fee_postings (tenant_id, residential_id, bill_line_id, payment_id, category, kind, amount, reverses_id, request_id, created_by)
    values (${tenantId}, ${first.id}, ${cashLine.id}, ${payment!.id}, 1, 2, -${refund}, ${cash!.id}, ${request!.id}, ${reviewerId})`);
}

/**
 * The deposit screens' demo, in every community: a renovation deposit held and one refunded (押金账户, 押金记录,
 * 押金台账), a renovation guarantee held (保证金台账), each received with its receipt; and in the first community, a transfer between two prepayment
 * accounts approved by the head office (转账管理) and a cancellation of a receipt waiting for review (作废管理).
 * Each balance is the sum of its postings, as the ledger keeps it.
 */
export async function seedFeeDepositDemo(orm: Orm, refs: FeeLedgerDemoRefs): Promise<void> {
  const { tenantId, cashierId, reviewerId } = refs;
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await orm.execute(query)) as unknown as { rows: T[] }).rows;
  // Per community, the second, third and fourth house (the first may hold the prepayment demo): two deposits, one guarantee.
  const held = await rows<{ id: number; residential_id: number; kind: number; balance: string; refunded: boolean }>(sql`
    insert into fee_accounts (tenant_id, residential_id, apartment_id, kind, owner_name, phone, balance, item, deposit_state)
    select ${tenantId}, h.residential_id, h.id, d.kind, d.owner, d.phone, d.amount, d.item, d.state
    from (select id, residential_id, row_number() over (partition by residential_id order by id)::int as n
          from apartments where residential_id in (select id from residentials where tenant_id = ${tenantId})) h
    join (values (2, 2, '周海涛', '13761234501', '3000.00'::numeric, '装修押金', 1),
                 (3, 2, '吴丽华', '13761234502', '2000.00'::numeric, '装修押金', 2),
                 (4, 3, '郑国平', '13761234503', '5000.00'::numeric, '装修保证金', 1)) as d(n, kind, owner, phone, amount, item, state)
      on d.n = h.n
    returning id, residential_id, kind, balance::text as balance, deposit_state = 2 as refunded`);
  for (const account of held) {
    // Received with its receipt, numbered after the community's others of that year (docs/decisions/0034).
    const [receipt] = await rows<{ id: number }>(sql`
      with paid as (select now() - interval '60 days' as at),
      counter as (
        insert into fee_receipt_counters (residential_id, year, last_no)
        select ${account.residential_id}, extract(year from paid.at at time zone 'Asia/Shanghai')::int, 1 from paid
        on conflict (residential_id, year) do update set last_no = fee_receipt_counters.last_no + 1 returning year, last_no)
      insert into fee_payments (tenant_id, residential_id, apartment_id, receipt_year, receipt_no, receipt_code, payer_name, total, source, cashier_id, paid_at)
      select ${tenantId}, a.residential_id, a.apartment_id, counter.year, counter.last_no, counter.year::text || lpad(counter.last_no::text, 6, '0'),
        a.owner_name, a.balance, 4, ${cashierId}, paid.at
      from fee_accounts a, counter, paid where a.id = ${account.id}
      returning id`);
    await orm.execute(sql`
      insert into fee_account_postings (tenant_id, residential_id, account_id, business_type, amount, balance_after, payment_id, method, created_by, created_at)
      values (${tenantId}, ${account.residential_id}, ${account.id}, 6, ${account.balance}::numeric, ${account.balance}::numeric, ${receipt!.id}, 1, ${cashierId}, now() - interval '60 days')`);
    if (!account.refunded) continue;
    // The renovation passed its inspection: the deposit went back to the owner.
    await orm.execute(sql`
      insert into fee_account_postings (tenant_id, residential_id, account_id, business_type, amount, balance_after, method, remark, created_by, created_at)
      values (${tenantId}, ${account.residential_id}, ${account.id}, 7, -${account.balance}::numeric, 0, 5, '装修验收合格，退还押金', ${cashierId}, now() - interval '5 days')`);
    await orm.execute(sql`update fee_accounts set balance = 0 where id = ${account.id}`);
  }

  const [first] = await rows<{ id: number }>(sql`select id from residentials where tenant_id = ${tenantId} order by id limit 1`);
  const prepaid = await rows<{ id: number; balance: string }>(sql`
    select id, balance::text as balance from fee_accounts where residential_id = ${first?.id ?? 0} and kind = 1 and balance >= 100 order by id limit 2`);
  if (prepaid.length === 2) {
    const [from, to] = prepaid as [{ id: number; balance: string }, { id: number; balance: string }];
    const [transfer] = await rows<{ id: number }>(sql`
      insert into fee_requests (tenant_id, residential_id, kind, state, from_account_id, to_account_id, amount, reason, requested_by, reviewed_by, reviewed_at, review_reason)
      values (${tenantId}, ${first!.id}, 3, 2, ${from.id}, ${to.id}, 100, '业主出售房屋，余额转至新业主账户', ${cashierId}, ${reviewerId}, now() - interval '2 days', '材料齐全')
      returning id`);
    for (const [account, amount, related] of [
      [from.id, -100, to.id],
      [to.id, 100, from.id],
    ] as const) {
      await orm.execute(sql`update fee_accounts set balance = balance + ${amount} where id = ${account}`);
      await orm.execute(sql`
        insert into fee_account_postings (tenant_id, residential_id, account_id, business_type, amount, balance_after, request_id, related_account_id, created_by, created_at)
        select ${tenantId}, ${first!.id}, id, 3, ${amount}, balance, ${transfer!.id}, ${related}, ${reviewerId}, now() - interval '2 days' from fee_accounts where id = ${account}`);
    }
  }
  // A receipt the cashier asks to cancel (a payment taken on the wrong house), waiting for the head office.
  await orm.execute(sql`
    insert into fee_requests (tenant_id, residential_id, kind, state, payment_id, amount, reason, requested_by)
    select ${tenantId}, residential_id, 2, 1, id, total, '收错房屋，申请作废后重新收取', ${cashierId}
    from fee_payments where residential_id = ${first?.id ?? 0} and state = 1
      and not exists (select 1 from fee_postings p where p.payment_id = fee_payments.id and p.kind = 2)
    order by id desc limit 1`);
}
