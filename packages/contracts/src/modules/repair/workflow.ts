import type { EnumOption, Label } from '../../resource/types.js';
import type { ElementDecl } from '../../permissions.js';

/**
 * The repair work order's workflow as data (issue 16; docs/decisions/0015-repair-workflow.md). The API enforces
 * it (one service verb per transition), the console reads it to offer only the allowed actions, and the API
 * tests generate one refusal per (state, action) pair it does not allow.
 *
 *   create ─► pending ─distribute─► dispatched ─receive─► processing ─complete─► visiting ─visit─► checking ─check─► completed
 *               ▲  │                  │    ▲ change (another worker)  │  ▲ feedback (a note)
 *               │  └─close─► closed   │    └──────────────────────────┘  │
 *               └────────return───────┴──────────────────────────────────┘
 * A matching distribution rule dispatches a new order at once (pending is then skipped).
 */
export const REPAIR_STATUSES = ['pending', 'dispatched', 'processing', 'visiting', 'checking', 'completed', 'closed'] as const;
export type RepairStatus = (typeof REPAIR_STATUSES)[number];

/** The states an order ends in: any other is open (the reporter's 我的报修 count, a failure waiting to close). */
export const REPAIR_ENDED_STATUSES: readonly RepairStatus[] = ['completed', 'closed'];

export const REPAIR_STATUS_OPTIONS: readonly EnumOption[] = [
  { value: 'pending', zh: '待派单', en: 'Awaiting dispatch', color: 'orange' },
  { value: 'dispatched', zh: '待接单', en: 'Awaiting receipt', color: 'gold' },
  { value: 'processing', zh: '处理中', en: 'In progress', color: 'blue' },
  { value: 'visiting', zh: '待回访', en: 'Awaiting follow-up', color: 'cyan' },
  { value: 'checking', zh: '待抽查', en: 'Awaiting spot check', color: 'purple' },
  { value: 'completed', zh: '已完成', en: 'Completed', color: 'green' },
  { value: 'closed', zh: '已关闭', en: 'Closed', color: 'default' },
];

/** What a transition's request must carry besides the order id. */
export type RepairRequirement = 'reason' | 'photo' | 'worker' | 'rating' | 'checkResult' | 'score' | 'businessToken';

/**
 * Who may take a transition, beyond holding its element: `anyone` (the element is enough), `assignee` (only the
 * order's current worker), `assigneeOrDispatcher` (its worker, or anyone holding the distribute element).
 */
export type RepairActor = 'anyone' | 'assignee' | 'assigneeOrDispatcher';

export const REPAIR_ACTIONS = [
  'update',
  'close',
  'distribute',
  'receive',
  'feedback',
  'change',
  'complete',
  'return',
  'visit',
  'check',
] as const;
export type RepairAction = (typeof REPAIR_ACTIONS)[number];

export interface RepairTransition {
  action: RepairAction;
  label: Label;
  /** The states the action may be taken from. */
  from: readonly RepairStatus[];
  /** The state it leaves the order in ('same': it stays where it is, e.g. a progress note). */
  to: RepairStatus | 'same';
  actor: RepairActor;
  requires: readonly RepairRequirement[];
  element: ElementDecl;
  /** The spec's path (section 7), POST with the order id in the body. */
  path: string;
}

const BASE = '/api/property/repairOrder';

function element(action: string, menu: string, zh: string, en: string): ElementDecl {
  return { code: `property:repairOrder:${action}`, menu: `repairManager:${menu}`, zh, en };
}

/** Elements of the order beside its resource's view and export and its transitions. */
export const REPAIR_ORDER_ELEMENTS = {
  create: element('add', 'myRepair', '新增报修', 'Report a repair'),
  analysis: element('analysis', 'repairAnalysis', '工单统计分析', 'Repair analysis'),
  /** The side menu's order counts (repairContract.menuCounts). */
  count: element('count', 'myRepair', '查看工单数量', 'View order counts'),
} as const;

