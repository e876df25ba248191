import { isValidMobile, labelIn, menuResource } from '@cvap/contracts';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import {
  AppError,
  byLanguage,
  inUse,
  type ResourceContext,
  type ResourceHooks,
  SUPERUSER_ROLE,
  valueAfterWrite,
} from '../../engine/index.js';
import { elements, opLogs, roleElements, roleMenus, roles, userRoles, users } from '../../db/schema/index.js';
import { callerPrivilege, privilegeOfRoles, refuseHeldRoles, requireCovered } from './services/privilege.js';

function invalid(field: string): AppError {
  return new AppError('VALIDATION_FAILED', { detail: field, data: { fields: [{ field, message: field }] } });
}

/** 40001 naming one menu field, with the reason in the user's language (the shape of a schema refusal). */
function menuFieldRefusal(ctx: ResourceContext, field: string, zh: string, en: string): AppError {
  const reason = byLanguage(ctx, zh, en);
  const label = labelIn(menuResource.fields[field]!.label, ctx.request.language);
  return new AppError('VALIDATION_FAILED', {
    detail: `${label}${byLanguage(ctx, '：', ': ')}${reason}`,
    data: { fields: [{ field, message: reason }] },
  });
}

/** An external link's address: absolute, http or https only (never `javascript:`, `data:`, `ftp:` or a path). */
export function isExternalHref(href: unknown): boolean {
  if (typeof href !== 'string') return false;
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A console page's address: a path of this site (one leading slash; `//host` would leave it). */
export function isConsolePath(href: string): boolean {
  return /^\/(?![/\\])/.test(href);
}

/**
 * A menu entry or element made at run time goes to the tenant's administrator role, as the catalogue's do at
 * start-up (db/seed/catalogue.ts): nobody may grant what they do not hold (docs/decisions/0012), so without
 * this nobody could ever grant it.
 */
async function grantToSuperuser(ctx: ResourceContext, grant: { menuId: number } | { elementId: number }): Promise<void> {
  const [superuser] = await ctx.orm
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.code, SUPERUSER_ROLE), eq(roles.tenantId, ctx.scope.tenantId)));
  if (!superuser) return;
  if ('menuId' in grant) await ctx.orm.insert(roleMenus).values({ roleId: superuser.id, menuId: grant.menuId }).onConflictDoNothing();
  else await ctx.orm.insert(roleElements).values({ roleId: superuser.id, elementId: grant.elementId }).onConflictDoNothing();
}

export const elementHooks: ResourceHooks = {
  async afterWrite(ctx, id, _input, existing) {
    if (!existing) await grantToSuperuser(ctx, { elementId: id });
  },
};

/**
 * Function type (docs/decisions/0006): a `link` entry is a menu (not a section) whose href is an absolute
 * http(s) address; a `route` entry's href, when set, is a path of the console. Checked on the row as the write
 * leaves it (an update that changes only one of the fields is compared with the stored other), so nothing
 * inconsistent is ever written.
 * A menu with elements under it is refused like one with child menus (the generic tree rule).
 */
export const menuHooks: ResourceHooks = {
  beforeWrite(ctx, values, _input, existing) {
    const functionType = valueAfterWrite(values, existing, 'functionType') ?? 'route';
    const href = valueAfterWrite(values, existing, 'href');
    if (functionType === 'link') {
      if (valueAfterWrite(values, existing, 'type') !== 'menu')
        throw menuFieldRefusal(
          ctx,
          'functionType',
          '外部链接只能用于“菜单”类型的条目，不能用于目录',
          'an external link must be of type Menu, not Section',
        );
      if (!isExternalHref(href))
        throw menuFieldRefusal(
          ctx,
          'href',
          '外部链接须填写以 http:// 或 https:// 开头的完整地址',
          'an external link needs a full address starting with http:// or https://',
        );
    } else if (typeof href === 'string' && href !== '' && !isConsolePath(href)) {
      throw menuFieldRefusal(
        ctx,
        'href',
        '页面路由的链接地址须为以 / 开头的控制台路径',
        'a console page’s link must be a console path starting with /',
      );
    }
  },
  async afterWrite(ctx, id, _input, existing) {
    if (!existing) await grantToSuperuser(ctx, { menuId: id });
  },
  async beforeDelete(ctx, existing) {
    const [row] = await ctx.orm
      .select({ n: count() })
      .from(elements)
      .where(eq(elements.menuId, existing.id as number));
    if ((row?.n ?? 0) > 0) throw inUse(byLanguage(ctx, '存在按钮权限', 'it has elements'));
  },
};

/** Only roles granting no more than the caller holds may be edited or deleted (docs/decisions/0012). */
async function requireRoleCovered(ctx: ResourceContext, roleId: number): Promise<void> {
  requireCovered(await callerPrivilege(ctx.orm, ctx.user.id), await privilegeOfRoles(ctx.orm, [roleId]));
}

/**
 * Roles: a role granting more than the caller holds is not the caller's to edit or delete; a role the caller
 * holds may be renamed but not enabled, disabled or deleted (nobody changes their own grants).
 */
