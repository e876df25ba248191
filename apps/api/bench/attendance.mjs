#!/usr/bin/env node
// Attendance benchmark (issue 25: "a month of anomalies for 2 000 staff from a month of their passages (about
// 120 000), against a plain INSERT … SELECT of the same rows (goal: at most 3×), and the monthly report for all
// staff (goal: under 500 ms at p99 with 10 connections)"). By hand:
//
//   pnpm turbo run build && node apps/api/bench/attendance.mjs
//   BENCH_STAFF=2000 BENCH_DAYS=30 BENCH_REPORTS=200 BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres
//
// In a throw-away PostgreSQL database with the demo seed: BENCH_STAFF approved staff of 阳光花园 with cards, one
// shift 09:00-18:00, their schedule for the BENCH_DAYS days before today, and two door passages a person and day
// (1 day in 25 nobody comes, 1 in 8 someone is late). Then, in one run:
//   1. a plain INSERT … SELECT of the anomaly rows (each person's first passage of each scheduled day, grouped once;
//      late or absent) into a copy of attendance_anomalies with its indexes and constraints; and, rolled back, plain
//      statements of everything the pass writes (clock-ins, anomalies, days settled) into the real tables;
//   2. the module's pass: the passages read into clock-ins (ingestOpenRecords) and the days settled (settleDays);
//   3. the monthly report of the community, BENCH_REPORTS times with 10 at a time on a pool of 10: p50 and p99.
import { performance } from 'node:perf_hooks';
import { createDatabase, databaseUrl, dropDatabase, timedRolledBack } from './bench-support.mjs';

const STAFF = Number(process.env.BENCH_STAFF ?? 2000);
const DAYS = Number(process.env.BENCH_DAYS ?? 30);
const REPORTS = Number(process.env.BENCH_REPORTS ?? 200);

const { sql } = await import('drizzle-orm');
const { openDatabase } = await import('../dist/db/client.js');
const { prepareDatabase } = await import('../dist/db/migrate.js');
const { API_MODULES } = await import('../dist/modules/index.js');
const { inTransaction } = await import('../dist/engine/index.js');
const { ingestOpenRecords, settleDays } = await import('../dist/modules/attendance/services/settle.js');
const { monthReport: monthlyReport } = await import('../dist/modules/attendance/month/report.js');

const rowsOf = (result) => result.rows;
const seconds = (ms) => (ms / 1000).toFixed(2);

