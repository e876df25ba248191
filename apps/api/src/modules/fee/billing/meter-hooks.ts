import { f, FEE_LIMITS_SCALED4, formatScaled4, meterReadingResource, meterResource, MoneyError, parseScaled4 } from '@cvap/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { buildings, residentials } from '../../../db/schema/index.js';
import { apartments } from '../../door/schema.js';
import { feeMeterReadings, feeMeters } from './schema.js';
import {
  AppError,
  byLanguage,
  comparableCell,
  type ImportMapping,
  type ResourceContext,
  type ResourceHooks,
  valueAfterWrite,
} from '../../../engine/index.js';
import {
  cellText,
  residentialCondition,
  residentialNames,
  RESIDENTIAL_COLUMN,
  otherResidentialParent,
  parentInScope,
  placeInResidential,
} from '../../door/index.js';
import { monthStart } from './services/periods.js';
import { billReading } from './services/bill-reading.js';
import { overLimit, standardRef } from './standard-hooks.js';

const apartmentRef = {
  table: apartments,
  id: apartments.id,
  residentialId: apartments.residentialId,
  columns: { residentialId: apartments.residentialId },
};
const buildingRef = {
  table: buildings,
  id: buildings.id,
  residentialId: buildings.residentialId,
  columns: { residentialId: buildings.residentialId },
};

function invalid(ctx: ResourceContext, zh: string, en: string, field: string): AppError {
  return new AppError('FEE_STANDARD_INVALID', {
    params: { reason: byLanguage(ctx, zh, en) },
    data: { fields: [{ field, message: 'invalid' }] },
  });
}

/** A meter is billed by a usage standard of its own community; a house meter names its house, a shared one its building. */
export const meterHooks: ResourceHooks = {
  uniqueConstraints: { fee_meters_residential_no_uq: ['meterNo'] },
  async beforeWrite(ctx, values, _input, existing) {
    const after = (field: string) => valueAfterWrite(values, existing, field);
    const standard = await parentInScope(
      ctx,
      meterResource,
      'standardId',
      standardRef,
      after('standardId') as number,
      existing?.residentialId,
    );
    if (standard.formula !== 4 && standard.formula !== 5)
      throw invalid(ctx, '仪表需使用按用量计费的收费标准', 'a meter needs a charge standard priced by usage', 'standardId');
    values.residentialId = standard.residentialId;
    if (after('meterScope') === 1) {
      const apartmentId = after('apartmentId');
      if (typeof apartmentId !== 'number') throw invalid(ctx, '户表需选择房屋', "a house's meter needs its house", 'apartmentId');
      await parentInScope(ctx, meterResource, 'apartmentId', apartmentRef, apartmentId, standard.residentialId);
      values.buildingId = null;
      values.splitMethod = null;
    } else {
      const buildingId = after('buildingId');
      if (typeof buildingId !== 'number') throw invalid(ctx, '公摊表需选择楼栋', 'a shared meter needs its building', 'buildingId');
      await parentInScope(ctx, meterResource, 'buildingId', buildingRef, buildingId, standard.residentialId);
      const split = after('splitMethod');
      if (split !== 1 && split !== 2 && split !== 3)
        throw invalid(ctx, '公摊表需选择分摊方式', 'a shared meter needs a split', 'splitMethod');
      if (split === 3) await checkShares(ctx, after('shares'), buildingId, standard.residentialId);
      values.apartmentId = null;
    }
  },
};

/** Formula shares: `{ "<house id>": "0.25", … }`, houses of the building, four places each, summing to exactly 1. */
async function checkShares(ctx: ResourceContext, shares: unknown, buildingId: number, residential: number): Promise<void> {
  const entries = Object.entries((shares ?? {}) as Record<string, unknown>);
  const bad = () => invalid(ctx, '分摊比例需为 {"房屋编号":"0.25",…}，合计为1', 'shares need {"house id":"0.25",…} summing to 1', 'shares');
  if (entries.length === 0) throw bad();
  let total = 0n;
  try {
    for (const [, share] of entries) total += parseScaled4(String(share));
  } catch (error) {
    if (error instanceof MoneyError) throw bad();
    throw error;
  }
  if (total !== 10_000n) throw bad();
  const ids = entries.map(([id]) => id);
  if (!ids.every((id) => /^\d{1,9}$/.test(id))) throw bad();
  const [found] = await ctx.orm
    .select({ count: sql<number>`count(*)::int` })
    .from(apartments)
    .where(
      and(
        sql`${apartments.id} = any(${`{${ids.join(',')}}`}::int[])`,
        eq(apartments.buildingId, buildingId),
        eq(apartments.residentialId, residential),
      ),
    );
  if ((found?.count ?? 0) !== ids.length) throw otherResidentialParent(ctx, meterResource, 'shares');
}

