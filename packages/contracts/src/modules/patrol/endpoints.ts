import { z } from 'zod';
import { endpoint, IdParams } from '../../endpoint-decl.js';
import type { ElementDecl } from '../../permissions.js';
import { permissionCode } from '../../resource/derive.js';
import { PATROL_RESULT_OPTIONS } from './options.js';
import { patrolPlanResource } from './resources.js';
import { patrolTaskResource } from './work.js';

const element = (code: string, menu: string, zh: string, en: string): ElementDecl => ({
  code: `property:${code}`,
  menu: `patrolManager:${menu}`,
  zh,
  en,
});

/** The patrol actions that are not a resource's generic ones. */
export const PATROL_ELEMENTS = {
  checkIn: element('patrolTask:checkIn', 'patrolTask', '巡更签到', 'Check in at a point'),
  raiseProblem: element('patrolProblem:add', 'patrolTask', '上报巡更问题', 'Report a patrol problem'),
  closeProblem: element('patrolProblem:close', 'patrolProblem', '关闭巡更问题', 'Close a patrol problem'),
  problemToRepair: element('patrolProblem:toRepair', 'patrolProblem', '巡更问题转报修', 'Turn a problem into a repair order'),
  state: element('patrolState:view', 'patrolState', '查看巡更概况', 'View the patrol overview'),
} as const satisfies Record<string, ElementDecl>;

const id = z.number().int().positive().max(2_147_483_647);

/** A check-in: the QR text scanned (or typed) at a point, within the task's window. */
export const PatrolCheckInSchema = z.strictObject({
  taskId: id,
  code: z.string().trim().min(1).max(200),
  result: z.enum(PATROL_RESULT_OPTIONS.map((o) => o.value) as ['normal', 'abnormal']).default('normal'),
  remark: z.string().trim().max(200).optional(),
});
export type PatrolCheckIn = z.input<typeof PatrolCheckInSchema>;

/** At most this many photos with a problem. */
export const PATROL_PROBLEM_PHOTO_MAX = 6;

export const PatrolProblemInputSchema = z.strictObject({
  taskId: id,
  pointId: id,
  title: z.string().trim().min(1).max(100),
  description: z.string().trim().max(500).optional(),
  /** Stored paths of pictures uploaded first (POST /api/fdfs/file/uploadFiles); the server checks each is an image. */
  photos: z.array(z.string().trim().min(1).max(300)).max(PATROL_PROBLEM_PHOTO_MAX).optional(),
});
export type PatrolProblemInput = z.infer<typeof PatrolProblemInputSchema>;

export const PatrolProblemCloseSchema = z.strictObject({ id, closeNote: z.string().trim().min(1).max(200) });
export type PatrolProblemClose = z.infer<typeof PatrolProblemCloseSchema>;

/** Turning a problem into a repair order: the repair type it is filed under. */
export const PatrolProblemToRepairSchema = z.strictObject({ id, typeId: id });
export type PatrolProblemToRepair = z.infer<typeof PatrolProblemToRepairSchema>;

/** One point of a task as the check-in screen shows it (the QR text is not shown: it is scanned on site). */
export const PatrolTaskPointSchema = z.object({
  recordId: z.number(),
  pointId: z.number(),
  pointName: z.string(),
  location: z.string(),
  checkItems: z.array(z.string()),
  seq: z.number(),
  status: z.string(),
  result: z.string().nullable(),
  checkedAt: z.string().nullable(),
  checkedByName: z.string().nullable(),
});

export const PatrolTaskDetailSchema = z.object({
  id: z.number(),
  taskName: z.string(),
  planId: z.number(),
  routeName: z.string(),
  residentialName: z.string(),
  orderMode: z.string(),
  startsAt: z.string(),
  dueAt: z.string(),
  status: z.string(),
  finishedAt: z.string().nullable(),
  staff: z.array(z.object({ id: z.number(), name: z.string() })),
  points: z.array(PatrolTaskPointSchema),
  problems: z.array(
    z.object({
      id: z.number(),
      pointId: z.number(),
      title: z.string(),
      status: z.string(),
      repairOrderNo: z.string().nullable(),
      photos: z.array(z.string()),
    }),
  ),
});
export type PatrolTaskDetail = z.infer<typeof PatrolTaskDetailSchema>;

/** One of the patroller's tasks of today, as the phone lists them. */
export const PatrolMyTaskSchema = z.object({
  id: z.number(),
  taskName: z.string(),
  routeName: z.string(),
  startsAt: z.string(),
  dueAt: z.string(),
  status: z.string(),
  pointCount: z.number(),
  checkedCount: z.number(),
});
export type PatrolMyTask = z.infer<typeof PatrolMyTaskSchema>;

export const PatrolCheckInResultSchema = z.object({ recordId: z.number(), pointName: z.string(), taskStatus: z.string() });

/** The overview's period: China-time days, at most a year and a month. */
export const PatrolStateQuerySchema = z.strictObject({
  from: z.iso.date(),
  to: z.iso.date(),
});
export type PatrolStateQuery = z.infer<typeof PatrolStateQuerySchema>;

