import {
  chargeRuleResource,
  chargeStandardResource,
  FEE_LIMITS,
  FEE_LIMITS_FEN,
  FEE_LIMITS_SCALED4,
  MoneyError,
  overdueStandardResource,
  parseFen,
  parseScaled4,
  type PriceTier,
} from '@cvap/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { buildingFloors, buildings } from '../../../db/schema/index.js';
import { apartments, companies } from '../../door/schema.js';
import { feeBillLines, feeStandards } from './schema.js';
import { AppError, byLanguage, inUse, type ResourceContext, type ResourceHooks, type Row, valueAfterWrite } from '../../../engine/index.js';
import { residentialCondition, otherResidentialParent, parentInScope } from '../../door/index.js';

export const standardRef = {
  table: feeStandards,
  id: feeStandards.id,
  residentialId: feeStandards.residentialId,
  columns: { residentialId: feeStandards.residentialId, formula: feeStandards.formula },
};
const buildingRef = {
  table: buildings,
  id: buildings.id,
  residentialId: buildings.residentialId,
  columns: { residentialId: buildings.residentialId },
};
const floorRef = {
  table: buildingFloors,
  id: buildingFloors.id,
  residentialId: buildingFloors.residentialId,
  columns: { residentialId: buildingFloors.residentialId, buildingId: buildingFloors.buildingId },
};

function invalid(ctx: ResourceContext, zh: string, en: string, field: string): AppError {
  return new AppError('FEE_STANDARD_INVALID', {
    params: { reason: byLanguage(ctx, zh, en) },
    data: { fields: [{ field, message: 'invalid' }] },
  });
}

/** The quantity a bound is derived from, in the requester's language (decision 0023). */
const BASIS = {
  area: { zh: `面积按最大 ${FEE_LIMITS.area} ㎡ 计`, en: `for an area of up to ${FEE_LIMITS.area} m²` },
  usage: { zh: `用量按每条账单最大 ${FEE_LIMITS.usage} 计`, en: `for a usage of up to ${FEE_LIMITS.usage} in one line` },
  extra: { zh: '附加费另加在单价×数量之上', en: 'the extra is added to price × quantity' },
  fixed: { zh: '固定金额即账单金额', en: 'the fixed amount is the line' },
} as const;

/** 40946: a standard's value above what keeps every bill line it can produce within FEE_LIMITS.line. */
export function overLimit(
  ctx: Pick<ResourceContext, 'request'>,
  field: string,
  max: string,
  basis: keyof typeof BASIS,
  label = chargeStandardResource.fields[field]!.label,
): AppError {
  return new AppError('FEE_STANDARD_LIMIT', {
    params: {
      field: byLanguage(ctx, label.zh, label.en),
      max,
      basis: byLanguage(ctx, BASIS[basis].zh, BASIS[basis].en),
      line: FEE_LIMITS.line,
    },
    data: { fields: [{ field, message: 'max' }] },
  });
}

/**
 * Refuses a unit price, extra, fixed amount or tier price that could make a bill line larger than FEE_LIMITS.line:
 * the area formulas against the largest area, the usage formulas (and every tier) against the largest usage.
 * The values are exact text already (the money fields' pattern); compared as integers, never as numbers.
 */
function checkLimits(ctx: ResourceContext, formula: number, after: (field: string) => unknown): void {
  const usage = formula === 4 || formula === 5;
  const unitPrice = parseScaled4(String(after('unitPrice') ?? '0'));
  if (usage && unitPrice > FEE_LIMITS_SCALED4.usageUnitPrice) throw overLimit(ctx, 'unitPrice', FEE_LIMITS.usageUnitPrice, 'usage');
  if (!usage && unitPrice > FEE_LIMITS_SCALED4.areaUnitPrice) throw overLimit(ctx, 'unitPrice', FEE_LIMITS.areaUnitPrice, 'area');
  if (parseFen(String(after('extraAmount') ?? '0')) > FEE_LIMITS_FEN.extraAmount)
    throw overLimit(ctx, 'extraAmount', FEE_LIMITS.extraAmount, 'extra');
  if (parseFen(String(after('fixedAmount') ?? '0')) > FEE_LIMITS_FEN.fixedAmount)
    throw overLimit(ctx, 'fixedAmount', FEE_LIMITS.fixedAmount, 'fixed');
  if (formula === 5 && (parseTiers(after('tiers')) ?? []).some((tier) => tier.price > FEE_LIMITS_SCALED4.usageUnitPrice))
    throw overLimit(ctx, 'tiers', FEE_LIMITS.usageUnitPrice, 'usage');
}

