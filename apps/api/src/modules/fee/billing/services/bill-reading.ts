import { divideRounded, formatFen, formatScaled4, parseScaled4, type Scaled4 } from '@cvap/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import { AppError, type Orm } from '../../../../engine/index.js';
import { apartments } from '../../../door/schema.js';
import { feeBillLines, feeMeters, feeStandards } from '../schema.js';
import { dueDate, periodEnd } from './periods.js';
import { standardAmount } from './standard-amount.js';

type Standard = typeof feeStandards.$inferSelect;
type Meter = typeof feeMeters.$inferSelect;

/** One house's share of a usage, at four places. */
interface Share {
  apartmentId: number;
  usage: Scaled4;
}

/**
 * A shared meter's usage split over the houses of its building (parking spaces excluded): by built-up area, per
 * household, or by the meter's fixed shares. Each share is kept at four places (half-up).
 */
async function sharesOf(orm: Orm, meter: Meter, usage: Scaled4): Promise<Share[]> {
  if (meter.meterScope === 1) return meter.apartmentId ? [{ apartmentId: meter.apartmentId, usage }] : [];
  if (meter.splitMethod === 3) {
    const shares = Object.entries((meter.shares ?? {}) as Record<string, string>);
    return shares.map(([id, share]) => ({
      apartmentId: Number.parseInt(id, 10),
      usage: divideRounded(usage * parseScaled4(share), 10_000n, 1),
    }));
  }
  const apartmentRows = await orm
    .select({ id: apartments.id, area: sql<string | null>`${apartments.builtArea}::text` })
    .from(apartments)
    .where(and(eq(apartments.buildingId, meter.buildingId ?? -1), ne(apartments.houseType, 4)))
    .orderBy(apartments.id);
  if (meter.splitMethod === 2) {
    const count = BigInt(apartmentRows.length);
    return apartmentRows.map((apartment) => ({ apartmentId: apartment.id, usage: divideRounded(usage, count, 1) }));
  }
  const areas = apartmentRows.map((apartment) => ({ id: apartment.id, area: parseScaled4(apartment.area ?? '0') }));
  const total = areas.reduce((sum, apartment) => sum + apartment.area, 0n);
  if (total === 0n) return [];
  return areas
    .filter((apartment) => apartment.area > 0n)
    .map((apartment) => ({ apartmentId: apartment.id, usage: divideRounded(usage * apartment.area, total, 1) }));
}

/** The usage bill lines of one reading, computed by its meter's standard (tiers included) and rounded once each. */
export async function billReading(
  orm: Orm,
  reading: { id: number; residentialId: number; periodStart: string; usage: string },
  meter: Meter,
): Promise<number> {
  const [standard] = await orm.select().from(feeStandards).where(eq(feeStandards.id, meter.standardId));
  if (!standard) return 0;
  const shares = await sharesOf(orm, meter, parseScaled4(reading.usage));
  if (shares.length === 0) return 0;
  const end = periodEnd(reading.periodStart, 1);
  const due = dueDate(reading.periodStart, end, standard.paymentTiming, standard.prepayDays);
  const rows = shares.map((share) => lineOf(standard, share, reading, end, due));
  const inserted = await orm.insert(feeBillLines).values(rows).onConflictDoNothing().returning({ id: feeBillLines.id });
  // A usage line for the same standard, house and month already exists (another meter on the same standard).
  if (inserted.length !== rows.length) throw new AppError('CONFLICT');
  return inserted.length;
}

function lineOf(
  standard: Standard,
  share: Share,
  reading: { id: number; residentialId: number; periodStart: string },
  end: string,
  due: string,
): typeof feeBillLines.$inferInsert {
  const { computed, amount } = standardAmount(standard, share.usage);
  return {
    residentialId: reading.residentialId,
    standardId: standard.id,
    feeType: standard.feeType,
    objectType: 1,
    objectId: share.apartmentId,
    lineKind: 2,
    periodStart: reading.periodStart,
    periodEnd: end,
    quantity: formatScaled4(share.usage),
    unitPrice: standard.formula === 5 ? null : standard.unitPrice,
    computedAmount: formatScaled4(computed),
    amount: formatFen(amount),
    dueDate: due,
    meterReadingId: reading.id,
  };
}