const name = await createDatabase('bench_att_');
const db = await openDatabase({ kind: 'postgres', url: databaseUrl(name), poolSize: 10 });
try {
  await prepareDatabase(db, { mode: 'demo', seed: 'demo', adminInitialPassword: null }, API_MODULES);
  const orm = db.orm;
  const [{ tenant_id: tenantId, id: residentialId }] = rowsOf(
    await orm.execute(sql`select id, tenant_id from residentials where company_id = '1001'`),
  );
  // The demo's own passages and days are read and settled first: the pass below sees only the benchmark's.
  await inTransaction(orm, (tx) => ingestOpenRecords(tx, tenantId));
  await inTransaction(orm, (tx) => settleDays(tx, { tenantId }, new Date()));
  const now = new Date();
  const today = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
  const dayBefore = (n) => new Date(Date.parse(today) - n * 86_400_000).toISOString().slice(0, 10);
  const first = dayBefore(DAYS);
  const last = dayBefore(1);
  await orm.execute(sql`insert into staff_members (tenant_id, residential_id, name, staff_no, card_sn, phone, staff_type, review_status)
    select ${tenantId}, ${residentialId}, '压测员工' || g, 'BENCH' || g, (4000000000 + g)::text, '139' || lpad(g::text, 8, '0'), 3, 1
    from generate_series(1, ${STAFF}) g`);
  const [{ id: shiftId }] = rowsOf(
    await orm.execute(
      sql`insert into attendance_shifts (residential_id, shift_name, work_minutes) values (${residentialId}, '压测白班', 540) returning id`,
    ),
  );
  await orm.execute(
    sql`insert into attendance_periods (residential_id, shift_id, sign_in, sign_out) values (${residentialId}, ${shiftId}, '09:00', '18:00')`,
  );
  await orm.execute(sql`insert into attendance_schedules (residential_id, staff_id, day, shift_id)
    select ${residentialId}, s.id, d::date, ${shiftId} from staff_members s
    cross join generate_series(${first}::date, ${last}::date, interval '1 day') d
    where s.staff_no like 'BENCH%'`);
  // Two passages a person and day, in time order (the passage log's ids grow with its times).
  await orm.execute(sql`insert into open_records (residential_id, person_name, card_no, device_name, door_name, open_type, direction, result, opened_at)
    select ${residentialId}, p.name, p.card_sn, '员工通道闸机', '员工通道', 1, p.direction, 1, p.at from (
      select s.name, s.card_sn, 1 as direction,
        (d::date + time '08:40' + (case when (s.id + extract(doy from d)::int) % 8 = 0 then 40 else (s.id % 15) end) * interval '1 minute')
          at time zone 'Asia/Shanghai' as at
      from staff_members s cross join generate_series(${first}::date, ${last}::date, interval '1 day') d
      where s.staff_no like 'BENCH%' and (s.id + extract(doy from d)::int) % 25 <> 0
      union all
      select s.name, s.card_sn, 2, (d::date + time '18:05' + (s.id % 20) * interval '1 minute') at time zone 'Asia/Shanghai'
      from staff_members s cross join generate_series(${first}::date, ${last}::date, interval '1 day') d
      where s.staff_no like 'BENCH%' and (s.id + extract(doy from d)::int) % 25 <> 0
    ) p order by p.at`);
  await orm.execute(sql`analyze`);
  const [{ n: openRecords }] = rowsOf(
    await orm.execute(sql`select count(*)::int as n from open_records where card_no like '4%' and device_name = '员工通道闸机'`),
  );

  // 1. The floors. (a) The issue's: the anomaly rows alone by one INSERT … SELECT into a LIKE copy (indexes and
  //    checks, no foreign keys). (b) Everything the pass writes, each by one plain statement into the real tables in a
  //    transaction rolled back: the clock-ins from the passages, the anomaly rows, and the days marked settled with
  //    their worked minutes. The pass cannot be faster than (b); (a) leaves out 115 200 of its rows.
  const anomalyInsert = (
    table,
  ) => sql`insert into ${sql.raw(table)} (residential_id, staff_id, schedule_id, day, shift_id, period_seq, type, minutes, description)
    with firsts as (
      select r.card_no, (r.opened_at at time zone 'Asia/Shanghai')::date as day, min(r.opened_at) as came
      from open_records r where r.card_no is not null and r.residential_id = ${residentialId}
      group by 1, 2
    )
    select sc.residential_id, sc.staff_id, sc.id, sc.day, sc.shift_id, case when f.came is null then 0 else 1 end,
      case when f.came is null then 'absent' else 'late' end,
      case when f.came is null then 540 else (extract(epoch from f.came - ((sc.day + time '09:00') at time zone 'Asia/Shanghai')) / 60)::int end,
      '09:00'
    from attendance_schedules sc join staff_members st on st.id = sc.staff_id
    left join firsts f on f.card_no = st.card_sn and f.day = sc.day
    where st.staff_no like 'BENCH%' and (f.came is null or f.came > ((sc.day + time '09:00') at time zone 'Asia/Shanghai'))`;
  await orm.execute(sql`create table bench_anomalies (like attendance_anomalies including all)`);
  let started = performance.now();
  await orm.execute(anomalyInsert('bench_anomalies'));
  const plainMs = performance.now() - started;
  const [{ n: plainRows }] = rowsOf(await orm.execute(sql`select count(*)::int as n from bench_anomalies`));
  const { ms: allWritesMs } = await timedRolledBack(orm, async (tx) => {
    await tx.execute(sql`insert into attendance_clock_ins (residential_id, staff_id, clocked_at, source, door_name, open_record_id)
      select r.residential_id, s.id, r.opened_at, 'door', left(r.door_name || ' · ' || r.device_name, 100), r.id
      from open_records r join staff_members s on s.card_sn = r.card_no and s.residential_id = r.residential_id
      where s.staff_no like 'BENCH%'`);
    await tx.execute(anomalyInsert('attendance_anomalies'));
    await tx.execute(sql`update attendance_schedules sc set settled = 1, worked_minutes = 540
      from staff_members st where st.id = sc.staff_id and st.staff_no like 'BENCH%'`);
  });

  // 2. The module's pass: passages into clock-ins, days settled.
  started = performance.now();
  const clockIns = await inTransaction(orm, (tx) => ingestOpenRecords(tx, tenantId));
  const ingestMs = performance.now() - started;
  const settled = await inTransaction(orm, (tx) => settleDays(tx, { tenantId }, new Date()));
  const passMs = performance.now() - started;
  const [{ n: made }] = rowsOf(
    await orm.execute(
      sql`select count(*)::int as n from attendance_anomalies a join staff_members s on s.id = a.staff_id where s.staff_no like 'BENCH%'`,
    ),
  );

  // 3. The monthly report of the community (every staff member), 10 at a time.
  const month = last.slice(0, 7);
  const ctx = {
    orm,
    scope: { kind: 'residential', tenantId, residentialId, companyId: '1001' },
    user: { id: 1, tenantId },
    now: new Date(),
    language: 'zh_cn',
  };
  const times = [];
  let next = 0;
  let reportRows = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < REPORTS) {
        next += 1;
        const t0 = performance.now();
        reportRows = (await monthlyReport(ctx, { month })).rows.length;
        times.push(performance.now() - t0);
      }
    }),
  );
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(0);

  console.log(`staff ${STAFF}, days ${DAYS}, passages ${openRecords}`);
  console.log(`plain INSERT … SELECT: ${plainRows} anomaly rows in ${seconds(plainMs)} s`);
  console.log(
    `plain statements of everything the pass writes (clock-ins, anomalies, days settled; rolled back): ${seconds(allWritesMs)} s`,
  );
  console.log(
    `module pass: ${clockIns} clock-ins in ${seconds(ingestMs)} s, ${settled} days settled, ${made} anomalies, ${seconds(passMs)} s in all (${(passMs / plainMs).toFixed(1)}× the anomaly insert, ${(passMs / allWritesMs).toFixed(1)}× the plain statements of all it writes)`,
  );
  console.log(`monthly report (${month}, ${reportRows} rows): ${times.length} runs, 10 at a time: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`);
} finally {
  await db.close();
  if (process.env.BENCH_KEEP !== '1') await dropDatabase(name);
}