/** Tiered prices `{ tiers: [{ upTo: "230" | null, price: "0.5283" }, …] }`: limits ascending, prices exact, only the last open. */
export function parseTiers(value: unknown): PriceTier[] | null {
  const list = (value as { tiers?: unknown } | null)?.tiers;
  if (!Array.isArray(list) || list.length === 0 || list.length > 10) return null;
  const tiers: PriceTier[] = [];
  try {
    for (const [index, item] of list.entries()) {
      const { upTo, price } = (item ?? {}) as { upTo?: unknown; price?: unknown };
      if (typeof price !== 'string') return null;
      if (upTo !== null && typeof upTo !== 'string') return null;
      const limit = upTo === null ? null : parseScaled4(upTo);
      if (limit === null && index !== list.length - 1) return null;
      const previous = tiers[index - 1]?.upTo;
      if (limit !== null && ((previous !== undefined && previous !== null && limit <= previous) || limit <= 0n)) return null;
      tiers.push({ upTo: limit, price: parseScaled4(price) });
    }
  } catch (error) {
    if (error instanceof MoneyError) return null;
    throw error;
  }
  return tiers;
}

/**
 * A standard's parts must agree: the months of its cycle, tiers for the tiered formula, a fixed amount for the
 * fixed one, validity in order. Amounts are exact strings already (the money fields refuse negatives and a third
 * place); they are never turned into JavaScript numbers.
 */
export const chargeStandardHooks: ResourceHooks = {
  uniqueConstraints: { fee_standards_residential_name_uq: ['name'] },
  async beforeDelete(ctx, existing) {
    const [line] = await ctx.orm
      .select({ id: feeBillLines.id })
      .from(feeBillLines)
      .where(eq(feeBillLines.standardId, existing.id as number))
      .limit(1);
    if (line) throw inUse(byLanguage(ctx, '已有账单', 'it has bill lines'));
  },
  beforeWrite(ctx, values, _input, existing) {
    const after = (field: string) => valueAfterWrite(values, existing, field);
    const cycleKind = after('cycleKind') as number;
    if (cycleKind === 1 || cycleKind === 4) values.cycleMonths = 1;
    else if (cycleKind === 3) values.cycleMonths = 12;
    else if (((after('cycleMonths') as number | undefined) ?? 1) < 2)
      throw invalid(ctx, '每N个月的周期需为2到12个月', 'a cycle of every N months needs 2 to 12 months', 'cycleMonths');
    const formula = after('formula') as number;
    if (formula === 5 && !parseTiers(after('tiers')))
      throw invalid(
        ctx,
        '阶梯单价需为 {"tiers":[{"upTo":"230","price":"0.5283"},…]}，上限递增，仅最后一档可为 null，最多四位小数',
        'tiered prices need {"tiers":[{"upTo":"230","price":"0.5283"},…]}, limits ascending, only the last open (null), at most four decimals',
        'tiers',
      );
    checkLimits(ctx, formula, after);
    if (formula === 3 && /^0+(\.0+)?$/.test(String(after('fixedAmount') ?? '0')))
      throw invalid(ctx, '固定金额需大于0', 'a fixed amount must be more than 0', 'fixedAmount');
    if (formula !== 3 && formula !== 5 && /^0+(\.0+)?$/.test(String(after('unitPrice') ?? '0')))
      throw invalid(ctx, '单价需大于0', 'the unit price must be more than 0', 'unitPrice');
    const validTo = after('validTo') as string | null | undefined;
    if (validTo && validTo < (after('validFrom') as string))
      throw invalid(ctx, '失效日期不能早于生效日期', 'valid to cannot be before valid from', 'validTo');
  },
};

