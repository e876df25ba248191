import { z } from 'zod';
import { calendarDate, calendarMonth } from '../../../resource/derive.js';
import { USAGE_PATTERN } from '../money/limits.js';

const id = z.number().int().positive().max(2_147_483_647);
const month = calendarMonth();

/** The fee module's endpoints beside the generic resource routes. */
export const FeePaths = {
  /** The amount a standard gives one object (a house's area, or a usage). */
  standardPreview: '/api/property/chargeStandard/preview',
  runStart: '/api/property/generateTask/start',
  /** What a run of a month would bill, asked before it is started (its confirmation says it). */
  runPreview: '/api/property/generateTask/preview',
  runPause: (runId: number | string) => `/api/property/generateTask/${runId}/pause`,
  runResume: (runId: number | string) => `/api/property/generateTask/${runId}/resume`,
  runTerminate: (runId: number | string) => `/api/property/generateTask/${runId}/terminate`,
  runCommunities: (runId: number | string) => `/api/property/generateTask/${runId}/communities`,
  arrearage: '/api/property/arrearage/query/page',
  chargeOrder: '/api/property/chargeOrder/query/page',
  overdueCompute: '/api/property/overdueRecord/compute',
} as const;

export const FEE_ELEMENTS = {
  runStart: { code: 'property:generateTask:start', menu: 'propertyPayment:charge:generateTask', zh: '生成账单', en: 'Run bills' },
  runControl: {
    code: 'property:generateTask:control',
    menu: 'propertyPayment:charge:generateTask',
    zh: '暂停/继续/终止账单生成',
    en: 'Pause, resume or terminate bill runs',
  },
  arrearage: { code: 'property:arrearage:view', menu: 'propertyPayment:charge:arrearage', zh: '查看欠费', en: 'View arrears' },
  chargeOrder: {
    code: 'property:chargeOrder:view',
    menu: 'propertyPayment:chargeSetting:chargeOrder',
    zh: '查看收费项',
    en: 'View fees per object',
  },
  overdueCompute: {
    code: 'property:overdueRecord:compute',
    menu: 'propertyPayment:overdueDefault:overdueRecord',
    zh: '计算违约金',
    en: 'Compute late fees',
  },
} as const;

export const StandardPreviewRequestSchema = z.strictObject({
  standardId: id,
  /** A house (its built-up or inner area is used) … */
  apartmentId: id.optional(),
  /** … or a usage for the meter formulas: not negative, four places, at most FEE_LIMITS.usage. */
  usage: z
    .string()
    .trim()
    .refine((text) => USAGE_PATTERN.test(text), { message: 'usage' })
    .optional(),
});
export const StandardPreviewSchema = z.object({
  quantity: z.string().nullable(),
  computed: z.string(),
  amount: z.string(),
  /** How it was computed, in the user's language (e.g. 89.35 × 2.2500 + 0.00 = 201.0375 → 201.04). */
  explanation: z.string(),
});
export type StandardPreview = z.infer<typeof StandardPreviewSchema>;

export const RunStartRequestSchema = z.strictObject({
  /** The billing month, `YYYY-MM`. */
  period: month,
});

export const RunPreviewRequestSchema = RunStartRequestSchema;
export const RunPreviewSchema = z.object({
  /** Communities the run would bill (the acting one, or every one of the company from the head office). */
  communities: z.number().int(),
  /** Houses, parking spaces and companies that a charge rule bills in the month (meter formulas are billed by readings). */
  objects: z.number().int(),
  /** Of those, the ones still missing a line of the month: the rest are already billed and stay as they are. */
  pending: z.number().int(),
});
export type RunPreview = z.infer<typeof RunPreviewSchema>;

export const RunResidentialSchema = z.object({
  residentialId: z.number().int(),
  residentialName: z.string(),
  status: z.number().int(),
  lineCount: z.number().int(),
  existingCount: z.number().int(),
  errorCount: z.number().int(),
  errors: z.array(z.string()),
});
export type RunResidential = z.infer<typeof RunResidentialSchema>;

export const ArrearageRequestSchema = z.strictObject({
  page: z.number().int().min(1).default(1),
  limit: z.number().int().min(1).max(1000).default(20),
  objectType: z.number().int().min(1).max(3).optional(),
  feeType: z.string().max(20).optional(),
  periodFrom: month.optional(),
  periodTo: month.optional(),
  minMonths: z.number().int().min(1).max(1200).optional(),
});
export const ArrearageRowSchema = z.object({
  objectType: z.number().int(),
  objectId: z.number().int(),
  objectName: z.string(),
  residentialId: z.number().int(),
  feeTypes: z.array(z.string()),
  lineCount: z.number().int(),
  monthsOwed: z.number().int(),
  firstPeriod: z.string(),
  lastPeriod: z.string(),
  receivable: z.string(),
  outstanding: z.string(),
});
export type ArrearageRow = z.infer<typeof ArrearageRowSchema>;

export const ChargeOrderRequestSchema = z.strictObject({
  page: z.number().int().min(1).default(1),
  limit: z.number().int().min(1).max(1000).default(20),
  objectType: z.number().int().min(1).max(3).optional(),
  objectId: id.optional(),
});
export const ChargeOrderRowSchema = z.object({
  objectType: z.number().int(),
  objectId: z.number().int(),
  objectName: z.string(),
  standardId: z.number().int(),
  standardName: z.string(),
  feeType: z.string(),
  ruleId: z.number().int(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  lastPeriod: z.string().nullable(),
});
export type ChargeOrderRow = z.infer<typeof ChargeOrderRowSchema>;

export const OverdueComputeRequestSchema = z.strictObject({
  /** Late fees accrue up to and including this day (`YYYY-MM-DD`); default today. */
  asOf: calendarDate().optional(),
});
/** What a computation made: records, late-fee lines, and those lines' total (yuan text). */
export const OverdueComputeSchema = z.object({ records: z.number().int(), lines: z.number().int(), total: z.string() });
export type OverdueCompute = z.infer<typeof OverdueComputeSchema>;