/** Readings imported from .xlsx name their meter by community and meter number (a meter id nobody can type). */
function meterReadingImportMapping(): ImportMapping {
  return {
    columns: [RESIDENTIAL_COLUMN, { name: 'meterNo', field: f.text('表号', 'Meter number', { required: true, maxLength: 32 }) }],
    replaces: ['meterId'],
    async prepare(ctx) {
      const rows = await ctx.orm
        .select({ id: feeMeters.id, meterNo: feeMeters.meterNo, community: residentials.residentialName })
        .from(feeMeters)
        .innerJoin(residentials, eq(residentials.id, feeMeters.residentialId))
        .where(residentialCondition(ctx, feeMeters.residentialId));
      const byNo = new Map<string, { id: number; community: string }[]>();
      for (const row of rows) {
        const key = comparableCell(row.meterNo);
        byNo.set(key, [...(byNo.get(key) ?? []), { id: row.id, community: comparableCell(row.community) }]);
      }
      const residentialRows = await residentialNames(ctx);
      return (input) => {
        const meterNo = cellText(input.meterNo);
        const chosen = placeInResidential(ctx, byNo.get(comparableCell(meterNo)) ?? [], cellText(input.communityName), residentialRows, {
          zh: `仪表“${meterNo}”`,
          en: `meter "${meterNo}"`,
        });
        if (typeof chosen === 'string') return [chosen];
        input.meterId = chosen.id;
        return [];
      };
    },
  };
}

/**
 * A reading: its meter is locked for the write, the previous reading is the meter's last one, a lower reading is
 * refused unless the meter was replaced (then the new meter counts from 0), one reading per meter and month,
 * never for a month before the meter's latest reading. The reading produces its usage bill lines in the same
 * transaction.
 */
export const meterReadingHooks: ResourceHooks = {
  uniqueConstraints: { fee_meter_readings_period_uq: ['periodStart'] },
  importMapping: meterReadingImportMapping(),
  async beforeWrite(ctx, values) {
    const [meter] = await ctx.orm
      .select()
      .from(feeMeters)
      .where(and(eq(feeMeters.id, values.meterId as number), residentialCondition(ctx, feeMeters.residentialId)))
      .for('update');
    if (!meter) throw otherResidentialParent(ctx, meterReadingResource, 'meterId');
    const period = monthStart(values.periodStart as string);
    const [latest] = await ctx.orm
      .select({ periodStart: feeMeterReadings.periodStart })
      .from(feeMeterReadings)
      .where(eq(feeMeterReadings.meterId, meter.id))
      .orderBy(desc(feeMeterReadings.periodStart))
      .limit(1);
    if (latest && latest.periodStart >= period)
      throw new AppError('FEE_READING_PERIOD', { params: { last: latest.periodStart.slice(0, 7) } });
    const current = parseScaled4(values.currentReading as string);
    const previous = parseScaled4(meter.lastReading);
    const replaced = values.replaced === true;
    if (current < previous && !replaced)
      throw new AppError('FEE_READING_LOWER', {
        params: { current: values.currentReading as string, previous: formatScaled4(previous) },
        data: { fields: [{ field: 'currentReading', message: 'lower' }] },
      });
    // One reading's usage is one line's quantity: bounded like a standard's (decision 0023).
    const base = replaced ? 0n : previous;
    if (current - base > FEE_LIMITS_SCALED4.usage) {
      const label = meterReadingResource.fields.currentReading!.label;
      throw overLimit(ctx, 'currentReading', formatScaled4(base + FEE_LIMITS_SCALED4.usage), 'usage', label);
    }
    values.residentialId = meter.residentialId;
    values.periodStart = period;
    values.previousReading = formatScaled4(replaced ? 0n : previous);
    values.usage = formatScaled4(replaced ? current : current - previous);
    values.createdBy = ctx.user.id;
  },
  async afterWrite(ctx, id) {
    const [reading] = await ctx.orm.select().from(feeMeterReadings).where(eq(feeMeterReadings.id, id));
    const [meter] = await ctx.orm.select().from(feeMeters).where(eq(feeMeters.id, reading!.meterId));
    await ctx.orm
      .update(feeMeters)
      .set({ lastReading: reading!.currentReading, lastReadOn: reading!.readOn, updatedAt: ctx.now })
      .where(eq(feeMeters.id, meter!.id));
    const lines = await billReading(ctx.orm, reading!, meter!);
    await ctx.orm.update(feeMeterReadings).set({ lineCount: lines }).where(eq(feeMeterReadings.id, id));
  },
};
