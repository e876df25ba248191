import { z } from 'zod';

/** The system-management endpoints beside the generic resource routes. */
export const SystemPaths = {
  dictCombo: '/api/admin/public/dict/combo',
  regionCombo: '/api/admin/public/region/combo',
  i18nOverrides: '/api/admin/public/i18n',
  roleGrants: (roleId: number | string) => `/api/admin/role/${roleId}/grants`,
  menuBatch: '/api/admin/role/menuBatch',
} as const;

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
