import { z } from 'zod';
import { endpoint, IdParams } from '../../endpoint-decl.js';
import { Access } from '../../permissions.js';
import { calendarDate, pageQuerySchema, permissionCode } from '../../resource/derive.js';
import { MOBILE_PATTERN } from '../../validation.js';
import { REPAIR_SOURCE_OPTIONS } from './repair-order.js';
import {
  REPAIR_ACTIONS,
  REPAIR_ORDER_ELEMENTS,
  REPAIR_STATUSES,
  REPAIR_TRANSITIONS,
  type RepairAction,
  type RepairRequirement,
} from './workflow.js';
import { repairOrderResource } from './repair-order.js';

/** The header carrying a one-time token (spec section 7: create, update, feedback). */
export const BUSINESS_TOKEN_HEADER = 'businesstoken';
/** Minutes a business token stays usable. */
export const BUSINESS_TOKEN_TTL_MINUTES = 30;

const id = z.number().int().positive().max(2_147_483_647);
/** An uploaded file's stored path (POST /api/fdfs/file/uploadFiles). */
const photoPath = z.string().trim().min(1).max(300);
export const REPAIR_PHOTO_MAX = 9;

export const RepairOrderInputSchema = z.strictObject({
  typeId: id,
  title: z.string().trim().min(1).max(200),
  content: z.string().trim().max(1000).optional(),
  address: z.string().trim().min(1).max(200),
  buildingId: id.nullish(),
  reporterName: z.string().trim().min(1).max(50),
  reporterPhone: z.string().trim().regex(MOBILE_PATTERN),
  source: z.enum(REPAIR_SOURCE_OPTIONS.map((o) => String(o.value)) as [string, ...string[]]),
  photos: z.array(photoPath).max(REPAIR_PHOTO_MAX).optional(),
});
export type RepairOrderInput = z.infer<typeof RepairOrderInputSchema>;

/** The body field each requirement names. */
const REQUIREMENT_FIELDS: Record<Exclude<RepairRequirement, 'businessToken'>, { field: string; schema: z.ZodType }> = {
  reason: { field: 'reason', schema: z.string().trim().min(1).max(500) },
  photo: { field: 'photos', schema: z.array(photoPath).min(1).max(REPAIR_PHOTO_MAX) },
  worker: { field: 'workerId', schema: id },
  rating: { field: 'rating', schema: z.number().int().min(1).max(5) },
  checkResult: { field: 'checkResult', schema: z.enum(['qualified', 'unqualified']) },
  score: { field: 'score', schema: z.number().int().min(0).max(100) },
};

/**
 * The body of a transition, built from what the machine says it requires: `id`, the required fields, and the
 * optional ones every step may carry (a note, photos). Strict: anything else is refused.
 */
export function transitionSchema(action: RepairAction) {
  const requires = REPAIR_TRANSITIONS[action].requires;
  const shape: Record<string, z.ZodType> = {
    id,
    reason: z.string().trim().max(500).optional(),
    photos: z.array(photoPath).max(REPAIR_PHOTO_MAX).optional(),
  };
  for (const requirement of requires) {
    if (requirement === 'businessToken') continue;
    const { field, schema } = REQUIREMENT_FIELDS[requirement];
    shape[field] = schema;
  }
  return z.strictObject(shape);
}
export type RepairTransitionBody = {
  id: number;
  reason?: string;
  photos?: string[];
  workerId?: number;
  rating?: number;
  checkResult?: 'qualified' | 'unqualified';
  score?: number;
};

