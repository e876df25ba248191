// A history of plan-made work written by set-based SQL into one community: what the overview benchmark measures
// (bench/work-overviews.mjs) and the scale generator writes (scripts/generate-work-data.mjs). Built API required.
//
// For `days` days up to yesterday (China time): `equipment` pieces of equipment (types in turn) with a daily
// maintenance plan each and its records (most done on time, one in 9 late, one in 33 still open), a failure for one
// piece in 20 a month (one in 7 not repaired yet); `patrolPlans` daily patrol plans on the community's routes with
// their tasks, each task's points (one in 12 missed) and a problem for one task in 40. The overviews' daily count
// tables follow by their triggers. Rows carry `tag` in their codes and names, so a second run can be refused.
import { performance } from 'node:perf_hooks';

const { sql } = await import('drizzle-orm');

const seconds = (ms) => (ms / 1000).toFixed(1);

async function timed(log, label, work) {
  const started = performance.now();
  const result = await work();
  log(`${label}: ${seconds(performance.now() - started)} s`);
  return result;
}

/** The first day of a history of `days` days that ends yesterday (China time), as YYYY-MM-DD. */
export function historyStart(days, now = new Date()) {
  return new Date(now.getTime() + 8 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);
}

async function writeEquipment(orm, { residentialId, userId, from, days, equipment, tag, log }) {
  await orm.execute(sql`insert into equipment (residential_id, code, name, type_id, status, warranty_until)
    select ${residentialId}, ${tag} || '-' || g, t.name || ' ' || ${tag} || '-' || g, t.id, case when g % 50 = 0 then 3 else 1 end,
      current_date + (g % 400) - 100
    from generate_series(1, ${equipment}) g
    join lateral (select id, type_name as name from equipment_types where pid is not null order by id
      offset (g % (select count(*) from equipment_types where pid is not null)) limit 1) t on true`);
  await orm.execute(sql`insert into maintain_plans (residential_id, name, equipment_id, checklist, cycle_kind, cycle, starts_on, time_of_day,
      window_minutes, lead_days, assignee_user_id, generated_until, created_at)
    select ${residentialId}, '日常巡检 ' || e.code, e.id, '外观检查' || chr(10) || '运行声音' || chr(10) || '仪表读数', 'daily', '{"kind":"daily"}'::jsonb,
      ${from}::date, '09:00', 240, 0, ${userId}, now(), ${from}::timestamptz
    from equipment e where e.residential_id = ${residentialId} and e.code like ${tag + '-%'}`);
  await timed(log, 'maintenance records', () =>
    orm.execute(sql`insert into maintain_records (residential_id, record_no, plan_id, equipment_id, assignee_user_id, slot, due_at, status, done_at)
      select p.residential_id, 'BY' || to_char(d, 'YYYYMMDD') || lpad(p.id::text, greatest(5, length(p.id::text)), '0'), p.id, p.equipment_id,
        p.assignee_user_id, s.slot, s.slot + interval '240 minutes',
        case when (p.id + extract(doy from d)::int) % 33 = 0 then 0 else 1 end,
        case when (p.id + extract(doy from d)::int) % 33 = 0 then null
             when (p.id + extract(doy from d)::int) % 9 = 0 then s.slot + interval '300 minutes'
             else s.slot + interval '90 minutes' end
      from maintain_plans p join equipment e on e.id = p.equipment_id
      cross join generate_series(${from}::date, ${from}::date + ${days - 1}::int, interval '1 day') d
      cross join lateral (select (d + time '09:00') at time zone 'Asia/Shanghai' as slot) s
      where p.residential_id = ${residentialId} and e.code like ${tag + '-%'}`),
  );
  await timed(log, 'failures', () =>
    orm.execute(sql`insert into equipment_failures (residential_id, failure_no, equipment_id, title, status, reporter_user_id, reported_at, repaired_at)
      select e.residential_id, 'GZ-' || e.code || '-' || m, e.id, '运行异常，需检修', case when m % 7 = 0 then 'reported' else 'closed' end, ${userId},
        ${from}::timestamptz + (m * 30 + e.id % 28) * interval '1 day',
        case when m % 7 = 0 then null else ${from}::timestamptz + (m * 30 + e.id % 28) * interval '1 day' + (e.id % 600) * interval '1 minute' end
      from equipment e cross join generate_series(0, ${Math.max(Math.floor(days / 30), 1) - 1}) m
      where e.residential_id = ${residentialId} and e.code like ${tag + '-%'} and e.id % 20 = m % 20`),
  );
}

