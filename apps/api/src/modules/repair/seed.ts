import type { RepairStatus } from '@cvap/contracts';
import type { Orm } from '../../engine/index.js';
import { repairDistributions, repairOrderEvents, repairOrders, repairTypes } from './schema.js';

interface DemoRepairOrder {
  companyId: string;
  title: string;
  status: RepairStatus;
  reporter: string;
  assignee?: string;
  /** Days before the seed ran. */
  daysAgo: number;
}

/** The README's open repair orders of every state (the tests know their counts). */
const DEMO_REPAIR_ORDERS: DemoRepairOrder[] = [
  { companyId: '1001', title: '1栋2单元电梯运行异响', status: 'pending', reporter: 'lihua', daysAgo: 0 },
  { companyId: '1001', title: '3栋地下车库照明损坏', status: 'pending', reporter: 'zhangwei', daysAgo: 1 },
  { companyId: '1001', title: '2栋1802室厨房下水道堵塞', status: 'processing', reporter: 'lihua', assignee: 'wangqiang', daysAgo: 2 },
  { companyId: '1001', title: '小区东门门禁无法刷卡', status: 'processing', reporter: 'liuyang', assignee: 'wangqiang', daysAgo: 2 },
  { companyId: '1001', title: '1栋楼道声控灯不亮', status: 'visiting', reporter: 'lihua', assignee: 'wangqiang', daysAgo: 4 },
  { companyId: '1001', title: '儿童游乐区秋千松动', status: 'checking', reporter: 'yangjing', assignee: 'wangqiang', daysAgo: 6 },
  { companyId: '1001', title: '3栋屋顶防水层渗漏', status: 'completed', reporter: 'lihua', assignee: 'wangqiang', daysAgo: 12 },
  { companyId: '1001', title: '垃圾分类亭顶棚破损', status: 'closed', reporter: 'zhangwei', daysAgo: 20 },
  { companyId: '1002', title: 'A座12层消防栓箱门脱落', status: 'pending', reporter: 'wangfang', daysAgo: 0 },
  { companyId: '1002', title: 'B座电梯按钮失灵', status: 'processing', reporter: 'huangmin', assignee: 'zhoujie', daysAgo: 1 },
  { companyId: '1002', title: 'A座大堂空调不制冷', status: 'processing', reporter: 'wangqiang', assignee: 'wangqiang', daysAgo: 3 },
  { companyId: '1002', title: '地库排水泵故障', status: 'visiting', reporter: 'wangfang', assignee: 'zhoujie', daysAgo: 5 },
  { companyId: '1002', title: 'B座2603室卫生间漏水', status: 'completed', reporter: 'huangmin', assignee: 'zhoujie', daysAgo: 9 },
  { companyId: '1003', title: '研发楼A会议室投影仪故障', status: 'pending', reporter: 'xuming', daysAgo: 0 },
  { companyId: '1003', title: '综合楼食堂排烟风机异响', status: 'processing', reporter: 'sunli', assignee: 'machao', daysAgo: 2 },
  { companyId: '1003', title: '研发楼B闸机人脸识别失败', status: 'checking', reporter: 'xuming', assignee: 'machao', daysAgo: 7 },
  { companyId: '1003', title: '园区路灯不亮', status: 'closed', reporter: 'sunli', assignee: 'machao', daysAgo: 15 },
];

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;

/** The repair-type tree with each category's SLA (minutes to receive, to complete). */
export const DEMO_REPAIR_TYPES = [
  { name: '水电维修', response: 30, complete: 240, kinds: ['下水道堵塞', '水管漏水', '电路故障', '开关插座损坏'] },
  { name: '公共设施', response: 60, complete: 1440, kinds: ['电梯故障', '门禁故障', '照明损坏', '消防设施'] },
  { name: '房屋修缮', response: 120, complete: 4320, kinds: ['墙面渗漏', '门窗损坏', '屋面防水'] },
  { name: '环境绿化', response: 240, complete: 2880, kinds: ['绿化养护', '垃圾清运', '游乐设施'] },
] as const;

