import { z } from 'zod';
import { endpoint, IdParams } from '../../endpoint-decl.js';
import { Access } from '../../permissions.js';
import { permissionCode } from '../../resource/derive.js';
import { QUARTZ_JOB_ELEMENTS, quartzJobResource } from './quartz-job.js';
import { roleResource } from './role.js';
import { USER_ELEMENTS } from './user.js';

export const SYSTEM_ELEMENTS = {
  roleGrant: { code: 'sys:role:grant', menu: 'systemManager:roleMng', zh: '分配权限', en: 'Edit grants' },
  menuBatchGrant: { code: 'sys:menuBatch:grant', menu: 'systemManager:menuBatchMng', zh: '批量授权', en: 'Grant in batch' },
} as const;

export const DictComboRequestSchema = z.strictObject({ dictCode: z.string().trim().min(1).max(50) });
export type DictComboRequest = z.infer<typeof DictComboRequestSchema>;

/** One choice of a select: spec "label and value". */
export const ComboOptionSchema = z.object({ label: z.string(), value: z.string() });
export type ComboOption = z.infer<typeof ComboOptionSchema>;

/** Spec "Tree node: label, value, children". */
export interface TreeNode {
  label: string;
  value: string;
  children?: TreeNode[];
}
export const TreeNodeSchema: z.ZodType<TreeNode> = z.object({
  label: z.string(),
  value: z.string(),
  get children() {
    return z.array(TreeNodeSchema).optional();
  },
});
// A recursive schema is written as a component of the API document only with an id (decision 0051).
z.globalRegistry.add(TreeNodeSchema, { id: 'TreeNode' });

export const I18nQuerySchema = z.strictObject({ lang: z.enum(['zh_cn', 'en']) });

/** A role's grants as one tree: every menu entry with its elements, each marked granted or not. */
export interface GrantNode {
  id: number;
  code: string;
  name: string;
  nameEn: string;
  type: string;
  granted: boolean;
  elements: { id: number; code: string; name: string; nameEn: string; granted: boolean }[];
  children: GrantNode[];
}
export const GrantNodeSchema: z.ZodType<GrantNode> = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  type: z.string(),
  granted: z.boolean(),
  elements: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string(), nameEn: z.string(), granted: z.boolean() })),
  get children() {
    return z.array(GrantNodeSchema);
  },
});
z.globalRegistry.add(GrantNodeSchema, { id: 'RoleGrantNode' });

const ids = z.array(z.number().int().positive().max(2_147_483_647)).max(5000);

/** Replaces a role's grants: the menu entries and elements given, nothing else. */
export const RoleGrantsSchema = z.strictObject({ menuIds: ids, elementIds: ids });
export type RoleGrants = z.infer<typeof RoleGrantsSchema>;

/** Grants (or revokes) the menus for every role given. */
export const MenuBatchSchema = z.strictObject({
  roleIds: ids.min(1),
  menuIds: ids.min(1),
  grant: z.boolean(),
});
export type MenuBatch = z.infer<typeof MenuBatchSchema>;

export const ResetPasswordSchema = z.strictObject({ id: z.number().int().positive().max(2_147_483_647), password: z.string().max(64) });
export const FreezeSchema = z.strictObject({
  id: z.number().int().positive().max(2_147_483_647),
  frozen: z.union([z.literal(0), z.literal(1)]),
});

/** A job handler the job form may pick, with the read-only class/method/bean names it is recorded under. */
export const JobHandlerSchema = z.object({
  name: z.string(),
  label: z.string(),
  description: z.string(),
  className: z.string(),
  methodName: z.string(),
  beanName: z.string(),
  params: z.record(z.string(), z.unknown()).describe('JSON Schema of the parameter object'),
});
export type JobHandlerInfo = z.infer<typeof JobHandlerSchema>;

export const JobRunOutcomeSchema = z.object({
  taskId: z.string().describe('The task the run was recorded as (its progress was pushed on the task channel)'),
  ok: z.boolean(),
  startedAt: z.string(),
  durationMs: z.number().int(),
  result: z.string().nullable(),
  error: z.string().nullable(),
});

const QUARTZ_JOB_BASE = '/api/admin/quartzJob';
const GRANTS_PATH = '/api/admin/role/{id}/grants';
/** Lists a user-level screen reads before (or without) choosing a community: kiosk accounts too. */
const userLevel = { access: Access.AUTHENTICATED, kiosk: true, community: 'optional' } as const;

