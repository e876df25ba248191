import { and, between, sql } from 'drizzle-orm';
import type { ActingScope, Orm } from '../../../engine/index.js';
import { passageDailyCounts } from '../../door/schema.js';
import { communityCondition } from '../../door/index.js';

/**
 * Passages per China day of `days` (oldest first, every day present), read from the rollup passage_daily_counts
 * that the open_records triggers keep in step (a few rows per community, never the passages themselves).
 */
export async function trafficPanel(orm: Orm, scope: ActingScope, days: string[]): Promise<{ day: string; total: number }[]> {
  const rows = await orm
    .select({ day: passageDailyCounts.day, total: sql<number>`sum(${passageDailyCounts.total})::integer` })
    .from(passageDailyCounts)
    .where(
      and(communityCondition({ orm, scope }, passageDailyCounts.residentialId), between(passageDailyCounts.day, days[0]!, days.at(-1)!)),
    )
    .groupBy(passageDailyCounts.day);
  const byDay = new Map(rows.map((row) => [String(row.day), Number(row.total)]));
  return days.map((day) => ({ day, total: byDay.get(day) ?? 0 }));
}
