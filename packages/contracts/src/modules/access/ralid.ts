import { z } from 'zod';
import { calendarDateTime } from '../../resource/derive.js';

/**
 * The upstream access-control platform ("ralid", spec section 7): eight data sets pulled in this order (spec
 * section 4). The wire protocol is the simulator's (apps/door-sim/src/platform) and a real vendor adapter's:
 * `POST {platformUrl}/{step}` with `{ pageNo, pageSize }` answers `{ code: 0, msg, data: { total, rows } }`;
 * any other code (or HTTP status) is a failure whose `msg` is shown as the step's error.
 */
export const RALID_STEPS = [
  { name: 'getDepartment', zh: '部门', en: 'Departments' },
  { name: 'getDepartmentAccessLevel', zh: '部门权限组', en: 'Department access levels' },
  { name: 'getAccessLevel', zh: '权限组', en: 'Access levels' },
  { name: 'getDoorInfo', zh: '门信息', en: 'Doors' },
  { name: 'getUsers', zh: '人员', en: 'Users' },
  { name: 'getCard', zh: '卡片', en: 'Cards' },
  { name: 'getCardAccessLevel', zh: '卡片权限组', en: 'Card access levels' },
  { name: 'getCardType', zh: '卡类型', en: 'Card types' },
] as const;

export type RalidStepName = (typeof RALID_STEPS)[number]['name'];
export const RALID_STEP_NAMES = RALID_STEPS.map((s) => s.name) as [RalidStepName, ...RalidStepName[]];

/** Largest page the platform serves (and the sync asks for). */
export const RALID_MAX_PAGE_SIZE = 5000;

export const RalidPageRequestSchema = z.strictObject({
  pageNo: z.number().int().min(1),
  pageSize: z.number().int().min(1).max(RALID_MAX_PAGE_SIZE),
});
export type RalidPageRequest = z.infer<typeof RalidPageRequestSchema>;

const key = z.number().int().positive().max(2_147_483_647);
const text = (max: number) => z.string().max(max);
const dateTime = calendarDateTime();

/** One row of each data set; keys are consistent across sets (a card's userId is a user's userId, …). */
export const RalidRowSchemas = {
  getDepartment: z.object({ deptId: key, parentId: key.nullable(), deptName: text(50) }),
  getDepartmentAccessLevel: z.object({ deptId: key, accessLevelId: key }),
  getAccessLevel: z.object({ accessLevelId: key, levelName: text(50), timePeriod: text(50) }),
  getDoorInfo: z.object({ doorId: key, doorName: text(50), deviceCode: text(50), ip: text(50), accessLevelIds: z.array(key).max(100) }),
  getUsers: z.object({
    userId: key,
    userName: text(50),
    deptId: key.nullable(),
    gender: z.union([z.literal(1), z.literal(2)]),
    phone: text(20),
    idNumber: text(18),
  }),
  getCard: z.object({
    cardNo: z.string().regex(/^\d{10}$/),
    userId: key,
    cardTypeId: key,
    status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    validFrom: dateTime,
    validUntil: dateTime,
  }),
  getCardAccessLevel: z.object({ cardNo: z.string().regex(/^\d{10}$/), accessLevelId: key }),
  getCardType: z.object({ cardTypeId: key, typeName: text(50) }),
} satisfies Record<RalidStepName, z.ZodType>;

export type RalidRow<S extends RalidStepName> = z.infer<(typeof RalidRowSchemas)[S]>;

export const RalidPageResponseSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.object({ total: z.number().int().min(0), rows: z.array(z.unknown()) }).nullish(),
});
export type RalidPageResponse = z.infer<typeof RalidPageResponseSchema>;
