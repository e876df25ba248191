import type { Cycle } from '@cvap/contracts';
import { eq, sql } from 'drizzle-orm';
import type { DemoContext } from '../../db/seed/demo-context.js';
import { generatePlan, inTransaction, type Orm } from '../../engine/index.js';
import { equipment, equipmentFailures, equipmentTypes, maintainPlans } from './schema.js';
import { failureNumber } from './failure-hooks.js';
import { maintenanceWork, workPlanOf } from './work-source.js';

const DAY_MS = 86_400_000;

const TYPES: { name: string; children: string[] }[] = [
  { name: '电梯设备', children: ['乘客电梯', '货梯', '自动扶梯'] },
  { name: '给排水设备', children: ['生活水泵', '排污泵', '水箱'] },
  { name: '供配电设备', children: ['高低压配电柜', '发电机'] },
  { name: '消防设备', children: ['消防栓', '消防水泵', '烟感报警'] },
  { name: '安防设备', children: ['监控摄像机', '门禁控制器'] },
];

interface DemoEquipment {
  code: string;
  name: string;
  type: string;
  model: string;
  location: string;
  supplier: string;
  /** Months before the seed ran it was installed; its warranty runs `warrantyMonths` from then. */
  installedMonthsAgo: number;
  warrantyMonths: number;
  lifeYears: number;
  plan?: { name: string; cycle: Cycle; values: string; checklist: string[]; time: string; window: number };
}

const LIFT_CHECKS = ['曳引机运行无异响', '制动器动作可靠', '轿厢照明与通风正常', '层门门锁有效', '紧急呼叫畅通'];
const PUMP_CHECKS = ['运行压力正常', '轴承温度正常', '无渗漏', '控制柜指示正常'];
const PANEL_CHECKS = ['柜内无异味与过热', '仪表读数正常', '接线端子紧固', '接地可靠'];
const HYDRANT_CHECKS = ['水压达标', '水带水枪齐全', '箱门开启灵活', '标识清晰'];
const CAMERA_CHECKS = ['画面清晰', '录像存储正常', '镜头无遮挡'];

/** Lifts, pumps and power. */
function plantLedger(prefix: string): DemoEquipment[] {
  return [
    {
      code: `${prefix}-DT-01`,
      name: '1号乘客电梯',
      type: '乘客电梯',
      model: 'GeN2-MR 1000kg',
      location: '1栋1单元',
      supplier: '奥的斯电梯(中国)有限公司',
      installedMonthsAgo: 60,
      warrantyMonths: 24,
      lifeYears: 15,
      plan: {
        name: '电梯半月保养',
        cycle: { kind: 'monthly', days: [1, 15] },
        values: '1,15',
        checklist: LIFT_CHECKS,
        time: '09:00',
        window: 8 * 60,
      },
    },
    {
      code: `${prefix}-DT-02`,
      name: '2号乘客电梯',
      type: '乘客电梯',
      model: 'GeN2-MR 1000kg',
      location: '2栋1单元',
      supplier: '奥的斯电梯(中国)有限公司',
      installedMonthsAgo: 22,
      warrantyMonths: 24,
      lifeYears: 15,
      plan: {
        name: '电梯半月保养',
        cycle: { kind: 'monthly', days: [8, 22] },
        values: '8,22',
        checklist: LIFT_CHECKS,
        time: '09:00',
        window: 8 * 60,
      },
    },
    {
      code: `${prefix}-SB-01`,
      name: '生活水泵A',
      type: '生活水泵',
      model: 'CDLF 32-40',
      location: '地下一层水泵房',
      supplier: '格兰富水泵(上海)有限公司',
      installedMonthsAgo: 40,
      warrantyMonths: 36,
      lifeYears: 10,
      plan: {
        name: '水泵周检',
        cycle: { kind: 'weekly', weekdays: [1] },
        values: '1',
        checklist: PUMP_CHECKS,
        time: '10:00',
        window: 24 * 60,
      },
    },
    {
      code: `${prefix}-SB-02`,
      name: '排污泵',
      type: '排污泵',
      model: 'WQ 50-15',
      location: '地下二层集水井',
      supplier: '上海连成泵业',
      installedMonthsAgo: 30,
      warrantyMonths: 33,
      lifeYears: 8,
      plan: {
        name: '排污泵月检',
        cycle: { kind: 'monthly', days: [5] },
        values: '5',
        checklist: PUMP_CHECKS,
        time: '10:00',
        window: 48 * 60,
      },
    },
    {
      code: `${prefix}-PD-01`,
      name: '低压配电柜1#',
      type: '高低压配电柜',
      model: 'GCK-0.4kV',
      location: '配电房',
      supplier: '施耐德电气',
      installedMonthsAgo: 72,
      warrantyMonths: 24,
      lifeYears: 20,
      plan: {
        name: '配电柜月检',
        cycle: { kind: 'monthly', days: [10] },
        values: '10',
        checklist: PANEL_CHECKS,
        time: '14:00',
        window: 24 * 60,
      },
    },
    {
      code: `${prefix}-FD-01`,
      name: '柴油发电机',
      type: '发电机',
      model: 'KTA19-G4 400kW',
      location: '发电机房',
      supplier: '康明斯(中国)',
      installedMonthsAgo: 72,
      warrantyMonths: 24,
      lifeYears: 20,
      plan: {
        name: '发电机季度试运行',
        cycle: {
          kind: 'yearly',
          dates: [
            { month: 1, day: 15 },
            { month: 4, day: 15 },
            { month: 7, day: 15 },
            { month: 10, day: 15 },
          ],
        },
        values: '01-15,04-15,07-15,10-15',
        checklist: ['空载试运行30分钟', '燃油液位充足', '蓄电池电压正常'],
        time: '15:00',
        window: 72 * 60,
      },
    },
  ];
}

