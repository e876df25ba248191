import { z } from 'zod';
import { endpoint } from '../../../endpoint-decl.js';
import { calendarDate, calendarMonth, permissionCode, rowSchema } from '../../../resource/derive.js';
import { USAGE_PATTERN } from '../money/limits.js';
import { billRunResource } from './bill.js';
import { chargeStandardResource } from './standard.js';

const id = z.number().int().positive().max(2_147_483_647);
const month = calendarMonth();

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

const RUN_BASE = '/api/property/generateTask';
const runTag = billRunResource.name;
/** A bill run's path parameter. */
const RunIdParams = z.object({ runId: z.coerce.number().int().positive().max(2_147_483_647) });
const RunRowSchema = rowSchema(billRunResource);

/** Pause, resume or terminate a bill run: POST …/generateTask/{runId}/<action>, answering the run's row. */
function runControlEndpoint(action: 'pause' | 'resume' | 'terminate') {
  return endpoint({
    id: `${runTag}.${action}`,
    method: 'POST',
    path: `${RUN_BASE}/{runId}/${action}`,
    tag: runTag,
    summary: `${action} a bill run`,
    access: FEE_ELEMENTS.runControl.code,
    opLog: { resource: 'generateTask', action },
    params: RunIdParams,
    answer: RunRowSchema,
  });
}

/** The billing capability's endpoints beside the generic resource routes: a standard's preview and the bill runs. */
export const FeeBillingEndpoints = {
  /** The amount a standard gives one object (a house's area, or a usage). */
  standardPreview: endpoint({
    id: 'chargeStandard.preview',
    method: 'POST',
    path: '/api/property/chargeStandard/preview',
    tag: chargeStandardResource.name,
    summary: 'The amount a charge standard gives a house (by area) or a usage, rounded as its bill line would be',
    access: permissionCode(chargeStandardResource, 'view'),
    body: StandardPreviewRequestSchema,
    answer: StandardPreviewSchema,
  }),
  runStart: endpoint({
    id: `${runTag}.start`,
    method: 'POST',
    path: `${RUN_BASE}/start`,
    tag: runTag,
    summary: "Starts the month's bill run (every community of the company from the head office, else the acting one)",
    access: FEE_ELEMENTS.runStart.code,
    opLog: { resource: 'generateTask', action: 'start' },
    body: RunStartRequestSchema,
    answer: RunRowSchema,
  }),
  /** What a run of a month would bill, asked before it is started (its confirmation says it). */
  runPreview: endpoint({
    id: `${runTag}.preview`,
    method: 'GET',
    path: `${RUN_BASE}/preview`,
    tag: runTag,
    summary: 'What a run of the month would bill: its communities, the houses, spaces and companies due, those not yet billed',
    access: FEE_ELEMENTS.runStart.code,
    query: RunPreviewRequestSchema,
    answer: RunPreviewSchema,
  }),
  runPause: runControlEndpoint('pause'),
  runResume: runControlEndpoint('resume'),
  runTerminate: runControlEndpoint('terminate'),
  runCommunities: endpoint({
    id: `${runTag}.communities`,
    method: 'GET',
    path: `${RUN_BASE}/{runId}/communities`,
    tag: runTag,
    summary: "A bill run's communities with their counts and errors",
    access: permissionCode(billRunResource, 'view'),
    params: RunIdParams,
    answer: z.array(RunResidentialSchema),
  }),
};