export const roleHooks: ResourceHooks = {
  async beforeWrite(ctx, values, _input, existing) {
    if (!existing) return;
    await requireRoleCovered(ctx, existing.id as number);
    if (values.enabled !== undefined && values.enabled !== existing.enabled)
      await refuseHeldRoles(ctx.orm, ctx.user.id, [existing.id as number]);
  },
  async beforeDelete(ctx, existing) {
    await refuseHeldRoles(ctx.orm, ctx.user.id, [existing.id as number]);
    await requireRoleCovered(ctx, existing.id as number);
    const [row] = await ctx.orm
      .select({ n: count() })
      .from(userRoles)
      .where(eq(userRoles.roleId, existing.id as number));
    if ((row?.n ?? 0) > 0) throw inUse(byLanguage(ctx, '仍有用户使用该角色', 'users still have this role'));
  },
};

export const departmentHooks: ResourceHooks = {
  async beforeDelete(ctx, existing) {
    const [row] = await ctx.orm
      .select({ n: count() })
      .from(users)
      .where(eq(users.departmentId, existing.id as number));
    if ((row?.n ?? 0) > 0) throw inUse(byLanguage(ctx, '部门下仍有用户', 'users still belong to it'));
  },
};

export const tenantHooks: ResourceHooks = {
  beforeDelete(ctx, existing) {
    if (existing.id === ctx.scope.tenantId) throw new AppError('NOT_ON_SELF');
  },
};

export const dictItemHooks: ResourceHooks = { uniqueConstraints: { dict_items_type_value_uq: ['dictTypeId', 'value'] } };
export const i18nEntryHooks: ResourceHooks = { uniqueConstraints: { i18n_entries_language_key_uq: ['languageTag', 'itemKey'] } };

const VALUE_CHECKS: Record<string, (value: string) => boolean> = {
  string: () => true,
  number: (v) => v.trim() !== '' && Number.isFinite(Number(v)),
  boolean: (v) => v === 'true' || v === 'false',
  json: (v) => {
    try {
      JSON.parse(v);
      return true;
    } catch {
      return false;
    }
  },
};

const integerIn = (min: number, max: number) => (v: string) => /^-?\d+$/.test(v.trim()) && Number(v) >= min && Number(v) <= max;

/** The parameters the code reads: their type and the values that mean something (issue 13: precision -1). */
const KNOWN_PARAMS: Record<string, { valueType: string; valid: (value: string) => boolean; zh: string; en: string }> = {
  'opLog.retentionDays': {
    valueType: 'number',
    valid: integerIn(1, 3650),
    zh: '须为 1 到 3650 之间的整数',
    en: 'must be a whole number from 1 to 3650',
  },
  'upload.maxFiles': {
    valueType: 'number',
    valid: integerIn(1, 10),
    zh: '须为 1 到 10 之间的整数',
    en: 'must be a whole number from 1 to 10',
  },
  'visitor.requireReview': {
    valueType: 'boolean',
    valid: (v) => v === 'true' || v === 'false',
    zh: '须为 true 或 false',
    en: 'must be true or false',
  },
  'billing.amountPrecision': {
    valueType: 'number',
    valid: (v) => ['1', '2', '3'].includes(v.trim()),
    zh: '须为 1（元）、2（角）或 3（分）',
    en: 'must be 1 (yuan), 2 (jiao) or 3 (fen)',
  },
};

/** A parameter's value must read as its declared type; a parameter the code reads, as what it means. */
export const systemParamHooks: ResourceHooks = {
  beforeWrite(ctx, values, _input, existing) {
    const valueType = String(valueAfterWrite(values, existing, 'valueType'));
    const value = String(valueAfterWrite(values, existing, 'paramValue'));
    const check = VALUE_CHECKS[valueType];
    if (!check || !check(value)) throw invalid('paramValue');
    const known = KNOWN_PARAMS[String(valueAfterWrite(values, existing, 'paramKey'))];
    if (known && valueType !== known.valueType) throw invalid('valueType');
    if (known && !known.valid(value)) {
      const reason = byLanguage(ctx, known.zh, known.en);
      throw new AppError('VALIDATION_FAILED', {
        detail: `paramValue${byLanguage(ctx, '：', ': ')}${reason}`,
        data: { fields: [{ field: 'paramValue', message: reason }] },
      });
    }
  },
};

/** Mainland plates: a province character, a letter, then 5 (or 6 for new-energy vehicles) letters or digits. */
const PLATE = /^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-HJ-NP-Z][A-HJ-NP-Z0-9]{5,6}$/;

export const whiteListHooks: ResourceHooks = {
  beforeWrite(_ctx, values) {
    const value = String(values.value);
    if (values.type === 'phone' ? !isValidMobile(value) : !PLATE.test(value.toUpperCase())) throw invalid('value');
    if (values.type === 'plate') values.value = value.toUpperCase();
  },
};

/** The log's result is the envelope status: 200 succeeded, anything else failed. Ids are dense and grow with time. */
export const opLogHooks: ResourceHooks = {
  filter(field, value) {
    if (field !== 'result') return undefined;
    return value === 'success' ? eq(opLogs.status, 200) : ne(opLogs.status, 200);
  },
  computed: { result: sql`case when ${opLogs.status} = 200 then 'success' else 'failure' end` },
  denseLog: { timeField: 'createdAt' },
};
