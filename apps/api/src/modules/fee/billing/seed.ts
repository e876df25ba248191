import { sql } from 'drizzle-orm';
import type { Orm } from '../../../engine/index.js';
import { residentials } from '../../../db/schema/index.js';
import { feeMeters, feeOverdueStandards, feeRules, feeStandards } from './schema.js';

/**
 * The fee demo (issue 17): every house of the three communities billed for the last twelve months (this month
 * included) by realistic standards — property fee by built-up area, water by meter, electricity by meter at tiered
 * prices, a parking management fee on parking spaces — with monthly meter readings and a late-fee standard on the
 * property fee. Lines are written set-based, exactly as the bill run and the readings compute them: the formula
 * at four places, rounded once half-up to the fen, in numeric (never float).
 */
export async function seedFeeDemo(orm: Orm, tenantId: number, now: Date): Promise<void> {
  const residentialRows = await orm
    .select({ id: residentials.id, kind: residentials.kind })
    .from(residentials)
    .where(sql`${residentials.tenantId} = ${tenantId}`)
    .orderBy(residentials.id);
  const current = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const first = new Date(Date.UTC(current.getUTCFullYear(), current.getUTCMonth() - 11, 1)).toISOString().slice(0, 10);
  const last = current.toISOString().slice(0, 10);
  for (const residential of residentialRows) {
    const campus = residential.kind === 'campus';
    const [property, water, electricity, parking] = await orm
      .insert(feeStandards)
      .values([
        {
          residentialId: residential.id,
          feeType: 'property',
          name: campus ? '写字楼物业管理费' : '住宅物业服务费',
          formula: 1,
          unitPrice: campus ? '8.5000' : '2.3500',
          precision: 3,
          roundingMode: 1,
          paymentTiming: 2,
          prepayDays: 15,
          accountPayable: true,
          validFrom: first,
        },
        {
          residentialId: residential.id,
          feeType: 'water',
          name: '自来水费',
          formula: 4,
          unitPrice: campus ? '5.2000' : '3.4500',
          precision: 3,
          roundingMode: 1,
          prepayDays: 15,
          accountPayable: true,
          validFrom: first,
        },
        {
          residentialId: residential.id,
          feeType: 'electricity',
          name: '阶梯电费',
          formula: 5,
          tiers: {
            tiers: [
              { upTo: '230', price: '0.5283' },
              { upTo: '400', price: '0.5783' },
              { upTo: null, price: '0.8783' },
            ],
          },
          precision: 3,
          roundingMode: 1,
          prepayDays: 15,
          validFrom: first,
        },
        {
          residentialId: residential.id,
          feeType: 'parking',
          name: '车位管理费',
          formula: 3,
          fixedAmount: campus ? '300.00' : '150.00',
          precision: 1,
          roundingMode: 1,
          paymentTiming: 1,
          prepayDays: 10,
          accountPayable: true,
          validFrom: first,
        },
      ])
      .returning({ id: feeStandards.id });
    await orm.insert(feeRules).values([
      { residentialId: residential.id, standardId: property!.id, objectType: 1, targetKind: 1, validFrom: first },
      { residentialId: residential.id, standardId: parking!.id, objectType: 2, targetKind: 1, validFrom: first },
    ]);
    await orm.insert(feeOverdueStandards).values({
      residentialId: residential.id,
      name: '物业费滞纳金',
      standardId: property!.id,
      graceDays: 30,
      rateKind: 1,
      ratePercent: '0.0500',
      capPercent: '30.0000',
    });

    // Regular lines: property fee on houses with an area, parking fee on parking spaces, each month.
    await orm.execute(sql`
      insert into fee_bill_lines (residential_id, standard_id, fee_type, object_type, object_id, line_kind, period_start, period_end,
        quantity, unit_price, computed_amount, amount, due_date)
      select ${residential.id}, s.id, s.fee_type, case when a.house_type = 4 then 2 else 1 end, a.id, 1, m.month::date,
        (m.month + interval '1 month' - interval '1 day')::date,
        case when s.formula = 1 then a.built_area end, case when s.formula = 1 then s.unit_price end,
        case when s.formula = 1 then round(a.built_area * s.unit_price, 4) else s.fixed_amount end,
        round(case when s.formula = 1 then round(a.built_area * s.unit_price, 4) else s.fixed_amount end, s.precision - 1),
        case when s.payment_timing = 1 then m.month::date else (m.month + interval '1 month' - interval '1 day')::date end + s.prepay_days
      from generate_series(${first}::date, ${last}::date, interval '1 month') m(month)
      join fee_standards s on s.id in (${property!.id}, ${parking!.id})
      join apartments a on a.residential_id = ${residential.id}
        and ((s.id = ${property!.id} and a.house_type <> 4 and a.built_area is not null) or (s.id = ${parking!.id} and a.house_type = 4))`);

    // A water and an electricity meter per house (not parking spaces), read on the 25th of every month but this one.
    const meterRows = await orm.execute(sql`
      insert into fee_meters (residential_id, meter_no, meter_type, meter_scope, apartment_id, standard_id)
      select ${residential.id}, t.prefix || lpad(a.id::text, 6, '0'), t.meter_type, 1, a.id, t.standard_id
      from apartments a cross join (values ('SB', 1, ${water!.id}::int), ('DB', 2, ${electricity!.id}::int)) t(prefix, meter_type, standard_id)
      where a.residential_id = ${residential.id} and a.house_type <> 4
      returning id`);
    void meterRows;
    await orm.execute(sql`
      with usage as (
        select m.id as meter_id, m.apartment_id, m.meter_type, m.standard_id, g.month::date as month,
          (case m.meter_type when 1 then 6 + (m.apartment_id * 7 + extract(month from g.month)::int * 13) % 15
            else 90 + (m.apartment_id * 37 + extract(month from g.month)::int * 53) % 420 end)::numeric(18, 4)
            + ((m.apartment_id + extract(month from g.month)::int) % 10)::numeric / 10 as used
        from ${feeMeters} m
        cross join generate_series(${first}::date, (${last}::date - interval '1 month')::date, interval '1 month') g(month)
        where m.residential_id = ${residential.id}
      ),
      chained as (
        select usage.*, sum(used) over (partition by meter_id order by month) as reading from usage
      ),
      readings as (
        insert into fee_meter_readings (residential_id, meter_id, period_start, previous_reading, current_reading, usage, read_on, line_count)
        select ${residential.id}, meter_id, month, reading - used, reading, used, month + 24, 1 from chained
        returning id, meter_id, period_start, usage
      ),
      priced as (
        select r.id as reading_id, m.apartment_id, m.standard_id, r.period_start, r.usage, s.fee_type, s.unit_price, s.formula,
          s.prepay_days,
          case when s.formula = 4 then round(r.usage * s.unit_price, 4)
            else round(least(r.usage, 230) * '0.5283'::numeric, 4) + round(greatest(least(r.usage, 400) - 230, 0) * '0.5783'::numeric, 4)
              + round(greatest(r.usage - 400, 0) * '0.8783'::numeric, 4) end as computed
        from readings r join fee_meters m on m.id = r.meter_id join fee_standards s on s.id = m.standard_id
      )
      insert into fee_bill_lines (residential_id, standard_id, fee_type, object_type, object_id, line_kind, period_start, period_end,
        quantity, unit_price, computed_amount, amount, due_date, meter_reading_id)
      select ${residential.id}, standard_id, fee_type, 1, apartment_id, 2, period_start, (period_start + interval '1 month' - interval '1 day')::date,
        usage, case when formula = 4 then unit_price end, computed, round(computed, 2),
        (period_start + interval '1 month' - interval '1 day')::date + prepay_days, reading_id
      from priced`);
    await orm.execute(sql`
      update fee_meters m set last_reading = r.current_reading, last_read_on = r.read_on
      from (select distinct on (meter_id) meter_id, current_reading, read_on from fee_meter_readings
        where residential_id = ${residential.id} order by meter_id, period_start desc) r
      where r.meter_id = m.id`);
  }
}