/** The scheduler's pause and resume: the same call, its own element and op-log verb each. */
function jobStatusEndpoint<A extends 'pause' | 'resume'>(action: A) {
  return endpoint({
    id: `scheduler.${action}`,
    method: 'POST',
    path: `${QUARTZ_JOB_BASE}/{id}/${action}`,
    tag: 'scheduler',
    summary: action === 'pause' ? 'Pause a job' : 'Resume a paused job',
    access: QUARTZ_JOB_ELEMENTS[action].code,
    params: IdParams,
    answer: z.null(),
    opLog: { resource: 'quartzJob', action },
  });
}

/** The system-management endpoints beside the generic resource routes. */
export const SystemEndpoints = {
  dictCombo: endpoint({
    id: 'dictionaries.combo',
    method: 'POST',
    path: '/api/admin/public/dict/combo',
    tag: 'dictionaries',
    summary: 'Options of a dictionary: [{label, value}] in the request language',
    ...userLevel,
    body: DictComboRequestSchema,
    answer: z.array(ComboOptionSchema),
  }),
  regionCombo: endpoint({
    id: 'dictionaries.regionCombo',
    method: 'GET',
    path: '/api/admin/public/region/combo',
    tag: 'dictionaries',
    summary: 'Province → city tree in the request language',
    ...userLevel,
    answer: z.array(TreeNodeSchema),
  }),
  i18nOverrides: endpoint({
    id: 'i18n.overrides',
    method: 'GET',
    path: '/api/admin/public/i18n',
    tag: 'i18n',
    summary: 'Text overrides the console merges over its own',
    // Public: the login page uses them too.
    access: Access.PUBLIC,
    query: I18nQuerySchema,
    answer: z.record(z.string(), z.string()),
  }),
  roleGrants: endpoint({
    id: 'role.grants',
    method: 'GET',
    path: GRANTS_PATH,
    tag: 'role',
    summary: "The menu tree with the role's menu and element grants",
    access: permissionCode(roleResource, 'view'),
    params: IdParams,
    answer: z.array(GrantNodeSchema),
  }),
  saveRoleGrants: endpoint({
    id: 'role.saveGrants',
    method: 'PUT',
    path: GRANTS_PATH,
    tag: 'role',
    summary: "Replace the role's menu and element grants",
    access: SYSTEM_ELEMENTS.roleGrant.code,
    params: IdParams,
    body: RoleGrantsSchema,
    answer: z.null(),
    opLog: { resource: 'role', action: 'grant' },
  }),
  menuBatch: endpoint({
    id: 'role.menuBatch',
    method: 'POST',
    path: '/api/admin/role/menuBatch',
    tag: 'role',
    summary: 'Grant or revoke menus for many roles at once',
    access: SYSTEM_ELEMENTS.menuBatchGrant.code,
    body: MenuBatchSchema,
    answer: z.null(),
    opLog: { resource: 'role', action: 'menuBatch' },
  }),
  resetPassword: endpoint({
    id: 'user.resetPassword',
    method: 'POST',
    path: '/api/admin/user/resetUserPassword',
    tag: 'user',
    summary: "Set another user's password; ends that user's sessions (7101)",
    access: USER_ELEMENTS.resetPassword.code,
    body: ResetPasswordSchema,
    answer: z.null(),
    opLog: { resource: 'user', action: 'resetPassword' },
  }),
  freeze: endpoint({
    id: 'user.freeze',
    method: 'POST',
    path: '/api/admin/user/freeze',
    tag: 'user',
    summary: 'Freeze (1) or unfreeze (0) an account; freezing ends its sessions (7102)',
    access: USER_ELEMENTS.freeze.code,
    body: FreezeSchema,
    answer: z.null(),
    opLog: { resource: 'user', action: 'freeze' },
  }),
  jobHandlers: endpoint({
    id: 'scheduler.handlers',
    method: 'GET',
    path: `${QUARTZ_JOB_BASE}/handlers`,
    tag: 'scheduler',
    summary: 'The job handlers a job may use',
    // What the job screen shows: only for those who may view jobs (issue 13).
    access: permissionCode(quartzJobResource, 'view'),
    answer: z.array(JobHandlerSchema),
  }),
  runJob: endpoint({
    id: 'scheduler.run',
    method: 'POST',
    path: `${QUARTZ_JOB_BASE}/{id}/run`,
    tag: 'scheduler',
    summary: 'Run a job now (logged like a scheduled run; its progress pushed as a task of the caller)',
    access: QUARTZ_JOB_ELEMENTS.run.code,
    params: IdParams,
    answer: JobRunOutcomeSchema,
    opLog: { resource: 'quartzJob', action: 'run' },
  }),
  pauseJob: jobStatusEndpoint('pause'),
  resumeJob: jobStatusEndpoint('resume'),
} as const;