async function ruleObjectsInResidential(ctx: ResourceContext, objectType: number, ids: number[], residential: number): Promise<boolean> {
  if (objectType === 3) {
    const found = await ctx.orm
      .select({ id: companies.id })
      .from(companies)
      .where(and(inArray(companies.id, ids), eq(companies.residentialId, residential), residentialCondition(ctx, companies.residentialId)));
    return found.length === new Set(ids).size;
  }
  const found = await ctx.orm
    .select({ id: apartments.id, houseType: apartments.houseType })
    .from(apartments)
    .where(
      and(inArray(apartments.id, ids), eq(apartments.residentialId, residential), residentialCondition(ctx, apartments.residentialId)),
    );
  return found.length === new Set(ids).size && found.every((row) => (row.houseType === 4) === (objectType === 2));
}

/**
 * A rule belongs to its standard's community; the building, floor or listed objects it names must be of that
 * community (a house of another community is refused like a missing one, naming the field).
 */
export const chargeRuleHooks: ResourceHooks = {
  async beforeWrite(ctx, values, _input, existing) {
    const after = (field: string) => valueAfterWrite(values, existing, field);
    const standard = await parentInScope(
      ctx,
      chargeRuleResource,
      'standardId',
      standardRef,
      after('standardId') as number,
      existing?.residentialId,
    );
    values.residentialId = standard.residentialId;
    const residential = standard.residentialId;
    const targetKind = after('targetKind') as number;
    const objectType = after('objectType') as number;
    if (targetKind === 2 || targetKind === 3) {
      const buildingId = after('buildingId');
      if (targetKind === 2 && typeof buildingId !== 'number')
        throw invalid(ctx, '按楼栋需选择楼栋', 'a building rule needs a building', 'buildingId');
      if (typeof buildingId === 'number') await parentInScope(ctx, chargeRuleResource, 'buildingId', buildingRef, buildingId, residential);
      if (targetKind === 3) {
        const floorId = after('floorId');
        if (typeof floorId !== 'number') throw invalid(ctx, '按楼层需选择楼层', 'a floor rule needs a floor', 'floorId');
        const floor = await parentInScope(ctx, chargeRuleResource, 'floorId', floorRef, floorId, residential);
        values.buildingId = floor.buildingId;
      }
    }
    if (targetKind === 4) {
      const ids = (after('objectIds') as { ids?: unknown } | null)?.ids;
      if (!Array.isArray(ids) || ids.length === 0 || ids.length > 500 || !ids.every((id) => Number.isInteger(id) && (id as number) > 0))
        throw invalid(
          ctx,
          '指定对象需为 {"ids":[房屋或企业编号,…]}（1到500个）',
          'listed objects need {"ids":[house or company ids,…]} (1 to 500)',
          'objectIds',
        );
      if (!(await ruleObjectsInResidential(ctx, objectType, ids as number[], residential)))
        throw otherResidentialParent(ctx, chargeRuleResource, 'objectIds');
    }
    const validTo = after('validTo') as string | null | undefined;
    if (validTo && validTo < (after('validFrom') as string))
      throw invalid(ctx, '结束日期不能早于开始日期', 'to cannot be before from', 'validTo');
  },
};

export const overdueStandardHooks: ResourceHooks = {
  uniqueConstraints: { fee_overdue_standards_standard_uq: ['standardId'] },
  async beforeWrite(ctx, values, _input, existing: Row | null) {
    const standardId = valueAfterWrite(values, existing, 'standardId') as number;
    const standard = await parentInScope(ctx, overdueStandardResource, 'standardId', standardRef, standardId, existing?.residentialId);
    values.residentialId = standard.residentialId;
  },
};