/** Fire safety and security equipment. */
function safetyLedger(prefix: string): DemoEquipment[] {
  return [
    {
      code: `${prefix}-XF-01`,
      name: '室内消防栓(1栋)',
      type: '消防栓',
      model: 'SN65',
      location: '1栋各层楼梯间',
      supplier: '浙江消防器材厂',
      installedMonthsAgo: 60,
      warrantyMonths: 12,
      lifeYears: 10,
      plan: {
        name: '消防栓巡检',
        cycle: { kind: 'everyNDays', n: 14 },
        values: '14',
        checklist: HYDRANT_CHECKS,
        time: '09:30',
        window: 48 * 60,
      },
    },
    {
      code: `${prefix}-XF-02`,
      name: '消防水泵',
      type: '消防水泵',
      model: 'XBD 8/30',
      location: '地下一层消防泵房',
      supplier: '上海凯泉泵业',
      installedMonthsAgo: 13,
      warrantyMonths: 14,
      lifeYears: 15,
      plan: {
        name: '消防泵周检',
        cycle: { kind: 'weekly', weekdays: [3] },
        values: '3',
        checklist: PUMP_CHECKS,
        time: '10:00',
        window: 24 * 60,
      },
    },
    {
      code: `${prefix}-JK-01`,
      name: '大门监控摄像机',
      type: '监控摄像机',
      model: 'DS-2CD3T47',
      location: '小区南门',
      supplier: '海康威视',
      installedMonthsAgo: 23,
      warrantyMonths: 24,
      lifeYears: 6,
      plan: {
        name: '监控月检',
        cycle: { kind: 'monthly', days: [20] },
        values: '20',
        checklist: CAMERA_CHECKS,
        time: '11:00',
        window: 24 * 60,
      },
    },
    {
      code: `${prefix}-JK-02`,
      name: '地库监控摄像机',
      type: '监控摄像机',
      model: 'DS-2CD3T47',
      location: '地下车库入口',
      supplier: '海康威视',
      installedMonthsAgo: 23,
      warrantyMonths: 24,
      lifeYears: 6,
    },
    {
      code: `${prefix}-MJ-01`,
      name: '单元门禁控制器',
      type: '门禁控制器',
      model: 'DS-K2604',
      location: '1栋1单元大堂',
      supplier: '海康威视',
      installedMonthsAgo: 36,
      warrantyMonths: 24,
      lifeYears: 8,
    },
  ];
}

