import { z } from 'zod';
import { endpoint, IdParams } from '../../endpoint-decl.js';
import type { ElementDecl } from '../../permissions.js';
import { permissionCode } from '../../resource/derive.js';
import { equipmentResource } from './equipment.js';
import { maintainRecordResource } from './maintain-record.js';
import { FAILURE_STATUS_OPTIONS, type FailureStatus } from './options.js';

const id = z.number().int().positive().max(2_147_483_647);
const photoPath = z.string().trim().min(1).max(300);

/** One checklist result of a maintenance record. */
export const MaintainResultSchema = z.strictObject({
  item: z.string().trim().min(1).max(200),
  ok: z.boolean(),
  note: z.string().trim().max(200).optional(),
});
export type MaintainResult = z.infer<typeof MaintainResultSchema>;

/** Filling in a maintenance record on site: a result for every item of its plan's checklist, photos, a remark. */
export const MaintainFillSchema = z.strictObject({
  id,
  results: z.array(MaintainResultSchema).min(1).max(100),
  photos: z.array(photoPath).max(9).optional(),
  remark: z.string().trim().max(500).optional(),
});
export type MaintainFill = z.infer<typeof MaintainFillSchema>;

/** A record's checklist, for the fill-in form. */
export const MaintainChecklistSchema = z.object({
  id: z.number().int(),
  recordNo: z.string(),
  /** The equipment's id: a check item found not OK is reported as a failure of it. */
  equipmentId: z.number().int(),
  equipmentName: z.string(),
  equipmentCode: z.string(),
  planName: z.string(),
  slot: z.string(),
  dueAt: z.string(),
  status: z.number().int(),
  overdue: z.boolean(),
  items: z.array(z.string()),
  results: z.array(MaintainResultSchema).nullable(),
});
export type MaintainChecklist = z.infer<typeof MaintainChecklistSchema>;

export const FAILURE_ACTIONS = ['confirm', 'startRepair', 'repaired', 'close'] as const;
export type FailureAction = (typeof FAILURE_ACTIONS)[number];

/** Each step of a failure: the states it may start from, the state it leaves, its element. */
export const FAILURE_STEPS: Readonly<Record<FailureAction, { from: readonly FailureStatus[]; to: FailureStatus; element: ElementDecl }>> = {
  confirm: {
    from: ['reported'],
    to: 'confirmed',
    element: {
      code: 'property:equipmentFailure:confirm',
      menu: 'equipmentManager:equipmentFailure',
      zh: '确认故障',
      en: 'Confirm failure',
    },
  },
  startRepair: {
    from: ['reported', 'confirmed'],
    to: 'repairing',
    element: { code: 'property:equipmentFailure:repair', menu: 'equipmentManager:equipmentFailure', zh: '开始维修', en: 'Start repair' },
  },
  repaired: {
    from: ['repairing'],
    to: 'repaired',
    element: { code: 'property:equipmentFailure:repaired', menu: 'equipmentManager:equipmentFailure', zh: '确认修复', en: 'Mark repaired' },
  },
  close: {
    from: ['repaired'],
    to: 'closed',
    element: { code: 'property:equipmentFailure:close', menu: 'equipmentManager:equipmentFailure', zh: '关闭故障', en: 'Close failure' },
  },
};

/**
 * A step's body: `createRepairOrder` (startRepair only) also files a repair work order for it under
 * `repairTypeId`, the type the user chose (decision 0049).
 */
export const FailureStepSchema = z.strictObject({
  id,
  createRepairOrder: z.boolean().optional(),
  repairTypeId: id.optional(),
  remark: z.string().trim().max(500).optional(),
});
export type FailureStep = z.infer<typeof FailureStepSchema>;

/** What a failure step answers: the failure's new state and its repair work order, if any. */
export const FailureStepResultSchema = z.object({
  id: z.number().int(),
  status: z.enum(FAILURE_STATUS_OPTIONS.map((option) => option.value) as [FailureStatus, ...FailureStatus[]]),
  repairOrderId: z.number().int().nullable(),
  repairOrderNo: z.string().nullable(),
});
export type FailureStepResult = z.infer<typeof FailureStepResultSchema>;

export const EQUIPMENT_ELEMENTS = {
  fillRecord: {
    code: 'property:maintainRecord:fill',
    menu: 'equipmentManager:maintainRecord',
    zh: '填写保养记录',
    en: 'Fill in maintenance record',
  },
  overview: {
    code: 'property:equipment:overview',
    menu: 'equipmentManager:equipmentState',
    zh: '查看设备状态',
    en: 'View equipment state',
  },
} as const satisfies Record<string, ElementDecl>;

