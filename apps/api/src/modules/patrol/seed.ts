import { chinaDateOf } from '@cvap/contracts';
import { sql } from 'drizzle-orm';
import type { DemoContext } from '../../db/seed/demo-context.js';
import { generatePlan, inTransaction, type Orm } from '../../engine/index.js';
import { sweepTasks } from './services/tasks.js';
import { patrolAreas, patrolPlans, patrolPlanUsers, patrolPoints, patrolRoutePoints, patrolRoutes, patrolTypes } from './schema.js';
import { patrolWorkSource, workPlanOf } from './work-source.js';

const DAY_MS = 86_400_000;

/** [area, point, location, type, check items] of a residential community; a campus has its own. */
const RESIDENTIAL_POINTS = [
  ['楼栋区域', '1号楼大堂', '1栋一层大堂入口', '公共区域巡查', '门禁是否正常\n照明是否正常\n有无可疑人员'],
  ['地下车库', '地下车库B1', '地下一层坡道口', '安防巡更', '车辆停放是否有序\n消防通道是否畅通\n照明与排风'],
  ['设备机房', '消防泵房', '地下一层消防泵房', '消防巡查', '水泵压力是否正常\n阀门状态\n有无漏水'],
  ['出入口', '东门岗亭', '小区东门', '安防巡更', '岗亭值守\n道闸是否正常\n访客登记'],
  ['设备机房', '配电房', '2栋北侧配电房', '设备巡检', '配电柜指示灯\n室温与异味\n门锁'],
  ['楼栋区域', '2号楼天台', '2栋屋顶', '公共区域巡查', '天台门是否上锁\n防水层与排水'],
] as const;
const CAMPUS_POINTS = [
  ['办公楼', 'A座大堂', 'A座一层大堂', '公共区域巡查', '门禁闸机\n前台秩序\n照明'],
  ['地下车库', '地下车库B1', '地下一层车库入口', '安防巡更', '车辆停放\n消防通道\n监控摄像头'],
  ['设备机房', '消防泵房', '地下二层消防泵房', '消防巡查', '水泵压力\n阀门状态\n有无漏水'],
  ['出入口', '东门岗亭', '园区东门', '安防巡更', '岗亭值守\n道闸是否正常'],
  ['设备机房', '空调机房', 'B座屋顶空调机房', '设备巡检', '机组运行声音\n冷却水温度'],
] as const;

/** Who walks the patrols of each demo community (its property staff). */
const PATROL_STAFF: Record<string, readonly string[]> = {
  '1001': ['zhangwei', 'liuyang'],
  '1002': ['wangfang', 'huangmin'],
  '1003': ['xuming', 'guoxin'],
};

/**
 * A guard's own round, from the day the seed ran: his post's route (the night route's points), open the whole China
 * day, so whenever he logs in on his phone today's task is there to walk.
 */
const GUARD_POSTS: Record<string, { username: string; planName: string; route: number }> = {
  '1001': { username: 'zhangwei', planName: '张伟岗位巡更', route: 1 },
};

/** [plan, route (0 day, 1 night), cycle kind, cycle days, time, minutes, order] */
const PLANS = [
  ['日间巡更', 0, 'daily', null, '09:00', 120, 'anyOrder'],
  ['夜间巡更', 1, 'daily', null, '21:00', 180, 'inOrder'],
  ['消防周检', 2, 'weekly', '1,4', '14:00', 240, 'anyOrder'],
] as const;

async function seedTypes(orm: Orm, tenantId: number): Promise<Map<string, number>> {
  const [root] = await orm.insert(patrolTypes).values({ tenantId, typeName: '巡更巡查', sortNo: 0 }).returning({ id: patrolTypes.id });
  const names = ['安防巡更', '消防巡查', '设备巡检', '公共区域巡查'];
  const rows = await orm
    .insert(patrolTypes)
    .values(names.map((typeName, sortNo) => ({ tenantId, pid: root!.id, typeName, sortNo: sortNo + 1 })))
    .returning({ id: patrolTypes.id, typeName: patrolTypes.typeName });
  return new Map(rows.map((row) => [row.typeName, row.id]));
}

/**
 * Patrol demo: the company's types; in each community its areas, points (QR texts XG-<community>-01…), a day route,
 * a night route and a fire-safety route, three plans started a year before the seed ran; the machinery makes a
 * year of their tasks, and the history is filled in: most points checked in along the window, a few missed, some
 * problems found (most closed). Deterministic (ids and the seed's `now`, no randomness).
 */
