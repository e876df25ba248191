import { z } from 'zod';
import { calendarDate } from '../../resource/derive.js';
import { MOBILE_PATTERN } from '../../validation.js';
import { REPAIR_SOURCE_OPTIONS } from './repair-order.js';
import { REPAIR_ACTIONS, REPAIR_STATUSES, REPAIR_TRANSITIONS, type RepairAction, type RepairRequirement } from './workflow.js';

const BASE = '/api/property/repairOrder';

/** Repair paths of spec section 7 besides the engine's (query/page, export) and the transitions' (workflow.ts). */
export const RepairPaths = {
  businessToken: `${BASE}/getBusinessToken`,
  create: BASE,
  update: `${BASE}/{id}`,
  detail: `${BASE}/query/{id}`,
  exportOrders: `${BASE}/exportRepairOrder`,
  analysis: `${BASE}/analysis`,
  /** The side menu's counts: MenuCount[] by the repair menus' countKey. */
  count: `${BASE}/getRepairOrderCount`,
  workers: `${BASE}/workers`,
  typeAll: '/api/property/repairType/all',
} as const;

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