export const RepairEventSchema = z.object({
  id: z.number(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  actorName: z.string().nullable(),
  assigneeName: z.string().nullable(),
  reason: z.string().nullable(),
  photos: z.array(z.string()),
  rating: z.number().nullable(),
  checkResult: z.string().nullable(),
  score: z.number().nullable(),
  createdAt: z.string(),
});
export type RepairEvent = z.infer<typeof RepairEventSchema>;

export const RepairOrderDetailSchema = z.object({
  order: z.record(z.string(), z.unknown()),
  photos: z.array(z.string()),
  events: z.array(RepairEventSchema),
  /** The actions this caller may take now (the console shows exactly these). */
  actions: z.array(z.enum(REPAIR_ACTIONS)),
});
export type RepairOrderDetail = z.infer<typeof RepairOrderDetailSchema>;

export const RepairAnalysisQuerySchema = z.strictObject({
  from: calendarDate(),
  to: calendarDate(),
});
export type RepairAnalysisQuery = z.infer<typeof RepairAnalysisQuerySchema>;

const bucket = z.object({ key: z.string(), name: z.string(), total: z.number() });
export const RepairAnalysisSchema = z.object({
  total: z.number(),
  byType: z.array(bucket),
  byStatus: z.array(bucket),
  byWorker: z.array(bucket),
  /** Average minutes from creation to receipt, and to completion; null without such orders. */
  avgResponseMinutes: z.number().nullable(),
  avgCompleteMinutes: z.number().nullable(),
  overdue: z.number(),
  /** Average rating (1–5) of the orders followed up, and how many were rated. */
  avgRating: z.number().nullable(),
  rated: z.number(),
});
export type RepairAnalysis = z.infer<typeof RepairAnalysisSchema>;

export const RepairWorkerSchema = z.object({ id: z.number(), name: z.string() });

export { REPAIR_STATUSES };

const BASE = '/api/property/repairOrder';
const tag = 'repairOrder';
const StepAnswer = z.object({ id: z.number(), status: z.string() });
const viewAccess = permissionCode(repairOrderResource, 'view');

/** Repair endpoints of spec section 7 besides the engine's (query/page, export) and the transitions (`repairStepEndpoint`). */
export const RepairEndpoints = {
  businessToken: endpoint({
    id: 'repairOrder.businessToken',
    method: 'GET',
    path: `${BASE}/getBusinessToken`,
    tag,
    summary: 'A one-time BusinessToken for one repair-order write',
    access: Access.AUTHENTICATED,
    answer: z.string(),
  }),
  create: endpoint({
    id: 'repairOrder.create',
    method: 'POST',
    path: BASE,
    tag,
    summary: 'Report a repair (BusinessToken header); a matching distribution rule dispatches it',
    access: REPAIR_ORDER_ELEMENTS.create.code,
    opLog: { resource: 'repairOrder', action: 'create' },
    body: RepairOrderInputSchema,
    answer: z.object({ id: z.number(), orderNo: z.string(), status: z.string() }),
  }),
  update: endpoint({
    id: 'repairOrder.update',
    method: 'PUT',
    path: REPAIR_TRANSITIONS.update.path,
    tag,
    summary: 'Edit an order awaiting dispatch (BusinessToken header)',
    access: REPAIR_TRANSITIONS.update.element.code,
    opLog: { resource: 'repairOrder', action: 'update' },
    params: IdParams,
    body: RepairOrderInputSchema,
    answer: StepAnswer,
  }),
  detail: endpoint({
    id: 'repairOrder.detail',
    method: 'POST',
    path: `${BASE}/query/{id}`,
    tag,
    summary: 'One order with its photos, history and the actions the caller may take',
    access: viewAccess,
    params: IdParams,
    answer: RepairOrderDetailSchema,
  }),
  exportOrders: endpoint({
    id: 'repairOrder.exportOrders',
    method: 'POST',
    path: `${BASE}/exportRepairOrder`,
    tag,
    summary: 'Export the matching orders as an .xlsx (binary)',
    access: permissionCode(repairOrderResource, 'export'),
    opLog: { resource: 'repairOrder', action: 'export' },
    body: pageQuerySchema(repairOrderResource),
    answer: z.void(),
    file: true,
    errors: ['REPAIR_EXPORT_TOO_LARGE'],
  }),
  analysis: endpoint({
    id: 'repairOrder.analysis',
    method: 'POST',
    path: `${BASE}/analysis`,
    tag,
    summary: 'Orders of a period by type, state, worker; response and completion times, overdue, satisfaction',
    access: REPAIR_ORDER_ELEMENTS.analysis.code,
    body: RepairAnalysisQuerySchema,
    answer: RepairAnalysisSchema,
  }),
  /** The side menu's counts: MenuCount[] by the repair menus' countKey. */
  count: endpoint({
    id: 'repairOrder.count',
    method: 'GET',
    path: `${BASE}/getRepairOrderCount`,
    tag,
    summary: 'Side-menu counts of repair orders in the acting scope',
    access: REPAIR_ORDER_ELEMENTS.count.code,
    answer: z.array(z.object({ type: z.string(), total: z.number().int() })),
  }),
  workers: endpoint({
    id: 'repairOrder.workers',
    method: 'GET',
    path: `${BASE}/workers`,
    tag,
    summary: "The acting community's repair workers",
    access: viewAccess,
    answer: z.array(RepairWorkerSchema),
  }),
  typeAll: endpoint({
    id: 'repairType.all',
    method: 'GET',
    path: '/api/property/repairType/all',
    tag: 'repairType',
    summary: "Every repair type of the caller's company (the order form's picker)",
    access: Access.AUTHENTICATED,
    answer: z.array(z.object({ id: z.number(), pid: z.number().nullable(), typeName: z.string() })),
  }),
};

/** A transition of the order's machine (spec section 7): POST with the order id in the body. */
export function repairStepEndpoint(action: Exclude<RepairAction, 'update'>) {
  const transition = REPAIR_TRANSITIONS[action];
  return endpoint({
    id: `repairOrder.${action}`,
    method: 'POST',
    path: transition.path,
    tag,
    summary: `${transition.label.en} (from ${transition.from.join(', ')})`,
    access: transition.element.code,
    opLog: { resource: 'repairOrder', action },
    body: transitionSchema(action) as unknown as z.ZodType<RepairTransitionBody>,
    answer: StepAnswer,
  });
}