export const REPAIR_TRANSITIONS: Readonly<Record<RepairAction, RepairTransition>> = {
  update: {
    action: 'update',
    label: { zh: '修改', en: 'Edit' },
    from: ['pending'],
    to: 'same',
    actor: 'anyone',
    requires: ['businessToken'],
    element: element('edit', 'myRepair', '修改报修', 'Edit a repair order'),
    path: `${BASE}/{id}`,
  },
  close: {
    action: 'close',
    label: { zh: '关闭', en: 'Close' },
    from: ['pending', 'dispatched'],
    to: 'closed',
    actor: 'anyone',
    requires: ['reason'],
    element: element('close', 'assignRepair', '关闭工单', 'Close an order'),
    path: `${BASE}/closeOrder`,
  },
  distribute: {
    action: 'distribute',
    label: { zh: '派单', en: 'Dispatch' },
    from: ['pending'],
    to: 'dispatched',
    actor: 'anyone',
    requires: ['worker'],
    element: element('distribute', 'assignRepair', '派单', 'Dispatch an order'),
    path: `${BASE}/distributeOrder`,
  },
  receive: {
    action: 'receive',
    label: { zh: '接单', en: 'Receive' },
    from: ['dispatched'],
    to: 'processing',
    actor: 'assignee',
    requires: [],
    element: element('receive', 'repairProcess', '接单', 'Receive an order'),
    path: `${BASE}/receiptOrder`,
  },
  feedback: {
    action: 'feedback',
    label: { zh: '反馈', en: 'Feedback' },
    from: ['processing'],
    to: 'same',
    actor: 'assignee',
    requires: ['reason', 'businessToken'],
    element: element('feedback', 'repairProcess', '处理反馈', 'Report progress'),
    path: `${BASE}/feedbackOrder`,
  },
  change: {
    action: 'change',
    label: { zh: '转单', en: 'Change worker' },
    from: ['dispatched', 'processing'],
    to: 'dispatched',
    actor: 'assigneeOrDispatcher',
    requires: ['worker', 'reason'],
    element: element('change', 'repairProcess', '转单', 'Hand an order to another worker'),
    path: `${BASE}/changeOrder`,
  },
  complete: {
    action: 'complete',
    label: { zh: '完成', en: 'Complete' },
    from: ['processing'],
    to: 'visiting',
    actor: 'assignee',
    requires: ['photo'],
    element: element('complete', 'repairProcess', '完成工单', 'Complete an order'),
    path: `${BASE}/completeOrder`,
  },
  return: {
    action: 'return',
    label: { zh: '退单', en: 'Return' },
    from: ['dispatched', 'processing'],
    to: 'pending',
    // The dispatcher may take an order back too (its worker is away); either way it goes back to dispatch.
    actor: 'assigneeOrDispatcher',
    requires: ['reason'],
    element: element('return', 'repairProcess', '退单', 'Return an order'),
    path: `${BASE}/returnOrder`,
  },
  visit: {
    action: 'visit',
    label: { zh: '回访', en: 'Follow up' },
    from: ['visiting'],
    to: 'checking',
    actor: 'anyone',
    requires: ['rating'],
    element: element('visit', 'repairRevisit', '回访', 'Follow up an order'),
    path: `${BASE}/visitOrder`,
  },
  check: {
    action: 'check',
    label: { zh: '抽查', en: 'Spot check' },
    from: ['checking'],
    to: 'completed',
    actor: 'anyone',
    requires: ['checkResult', 'score'],
    element: element('check', 'repairCheck', '抽查', 'Spot-check an order'),
    path: `${BASE}/checkOrder`,
  },
};

/** Every element of the repair order: its own and one per transition. */
export const REPAIR_ELEMENT_DECLS: readonly ElementDecl[] = [
  ...Object.values(REPAIR_ORDER_ELEMENTS),
  ...REPAIR_ACTIONS.map((action) => REPAIR_TRANSITIONS[action].element),
];

/** The state an action leaves an order of `status` in. */
export function repairTarget(action: RepairAction, status: RepairStatus): RepairStatus {
  const to = REPAIR_TRANSITIONS[action].to;
  return to === 'same' ? status : to;
}

export function repairActionAllowedFrom(action: RepairAction, status: string): boolean {
  return (REPAIR_TRANSITIONS[action].from as readonly string[]).includes(status);
}

export interface RepairActorFacts {
  /** The caller is the order's current worker. */
  isAssignee: boolean;
  /** Element codes the caller holds. */
  elements: ReadonlySet<string>;
}

/** Whether the actor may take the action on an order in `status` (state, element and actor rule). */
export function repairActionAllowed(action: RepairAction, status: string, facts: RepairActorFacts): boolean {
  const t = REPAIR_TRANSITIONS[action];
  if (!repairActionAllowedFrom(action, status) || !facts.elements.has(t.element.code)) return false;
  if (t.actor === 'assignee') return facts.isAssignee;
  if (t.actor === 'assigneeOrDispatcher') return facts.isAssignee || facts.elements.has(REPAIR_TRANSITIONS.distribute.element.code);
  return true;
}

/** The actions the console offers on an order: those the machine allows this actor now. */
export function allowedRepairActions(status: string, facts: RepairActorFacts): RepairAction[] {
  return REPAIR_ACTIONS.filter((action) => repairActionAllowed(action, status, facts));
}

/** Every (state, action) pair the machine refuses: the API tests walk this list. */
export function refusedRepairPairs(): { status: RepairStatus; action: RepairAction }[] {
  return REPAIR_STATUSES.flatMap((status) =>
    REPAIR_ACTIONS.filter((action) => !repairActionAllowedFrom(action, status)).map((action) => ({ status, action })),
  );
}

/** The side menu's count keys (menus.ts countKey) and the states each counts ('myRepair': see the API). */
export const REPAIR_COUNT_STATES = {
  assignRepair: ['pending'],
  repairProcess: ['dispatched', 'processing'],
  repairRevisit: ['visiting'],
  repairCheck: ['checking'],
} as const satisfies Record<string, readonly RepairStatus[]>;

/** Open states: an order in one of these is still somebody's work (SLA clocks run, "my" counts it). */
export const REPAIR_OPEN_STATES: readonly RepairStatus[] = ['pending', 'dispatched', 'processing'];