export const PatrolStateSchema = z.object({
  /** Points due in the period's closed tasks, checked in, missed. */
  totals: z.object({ tasks: z.number(), points: z.number(), checked: z.number(), missed: z.number(), openProblems: z.number() }),
  /** By month (YYYY-MM): coverage = checked / points. */
  byMonth: z.array(z.object({ month: z.string(), points: z.number(), checked: z.number(), missed: z.number() })),
  /** The points missed most often. */
  missedPoints: z.array(z.object({ pointName: z.string(), missed: z.number() })),
  /** Problems by area and status. */
  problemsByArea: z.array(z.object({ areaName: z.string(), open: z.number(), repair: z.number(), closed: z.number() })),
});
export type PatrolState = z.infer<typeof PatrolStateSchema>;

const ProblemStepSchema = z.object({
  id: z.number(),
  status: z.string(),
  repairOrderId: z.number().optional(),
  repairOrderNo: z.string().optional(),
});
const taskView = permissionCode(patrolTaskResource, 'view');

/** The patrol endpoints beside the engine's generic ones: a task's detail, the check-in, a problem's steps, the overview. */
export const PatrolEndpoints = {
  taskDetail: endpoint({
    id: 'patrolTask.detail',
    method: 'GET',
    path: '/api/property/patrolTask/detail/{id}',
    tag: 'patrolTask',
    summary: 'A task with its points in order, its people and problems',
    access: taskView,
    params: IdParams,
    answer: PatrolTaskDetailSchema,
  }),
  /** The signed-in patroller's tasks of today (China day), the phone's task list. */
  myTasks: endpoint({
    id: 'patrolTask.mine',
    method: 'GET',
    path: '/api/property/patrolTask/mine',
    tag: 'patrolTask',
    summary: "The signed-in patroller's tasks of today (China day), earliest first",
    access: taskView,
    answer: z.array(PatrolMyTaskSchema),
  }),
  checkIn: endpoint({
    id: 'patrolTask.checkIn',
    method: 'POST',
    path: '/api/property/patrolTask/checkIn',
    tag: 'patrolTask',
    summary: "Check in at a point by its QR text, within the task's window",
    access: PATROL_ELEMENTS.checkIn.code,
    opLog: { resource: 'patrolTask', action: 'checkIn' },
    body: PatrolCheckInSchema,
    answer: PatrolCheckInResultSchema,
    errors: [
      'PATROL_NOT_ASSIGNEE',
      'PATROL_OUTSIDE_WINDOW',
      'PATROL_POINT_NOT_ON_ROUTE',
      'PATROL_POINT_ALREADY_CHECKED',
      'PATROL_POINT_OUT_OF_ORDER',
    ],
  }),
  raiseProblem: endpoint({
    id: 'patrolProblem.create',
    method: 'POST',
    path: '/api/property/patrolProblem',
    tag: 'patrolProblem',
    summary: 'Report a problem at a point checked in',
    access: PATROL_ELEMENTS.raiseProblem.code,
    opLog: { resource: 'patrolProblem', action: 'create' },
    body: PatrolProblemInputSchema,
    answer: z.object({ id: z.number() }),
    errors: ['PATROL_PHOTO_NOT_IMAGE'],
  }),
  closeProblem: endpoint({
    id: 'patrolProblem.close',
    method: 'POST',
    path: '/api/property/patrolProblem/close',
    tag: 'patrolProblem',
    summary: 'Close a problem with its resolution',
    access: PATROL_ELEMENTS.closeProblem.code,
    opLog: { resource: 'patrolProblem', action: 'close' },
    body: PatrolProblemCloseSchema,
    answer: ProblemStepSchema,
    errors: ['PATROL_PROBLEM_STATE'],
  }),
  problemToRepair: endpoint({
    id: 'patrolProblem.toRepair',
    method: 'POST',
    path: '/api/property/patrolProblem/toRepair',
    tag: 'patrolProblem',
    summary: 'Turn an open problem into a repair work order',
    access: PATROL_ELEMENTS.problemToRepair.code,
    opLog: { resource: 'patrolProblem', action: 'toRepair' },
    body: PatrolProblemToRepairSchema,
    answer: ProblemStepSchema,
    errors: ['PATROL_PROBLEM_STATE'],
  }),
  /** The people a plan of the acting community may name (the plan form's picker). */
  staff: endpoint({
    id: 'patrolPlan.staff',
    method: 'GET',
    path: '/api/property/patrolPlan/staff',
    tag: 'patrolPlan',
    summary: "The people a plan of the acting community (or, for the head office, the named one) may name (the plan form's picker)",
    access: permissionCode(patrolPlanResource, 'view'),
    query: z.object({ residentialId: z.coerce.number().int().positive().optional() }),
    answer: z.array(z.object({ id: z.number(), name: z.string() })),
  }),
  state: endpoint({
    id: 'patrolState.overview',
    method: 'GET',
    path: '/api/property/patrolState',
    tag: 'patrolState',
    summary: 'The patrol overview of a period',
    access: PATROL_ELEMENTS.state.code,
    query: PatrolStateQuerySchema,
    answer: PatrolStateSchema,
  }),
};