/** Which kind a demo title is about (its first matching keyword), else the category's first kind. */
const KEYWORDS: [RegExp, string][] = [
  [/下水|堵塞|排水/, '下水道堵塞'],
  [/漏水|渗漏/, '水管漏水'],
  [/电梯/, '电梯故障'],
  [/门禁|闸机|刷卡/, '门禁故障'],
  [/灯|照明/, '照明损坏'],
  [/消防/, '消防设施'],
  [/防水|屋顶/, '屋面防水'],
  [/秋千|游乐/, '游乐设施'],
  [/垃圾/, '垃圾清运'],
  [/空调|投影|风机|按钮/, '电路故障'],
];

/** Distribution rules: [companyId, rule name, category, worker]. 1002 has two workers, so orders can change hands. */
const DEMO_RULES: [string, string, string, string][] = [
  ['1001', '水电维修派王强', '水电维修', 'wangqiang'],
  ['1002', '公共设施派周杰', '公共设施', 'zhoujie'],
  ['1002', '水电维修派王强', '水电维修', 'wangqiang'],
  ['1003', '园区设施派马超', '公共设施', 'machao'],
];

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
const GIVEN = ['建国', '秀英', '志强', '丽娟', '海涛', '晓燕', '明辉', '桂兰', '振华', '玉梅', '俊杰', '淑珍', '文博', '雪梅', '国栋'];
const ISSUES: Record<string, string[]> = {
  下水道堵塞: ['厨房下水道堵塞', '卫生间地漏反水', '阳台排水管堵塞'],
  水管漏水: ['卫生间水管漏水', '厨房水龙头滴水', '热水器进水管渗水'],
  电路故障: ['客厅跳闸断电', '入户电表箱异味', '厨房线路短路'],
  开关插座损坏: ['卧室插座松动', '客厅开关失灵'],
  电梯故障: ['电梯运行异响', '电梯按钮失灵', '电梯门关不上'],
  门禁故障: ['单元门禁无法刷卡', '门禁人脸识别失败'],
  照明损坏: ['楼道声控灯不亮', '地下车库照明损坏'],
  消防设施: ['消防栓箱门脱落', '应急指示灯不亮'],
  墙面渗漏: ['外墙渗水发霉', '卧室墙面渗漏'],
  门窗损坏: ['单元门闭门器损坏', '窗户把手断裂'],
  屋面防水: ['顶层屋面漏雨'],
  绿化养护: ['绿化带树木倒伏', '草坪大面积枯黄'],
  垃圾清运: ['垃圾房异味严重', '大件垃圾未清运'],
  游乐设施: ['儿童游乐区秋千松动', '健身器材螺丝脱落'],
};

/** A small deterministic generator, so every seeded database has the same orders. */
function generator(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
}

const STEPS: Record<RepairStatus, readonly string[]> = {
  pending: ['create'],
  dispatched: ['create', 'distribute'],
  processing: ['create', 'distribute', 'receive'],
  visiting: ['create', 'distribute', 'receive', 'complete'],
  checking: ['create', 'distribute', 'receive', 'complete', 'visit'],
  completed: ['create', 'distribute', 'receive', 'complete', 'visit', 'check'],
  closed: ['create', 'close'],
};
const TO: Record<string, RepairStatus> = {
  create: 'pending',
  distribute: 'dispatched',
  receive: 'processing',
  complete: 'visiting',
  visit: 'checking',
  check: 'completed',
  close: 'closed',
};

interface SeedOrder {
  companyId: string;
  title: string;
  kind: string;
  status: RepairStatus;
  reporter: string;
  assignee?: string;
  createdAt: Date;
  address: string;
  reporterName: string;
  reporterPhone: string;
  /** Minutes from creation to receipt and to completion. */
  receiveAfter: number;
  completeAfter: number;
  rating?: number;
  score?: number;
}

