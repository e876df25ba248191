import { and, between, sql } from 'drizzle-orm';
import type { ActingScope, Orm } from '../../../engine/index.js';
import { openRecordDailyCounts } from '../../door/schema.js';
import { residentialCondition } from '../../door/index.js';

/**
 * Passages per China day of `days` (oldest first, every day present), read from the rollup passage_daily_counts
 * that the open_records triggers keep in step (a few rows per community, never the passages themselves).
 */
export async function trafficPanel(orm: Orm, scope: ActingScope, days: string[]): Promise<{ day: string; total: number }[]> {
  const rows = await orm
    .select({ day: openRecordDailyCounts.day, total: sql<number>`sum(${openRecordDailyCounts.total})::integer` })
    .from(openRecordDailyCounts)
    .where(
      and(
        residentialCondition({ orm, scope }, openRecordDailyCounts.residentialId),
        between(openRecordDailyCounts.day, days[0]!, days.at(-1)!),
      ),
    )
    .groupBy(openRecordDailyCounts.day);
  const byDay = new Map(rows.map((row) => [String(row.day), Number(row.total)]));
  return days.map((day) => ({ day, total: byDay.get(day) ?? 0 }));
}