function ledger(prefix: string): DemoEquipment[] {
  return [...plantLedger(prefix), ...safetyLedger(prefix)];
}

const WORKERS: Record<string, string> = { '1001': 'wangqiang', '1002': 'zhoujie', '1003': 'machao' };

/** Simple deterministic draws (the demo is the same at every seed). */
function rng(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function monthsBefore(now: Date, months: number): string {
  const d = new Date(now.getTime() + 8 * 3_600_000);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}

/**
 * The equipment demo: the type tree, a ledger of lifts, pumps, switchboards, hydrants and cameras in each demo
 * community, their maintenance plans saved a year ago, the records the machinery made for that year (most done on
 * time, some late, a few left open and overdue), and a year of failures in every state with their downtime.
 */
export async function seedEquipmentDemo(orm: Orm, demo: DemoContext): Promise<void> {
  const { tenantId, now } = demo;
  const typeIds = new Map<string, number>();
  let sort = 0;
  for (const parent of TYPES) {
    const [row] = await orm
      .insert(equipmentTypes)
      .values({ tenantId, typeName: parent.name, sortNo: sort++ })
      .returning({ id: equipmentTypes.id });
    for (const child of parent.children) {
      const [leaf] = await orm
        .insert(equipmentTypes)
        .values({ tenantId, pid: row!.id, typeName: child, sortNo: sort++ })
        .returning({ id: equipmentTypes.id });
      typeIds.set(child, leaf!.id);
    }
  }
  const yearAgo = new Date(now.getTime() - 365 * DAY_MS);
  const draw = rng(20_261_127);
  for (const residential of demo.communities) {
    const worker = demo.userIds.get(WORKERS[residential.companyId] ?? 'wangqiang') ?? demo.userIds.get('admin')!;
    const reporter = demo.userIds.get('admin')!;
    for (const item of ledger(`E${residential.companyId}`)) {
      const installedOn = monthsBefore(now, item.installedMonthsAgo);
      const [row] = await orm
        .insert(equipment)
        .values({
          residentialId: residential.residentialId,
          code: item.code,
          name: item.name,
          typeId: typeIds.get(item.type)!,
          model: item.model,
          buildingId: residential.buildings[0]?.id ?? null,
          location: item.location,
          supplier: item.supplier,
          installedOn,
          warrantyUntil: monthsBefore(now, item.installedMonthsAgo - item.warrantyMonths),
          serviceLifeYears: item.lifeYears,
          status: 1,
          createdAt: yearAgo,
        })
        .returning({ id: equipment.id });
      if (item.plan) {
        const p = item.plan;
        const [plan] = await orm
          .insert(maintainPlans)
          .values({
            residentialId: residential.residentialId,
            name: p.name,
            equipmentId: row!.id,
            checklist: p.checklist.join('\n'),
            cycleKind: p.cycle.kind,
            cycleValues: p.values,
            cycle: p.cycle,
            startsOn: yearAgo.toISOString().slice(0, 10),
            timeOfDay: p.time,
            windowMinutes: p.window,
            leadDays: 3,
            assigneeUserId: worker,
            createdAt: yearAgo,
          })
          .returning();
        await inTransaction(orm, (tx) => generatePlan(tx, maintenanceWork, workPlanOf(plan!), now));
      }
      // A year of failures: about one in three pieces failed once or twice.
      const failures = draw() < 0.35 ? 1 + Math.floor(draw() * 2) : 0;
      for (let i = 0; i < failures; i++) {
        const reportedAt = new Date(now.getTime() - Math.floor(draw() * 330 + 20) * DAY_MS + Math.floor(draw() * 10 * 3_600_000));
        const downtime = Math.floor((2 + draw() * 46) * 3_600_000);
        const [failure] = await orm
          .insert(equipmentFailures)
          .values({
            residentialId: residential.residentialId,
            equipmentId: row!.id,
            title: ['运行异响', '无法启动', '报警频繁', '画面中断', '渗漏'][Math.floor(draw() * 5)]!,
            level: 1 + Math.floor(draw() * 3),
            status: 'closed',
            reporterUserId: reporter,
            reportedAt,
            confirmedAt: new Date(reportedAt.getTime() + 30 * 60_000),
            repairStartedAt: new Date(reportedAt.getTime() + 60 * 60_000),
            repairedAt: new Date(reportedAt.getTime() + downtime),
            closedAt: new Date(reportedAt.getTime() + downtime + 3_600_000),
            createdAt: reportedAt,
          })
          .returning({ id: equipmentFailures.id });
        await orm
          .update(equipmentFailures)
          .set({ failureNo: failureNumber(failure!.id, reportedAt) })
          .where(eq(equipmentFailures.id, failure!.id));
      }
    }
    // Open failures of this week: one reported, one being repaired (the equipment's status follows).
    const [lift] = await orm
      .select({ id: equipment.id })
      .from(equipment)
      .where(eq(equipment.code, `E${residential.companyId}-DT-02`));
    const [camera] = await orm
      .select({ id: equipment.id })
      .from(equipment)
      .where(eq(equipment.code, `E${residential.companyId}-JK-02`));
    for (const [id, title, status, hoursAgo] of [
      [lift!.id, '轿厢平层不准', 'reported', 5],
      [camera!.id, '夜间画面全黑', 'repairing', 30],
    ] as const) {
      const reportedAt = new Date(now.getTime() - hoursAgo * 3_600_000);
      const [failure] = await orm
        .insert(equipmentFailures)
        .values({
          residentialId: residential.residentialId,
          equipmentId: id,
          title,
          level: 2,
          status,
          reporterUserId: reporter,
          reportedAt,
          confirmedAt: status === 'repairing' ? new Date(reportedAt.getTime() + 3_600_000) : null,
          repairStartedAt: status === 'repairing' ? new Date(reportedAt.getTime() + 2 * 3_600_000) : null,
          createdAt: reportedAt,
        })
        .returning({ id: equipmentFailures.id });
      await orm
        .update(equipmentFailures)
        .set({ failureNo: failureNumber(failure!.id, reportedAt) })
        .where(eq(equipmentFailures.id, failure!.id));
      await orm
        .update(equipment)
        .set({ status: status === 'repairing' ? 3 : 2 })
        .where(eq(equipment.id, id));
    }
  }
  // The year's records filled in: past ones done (nine in ten within their window, the rest late), except a few
  // of the last two weeks left open (overdue); results from the plan's checklist, a rare item not passed.
  const at = sql`${now.toISOString()}::timestamptz`;
  await orm.execute(sql`
    update maintain_records r set
      status = 1,
      done_at = case when (r.id * 7919) % 10 = 0 then r.due_at + interval '5 hours'
                     else r.slot + ((r.id * 104729) % 100) * (r.due_at - r.slot) / 120 end,
      done_by_user_id = r.assignee_user_id,
      results = (select jsonb_agg(jsonb_build_object('item', l.item, 'ok', (r.id + l.n) % 23 <> 0) order by l.n)
                 from unnest(string_to_array(p.checklist, E'\n')) with ordinality as l(item, n)),
      reminded_at = case when (r.id * 7919) % 10 = 0 then r.due_at else null end
    from maintain_plans p
    where p.id = r.plan_id and r.due_at < ${at}
      and not (r.slot > ${at} - interval '14 days' and (r.id * 31) % 4 = 0)`);
  // Records still open and overdue were reminded when they fell due (the machinery's job would have).
  await orm.execute(sql`update maintain_records set reminded_at = due_at where status = 0 and due_at < ${at}`);
}
