import { and, gte, inArray } from 'drizzle-orm';
import { chinaToday, type Orm } from '../../../engine/index.js';
import { accessLicences } from '../schema.js';

/** The communities among these whose authorization file is valid on `now`'s day (China time). */
export async function licensedResidentials(orm: Orm, residentialIds: readonly number[], now: Date): Promise<Set<number>> {
  if (residentialIds.length === 0) return new Set();
  const rows = await orm
    .select({ residentialId: accessLicences.residentialId })
    .from(accessLicences)
    .where(and(inArray(accessLicences.residentialId, [...residentialIds]), gte(accessLicences.validUntil, chinaToday(now))));
  return new Set(rows.map((r) => r.residentialId));
}