async function writePatrol(orm, { residentialId, userId, from, days, patrolPlans, tag, log }) {
  const name = `夜间巡更 ${tag}-`;
  await orm.execute(sql`insert into patrol_plans (residential_id, plan_name, route_id, cycle_kind, cycle, starts_on, time_of_day, window_minutes,
      lead_days, generated_until, created_at)
    select ${residentialId}, ${name} || g, r.id, 'daily', '{"kind":"daily"}'::jsonb, ${from}::date, '20:00', 120, 0, now(), ${from}::timestamptz
    from generate_series(1, ${patrolPlans}) g
    join lateral (select id from patrol_routes where residential_id = ${residentialId} order by id offset (g % (select count(*) from patrol_routes
      where residential_id = ${residentialId})) limit 1) r on true`);
  await orm.execute(sql`insert into patrol_plan_users (plan_id, user_id)
    select p.id, ${userId} from patrol_plans p where p.residential_id = ${residentialId} and p.plan_name like ${name + '%'}`);
  await timed(log, 'patrol tasks', () =>
    orm.execute(sql`insert into patrol_tasks (residential_id, plan_id, route_id, task_name, slot, due_at, status, point_count, checked_count)
      select p.residential_id, p.id, p.route_id, p.plan_name, s.slot, s.slot + interval '120 minutes', 'done',
        (select count(*) from patrol_route_points rp where rp.route_id = p.route_id), 0
      from patrol_plans p
      cross join generate_series(${from}::date, ${from}::date + ${days - 1}::int, interval '1 day') d
      cross join lateral (select (d + time '20:00') at time zone 'Asia/Shanghai' as slot) s
      where p.residential_id = ${residentialId} and p.plan_name like ${name + '%'}`),
  );
  await timed(log, 'patrol records', () =>
    orm.execute(sql`insert into patrol_records (residential_id, task_id, point_id, point_name, seq, status, checked_at, checked_by)
      select t.residential_id, t.id, rp.point_id, pt.point_name, rp.seq,
        case when (t.id + rp.seq) % 12 = 0 then 'missed' else 'checked' end,
        case when (t.id + rp.seq) % 12 = 0 then null else t.slot + rp.seq * interval '5 minutes' end,
        case when (t.id + rp.seq) % 12 = 0 then null else ${userId}::int end
      from patrol_tasks t join patrol_route_points rp on rp.route_id = t.route_id join patrol_points pt on pt.id = rp.point_id
      where t.residential_id = ${residentialId} and t.task_name like ${name + '%'}`),
  );
  await timed(log, 'task counts', () =>
    orm.execute(sql`update patrol_tasks t set checked_count = c.checked, status = case when c.checked < t.point_count then 'missed' else 'done' end
      from (select task_id, count(*) filter (where status = 'checked')::int as checked from patrol_records group by task_id) c
      where c.task_id = t.id and t.residential_id = ${residentialId} and t.task_name like ${name + '%'}`),
  );
  await timed(log, 'patrol problems', () =>
    orm.execute(sql`insert into patrol_problems (residential_id, task_id, point_id, title, status, reported_by, reported_at)
      select t.residential_id, t.id, r.point_id, '巡查发现设施破损', case when t.id % 3 = 0 then 'open' when t.id % 3 = 1 then 'repair' else 'closed' end,
        ${userId}, t.slot + interval '10 minutes'
      from patrol_tasks t join patrol_records r on r.task_id = t.id and r.seq = 1
      where t.residential_id = ${residentialId} and t.task_name like ${name + '%'} and t.id % 40 = 0`),
  );
}

/** True when the community already holds work written with `tag` (a second run is refused). */
export async function hasWorkHistory(orm, { residentialId, tag }) {
  const result = await orm.execute(
    sql`select exists (select 1 from equipment where residential_id = ${residentialId} and code like ${tag + '-%'}) as has`,
  );
  return result.rows[0].has === true;
}

/**
 * Writes the history into the community `residentialId`, its plans assigned to `userId`, from `from` (YYYY-MM-DD)
 * for `days` days, in one transaction. `log` hears each step's time.
 */
export async function writeWorkHistory(orm, { residentialId, userId, from, days, equipment, patrolPlans, tag, log = () => undefined }) {
  const options = { residentialId, userId, from, days, equipment, patrolPlans, tag, log };
  // One transaction: a run that fails leaves nothing behind, and can simply be run again.
  await orm.transaction(async (tx) => {
    if (equipment > 0) await writeEquipment(tx, options);
    if (patrolPlans > 0) await writePatrol(tx, options);
  });
  await orm.execute(sql`analyze`);
}
