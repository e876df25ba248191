import { z } from 'zod';
import type { ElementDecl } from '../../permissions.js';
import type { FailureStatus } from './options.js';

/** The equipment module's paths beside the engine's. */
export const EquipmentPaths = {
  fillRecord: '/api/property/maintainRecord/fill',
  recordChecklist: '/api/property/maintainRecord/checklist/{id}',
  failureStep: '/api/property/equipmentFailure/{action}',
  overview: '/api/property/equipment/overview',
  documents: '/api/property/equipment/documents/{id}',
} as const;

/** One document of a piece of equipment as its detail page lists it: the stored path downloads it. */
export interface EquipmentDocument {
  path: string;
  name: string;
  size: number;
  uploadedAt: string;
}

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
export interface MaintainChecklist {
  id: number;
  recordNo: string;
  /** The equipment's id: a check item found not OK is reported as a failure of it. */
  equipmentId: number;
  equipmentName: string;
  equipmentCode: string;
  planName: string;
  slot: string;
  dueAt: string;
  status: number;
  overdue: boolean;
  items: string[];
  results: MaintainResult[] | null;
}

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
export interface FailureStepResult {
  id: number;
  status: FailureStatus;
  repairOrderId: number | null;
  repairOrderNo: string | null;
}

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

/** The equipment overview (equipmentState). */
export interface EquipmentOverview {
  byStatus: { status: number; count: number }[];
  /** Maintenance records due in the last twelve months, by month (China time): done on time, late, open overdue. */
  maintenanceByMonth: { month: string; onTime: number; late: number; overdue: number }[];
  /** Failures reported by month with their downtime (minutes, repaired ones). */
  failuresByMonth: { month: string; failures: number; downtimeMinutes: number }[];
  /** Equipment whose warranty ends within 90 days (or ended less than 30 days ago). */
  warrantyEnding: { id: number; code: string; name: string; warrantyUntil: string }[];
  totals: { equipment: number; openOverdue: number; openFailures: number; onTimeRate: number | null };
}