export const EQUIPMENT_ELEMENT_DECLS: readonly ElementDecl[] = [
  ...Object.values(EQUIPMENT_ELEMENTS),
  ...Object.values(FAILURE_STEPS).map((step) => step.element),
];

const count = z.number().int();

/** The equipment overview (equipmentState). */
export const EquipmentOverviewSchema = z.object({
  byStatus: z.array(z.object({ status: z.number().int(), count })),
  /** Maintenance records due in the last twelve months, by month (China time): done on time, late, open overdue. */
  maintenanceByMonth: z.array(z.object({ month: z.string(), onTime: count, late: count, overdue: count })),
  /** Failures reported by month with their downtime (minutes, repaired ones). */
  failuresByMonth: z.array(z.object({ month: z.string(), failures: count, downtimeMinutes: count })),
  /** Equipment whose warranty ends within 90 days (or ended less than 30 days ago). */
  warrantyEnding: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string(), warrantyUntil: z.string() })),
  totals: z.object({ equipment: count, openOverdue: count, openFailures: count, onTimeRate: z.number().nullable() }),
});
export type EquipmentOverview = z.infer<typeof EquipmentOverviewSchema>;

/** One document of a piece of equipment as its detail page lists it: the stored path downloads it. */
export const EquipmentDocumentSchema = z.object({ path: z.string(), name: z.string(), size: z.number().int(), uploadedAt: z.string() });
export type EquipmentDocument = z.infer<typeof EquipmentDocumentSchema>;

const tag = 'equipment';

/** The equipment module's endpoints beside the engine's. */
export const EquipmentEndpoints = {
  recordChecklist: endpoint({
    id: 'maintainRecord.checklist',
    method: 'GET',
    path: '/api/property/maintainRecord/checklist/{id}',
    tag: 'maintainRecord',
    summary: "A maintenance record with its plan's checklist",
    access: permissionCode(maintainRecordResource, 'view'),
    params: IdParams,
    answer: MaintainChecklistSchema,
  }),
  fillRecord: endpoint({
    id: 'maintainRecord.fill',
    method: 'POST',
    path: '/api/property/maintainRecord/fill',
    tag: 'maintainRecord',
    summary: 'Fill in a maintenance record: a result per checklist item, photos',
    access: EQUIPMENT_ELEMENTS.fillRecord.code,
    body: MaintainFillSchema,
    answer: z.object({ id: z.number().int(), status: z.number().int(), late: z.boolean() }),
    errors: ['MAINTAIN_ITEMS_MISSING', 'MAINTAIN_ITEM_NOT_IN_PLAN', 'MAINTAIN_RECORD_DONE', 'MAINTAIN_RECORD_TOO_EARLY'],
  }),
  overview: endpoint({
    id: 'equipment.overview',
    method: 'GET',
    path: '/api/property/equipment/overview',
    tag,
    summary: 'The equipment overview (equipmentState)',
    access: EQUIPMENT_ELEMENTS.overview.code,
    answer: EquipmentOverviewSchema,
  }),
  documents: endpoint({
    id: 'equipment.documents',
    method: 'GET',
    path: '/api/property/equipment/documents/{id}',
    tag,
    summary: 'The documents of a piece of equipment: name, size, upload time, stored path',
    access: permissionCode(equipmentResource, 'view'),
    params: IdParams,
    answer: z.array(EquipmentDocumentSchema),
  }),
};

/** A step of a failure (FAILURE_STEPS): POST with the failure's id in the body. */
export function failureStepEndpoint(action: FailureAction) {
  return endpoint({
    id: `equipmentFailure.${action}`,
    method: 'POST',
    path: `/api/property/equipmentFailure/${action}`,
    tag: 'equipmentFailure',
    summary: `Failure step: ${action}`,
    access: FAILURE_STEPS[action].element.code,
    body: FailureStepSchema,
    answer: FailureStepResultSchema,
    errors: [
      'FAILURE_ACTION_NOT_ALLOWED',
      'FAILURE_ORDER_ON_START_ONLY',
      'FAILURE_REPAIR_ORDER_OPEN',
      'FAILURE_REPAIR_TYPE_REQUIRED',
      'FAILURE_REPAIR_TYPE_WITHOUT_ORDER',
    ],
  });
}