export async function seedPatrolDemo(orm: Orm, demo: DemoContext): Promise<void> {
  const typeIds = await seedTypes(orm, demo.tenantId);
  const yearAgo = new Date(demo.now.getTime() - 365 * DAY_MS);
  for (const residential of demo.communities) {
    const residentialId = residential.residentialId;
    const points = residential.kind === 'campus' ? CAMPUS_POINTS : RESIDENTIAL_POINTS;
    const areaIds = new Map<string, number>();
    for (const areaName of new Set(points.map((point) => point[0]))) {
      const [area] = await orm.insert(patrolAreas).values({ residentialId, areaName }).returning({ id: patrolAreas.id });
      areaIds.set(areaName, area!.id);
    }
    const pointRows = await orm
      .insert(patrolPoints)
      .values(
        points.map(([area, pointName, location, type, checkItems], index) => ({
          residentialId,
          pointName,
          pointCode: `XG-${residential.companyId}-${String(index + 1).padStart(2, '0')}`,
          areaId: areaIds.get(area)!,
          typeId: typeIds.get(type)!,
          location,
          checkItems,
        })),
      )
      .returning({ id: patrolPoints.id, pointName: patrolPoints.pointName });
    const ids = pointRows.map((point) => point.id);
    const routes = [
      { routeName: '日间全区路线', points: ids },
      { routeName: '夜间安防路线', points: ids.filter((_, index) => index % 2 === 1 || index === 0) },
      { routeName: '消防设备路线', points: ids.filter((_, index) => index === 2 || index === 4) },
    ];
    const routeIds: number[] = [];
    for (const route of routes) {
      const [row] = await orm.insert(patrolRoutes).values({ residentialId, routeName: route.routeName }).returning({ id: patrolRoutes.id });
      await orm.insert(patrolRoutePoints).values(route.points.map((pointId, index) => ({ routeId: row!.id, seq: index + 1, pointId })));
      routeIds.push(row!.id);
    }
    const staff = (PATROL_STAFF[residential.companyId] ?? [])
      .map((username) => demo.userIds.get(username))
      .filter((id): id is number => id !== undefined);
    for (const [planName, route, cycleKind, cycleDays, timeOfDay, windowMinutes, orderMode] of PLANS) {
      const cycle = cycleKind === 'weekly' ? { kind: 'weekly', weekdays: [1, 4] } : { kind: 'daily' };
      const [plan] = await orm
        .insert(patrolPlans)
        .values({
          residentialId,
          planName,
          routeId: routeIds[route]!,
          cycleKind,
          cycleDays,
          cycle,
          startsOn: chinaDateOf(yearAgo),
          timeOfDay,
          windowMinutes,
          leadDays: 1,
          orderMode,
          createdAt: yearAgo,
          updatedAt: yearAgo,
        })
        .returning();
      if (staff.length) await orm.insert(patrolPlanUsers).values(staff.map((userId) => ({ planId: plan!.id, userId })));
      await inTransaction(orm, (tx) => generatePlan(tx, patrolWorkSource, workPlanOf(plan!), demo.now));
    }
    await fillHistory(orm, residentialId, staff, demo.now);
    const post = GUARD_POSTS[residential.companyId];
    const guard = post && demo.userIds.get(post.username);
    if (post && guard !== undefined) await seedGuardPost(orm, residentialId, routeIds[post.route]!, post.planName, guard, demo.now);
  }
  await inTransaction(orm, (tx) => sweepTasks(tx, demo.now, { tenantId: demo.tenantId }));
  // Tasks of the past year with points missed were reminded when their window closed (the machinery's job would have).
  await orm.execute(sql`update patrol_tasks set reminded_at = due_at
    where residential_id in (${sql.join(
      demo.communities.map((residential) => sql`${residential.residentialId}`),
      sql`, `,
    )}) and due_at < ${demo.now.toISOString()}::timestamptz and checked_count < point_count and reminded_at is null`);
}

/** A daily plan of one guard from today on, its window the whole day, its tasks made at once. */
async function seedGuardPost(orm: Orm, residentialId: number, routeId: number, planName: string, userId: number, now: Date): Promise<void> {
  const [plan] = await orm
    .insert(patrolPlans)
    .values({
      residentialId,
      planName,
      routeId,
      cycleKind: 'daily',
      cycle: { kind: 'daily' },
      startsOn: chinaDateOf(now),
      timeOfDay: '00:00',
      windowMinutes: 1440,
      leadDays: 1,
      orderMode: 'anyOrder',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await orm.insert(patrolPlanUsers).values({ planId: plan!.id, userId });
  await inTransaction(orm, (tx) => generatePlan(tx, patrolWorkSource, workPlanOf(plan!), now));
}

/**
 * The year before `now` as it went: of the points of tasks whose window has closed, about 96 in 100 checked in (a
 * few minutes apart along the window, by the plan's first or second person, 1 in 25 abnormal), the rest missed;
 * about 1 in 60 check-ins found a problem, closed a day later except those of the last fortnight.
 */
async function fillHistory(orm: Orm, residentialId: number, staff: number[], now: Date): Promise<void> {
  const at = now.toISOString();
  const first = staff[0] ?? null;
  const second = staff[1] ?? first;
  await orm.execute(sql`
    update patrol_records r set status = 'checked',
      result = case when r.id % 25 = 0 then 'abnormal' else 'normal' end,
      checked_at = t.slot + (r.seq * 7 + r.id % 5) * interval '1 minute',
      checked_by = case when r.task_id % 2 = 0 then ${first}::int else ${second}::int end
    from patrol_tasks t
    where t.id = r.task_id and r.residential_id = ${residentialId} and t.due_at < ${at}::timestamptz and (r.id * 7919) % 100 >= 4`);
  await orm.execute(sql`
    update patrol_tasks t set checked_count = c.checked
    from (select task_id, count(*) filter (where status = 'checked')::int as checked from patrol_records where residential_id = ${residentialId} group by task_id) c
    where c.task_id = t.id`);
  await orm.execute(sql`
    insert into patrol_problems (residential_id, task_id, point_id, title, description, status, reported_by, reported_at, closed_at, close_note)
    select r.residential_id, r.task_id, r.point_id,
      (array['照明灯损坏', '消防通道堆放杂物', '门禁读卡失灵', '地面积水', '监控摄像头离线'])[1 + r.id % 5],
      r.point_name || '巡查发现',
      case when r.checked_at > ${at}::timestamptz - interval '14 days' then 'open' else 'closed' end,
      r.checked_by, r.checked_at,
      case when r.checked_at > ${at}::timestamptz - interval '14 days' then null else r.checked_at + interval '1 day' end,
      case when r.checked_at > ${at}::timestamptz - interval '14 days' then null else '已现场处理' end
    from patrol_records r
    where r.residential_id = ${residentialId} and r.status = 'checked' and r.checked_by is not null and (r.id * 31) % 60 = 0`);
}