/**
 * The repair demo (issue 16): the type tree, one distribution rule per community, the README's open orders of
 * every state (DEMO_REPAIR_ORDERS above, whose counts the tests know) and 180 finished or closed orders over
 * the last four months for the analysis page, each with its whole history.
 */

/** The places the demo orders' titles start with (building, block, a named spot of the community). */
const DEMO_PLACE = /^(\d+栋|[A-Z]座|研发楼[A-Z]?|综合楼|小区东门|儿童游乐区|垃圾分类亭|地库|园区)/;
export async function seedRepairDemo(
  orm: Orm,
  tenantId: number,
  residentialIds: ReadonlyMap<string, number>,
  userIds: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  const kinds = new Map<string, { id: number; response: number; complete: number; category: string }>();
  const categories = new Map<string, number>();
  for (const [index, category] of DEMO_REPAIR_TYPES.entries()) {
    const [parent] = await orm
      .insert(repairTypes)
      .values({
        tenantId,
        typeName: category.name,
        responseMinutes: category.response,
        completeMinutes: category.complete,
        sortNo: (index + 1) * 10,
      })
      .returning({ id: repairTypes.id });
    categories.set(category.name, parent!.id);
    const rows = await orm
      .insert(repairTypes)
      .values(
        category.kinds.map((kind, k) => ({
          tenantId,
          pid: parent!.id,
          typeName: kind,
          responseMinutes: category.response,
          completeMinutes: category.complete,
          sortNo: (k + 1) * 10,
        })),
      )
      .returning({ id: repairTypes.id, typeName: repairTypes.typeName });
    for (const row of rows)
      kinds.set(row.typeName, { id: row.id, response: category.response, complete: category.complete, category: category.name });
  }
  await orm.insert(repairDistributions).values(
    DEMO_RULES.map(([companyId, ruleName, category, worker], index) => ({
      residentialId: residentialIds.get(companyId)!,
      ruleName,
      typeId: categories.get(category)!,
      workerUserId: userIds.get(worker)!,
      sortNo: (index + 1) * 10,
    })),
  );

  const random = generator(20_261_125);
  const person = () => `${SURNAMES[random(SURNAMES.length)]}${GIVEN[random(GIVEN.length)]}`;
  const phone = () => `1${[3, 5, 7, 8, 9][random(5)]}${String(100_000_000 + random(900_000_000)).slice(0, 9)}`;
  const orders: SeedOrder[] = DEMO_REPAIR_ORDERS.map((order) => ({
    ...order,
    kind: KEYWORDS.find(([pattern]) => pattern.test(order.title))?.[1] ?? '电路故障',
    createdAt: new Date(now.getTime() - order.daysAgo * DAY - (1 + random(300)) * MINUTE),
    // The place a title starts with, whole (a cut of the title read "地库排水泵故"); else the common areas.
    address: order.title.match(DEMO_PLACE)?.[0] ?? '公共区域',
    reporterName: person(),
    reporterPhone: phone(),
    receiveAfter: 5 + random(60),
    completeAfter: 60 + random(600),
  }));
  const workers: Record<string, string[]> = { '1001': ['wangqiang'], '1002': ['zhoujie', 'wangqiang'], '1003': ['machao'] };
  const kindNames = [...kinds.keys()];
  for (let i = 0; i < 180; i++) {
    const companyId = ['1001', '1001', '1002', '1003'][random(4)]!;
    const kind = kindNames[random(kindNames.length)]!;
    const building = companyId === '1003' ? `${['研发楼A', '研发楼B', '综合楼'][random(3)]}` : `${1 + random(3)}栋`;
    const room = companyId === '1003' ? `${1 + random(12)}层` : `${1 + random(3)}单元${1 + random(18)}0${1 + random(4)}室`;
    const issues = ISSUES[kind]!;
    const sla = kinds.get(kind)!;
    const closed = random(12) === 0;
    orders.push({
      companyId,
      title: `${building}${room}${issues[random(issues.length)]}`,
      kind,
      status: closed ? 'closed' : 'completed',
      reporter: ['lihua', 'zhangwei', 'wangfang', 'xuming'][random(4)]!,
      assignee: closed ? undefined : workers[companyId]![random(workers[companyId]!.length)],
      createdAt: new Date(now.getTime() - (7 + random(113)) * DAY - random(600) * MINUTE),
      address: `${building}${room}`,
      reporterName: person(),
      reporterPhone: phone(),
      // Mostly within the SLA, some late: overdue share and averages have something to show.
      receiveAfter: 3 + random(Math.round(sla.response * 1.3)),
      completeAfter: 30 + random(Math.round(sla.complete * 1.25)),
      rating: [5, 5, 5, 4, 4, 3, 5, 2][random(8)],
      score: 70 + random(31),
    });
  }
  orders.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  for (const [index, order] of orders.entries()) {
    const sla = kinds.get(order.kind)!;
    const at = (minutes: number) => new Date(Math.min(order.createdAt.getTime() + minutes * MINUTE, now.getTime()));
    const steps = STEPS[order.status];
    const received = steps.includes('receive') ? at(order.receiveAfter) : null;
    const finished = steps.includes('complete') ? at(order.completeAfter) : null;
    const responseDeadline = new Date(order.createdAt.getTime() + sla.response * MINUTE);
    const completeDeadline = new Date(order.createdAt.getTime() + sla.complete * MINUTE);
    const overdue = (received && received > responseDeadline) || (finished && finished > completeDeadline) ? 1 : 0;
    const day = new Date(order.createdAt.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');
    const assigneeId = order.assignee ? userIds.get(order.assignee)! : null;
    const reporterId = userIds.get(order.reporter)!;
    const [row] = await orm
      .insert(repairOrders)
      .values({
        residentialId: residentialIds.get(order.companyId)!,
        orderNo: `BX${day}${String(index + 1).padStart(4, '0')}`,
        typeId: sla.id,
        title: order.title,
        content: `${order.reporterName}来电反映：${order.title}，请尽快安排维修。`,
        address: order.address,
        reporterName: order.reporterName,
        reporterPhone: order.reporterPhone,
        source: ['serviceCentre', 'phone', 'resident'][index % 3]!,
        status: order.status,
        reporterUserId: reporterId,
        assigneeUserId: order.status === 'pending' ? null : assigneeId,
        responseDeadline,
        completeDeadline,
        receivedAt: received,
        finishedAt: finished,
        closedAt: order.status === 'closed' ? at(40) : null,
        rating: steps.includes('visit') ? (order.rating ?? 5) : null,
        checkResult: steps.includes('check') ? ((order.score ?? 90) >= 75 ? 'qualified' : 'unqualified') : null,
        checkScore: steps.includes('check') ? (order.score ?? 90) : null,
        overdue,
        createdAt: order.createdAt,
        updatedAt: order.createdAt,
      })
      .returning({ id: repairOrders.id });
    const times: Record<string, Date> = {
      create: order.createdAt,
      distribute: at(2),
      receive: received ?? at(order.receiveAfter),
      complete: finished ?? at(order.completeAfter),
      visit: at(order.completeAfter + 1440),
      check: at(order.completeAfter + 2880),
      close: at(40),
    };
    await orm.insert(repairOrderEvents).values(
      steps.map((action, s) => ({
        orderId: row!.id,
        action,
        fromStatus: s === 0 ? null : TO[steps[s - 1]!]!,
        toStatus: TO[action]!,
        actorUserId: action === 'receive' || action === 'complete' ? assigneeId : reporterId,
        assigneeUserId: action === 'create' || action === 'close' ? null : assigneeId,
        reason: action === 'close' ? '业主已自行处理，无需上门' : action === 'complete' ? '已上门处理完毕，业主确认' : null,
        rating: action === 'visit' ? (order.rating ?? 5) : null,
        checkResult: action === 'check' ? ((order.score ?? 90) >= 75 ? 'qualified' : 'unqualified') : null,
        score: action === 'check' ? (order.score ?? 90) : null,
        createdAt: times[action]!,
      })),
    );
  }
}
