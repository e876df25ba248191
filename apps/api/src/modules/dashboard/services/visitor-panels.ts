import {
  GUEST_TYPE_OPTIONS,
  labelIn,
  VISIT_PASS_METHOD_OPTIONS,
  VISIT_WAY_OPTIONS,
  type DashboardBucket,
  type EnumOption,
  type Language,
} from '@cvap/contracts';
import { and, desc, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ActingScope, Orm } from '../../../engine/index.js';
import { visits } from '../../visitor/schema.js';
import { residentialCondition } from '../../door/index.js';

/** Visits that arrived in [from, to) in the acting scope: a range of the (residential_id, in_time) index. */
function arrivedIn(orm: Orm, scope: ActingScope, from: Date, to: Date): SQL {
  return and(residentialCondition({ orm, scope }, visits.residentialId), gte(visits.inTime, from), lt(visits.inTime, to))!;
}

/** Visits of a period by one enumerated column, every option present (in the options' order), labelled. */
async function visitsBy(
  orm: Orm,
  where: SQL,
  column: PgColumn,
  options: readonly EnumOption[],
  language: Language,
): Promise<DashboardBucket[]> {
  const rows = await orm
    .select({ key: column, total: sql<number>`count(*)::integer` })
    .from(visits)
    .where(where)
    .groupBy(column);
  const counted = new Map(rows.map((row) => [String(row.key), Number(row.total)]));
  const known = options.map((option) => ({
    key: String(option.value),
    name: labelIn(option, language),
    total: counted.get(String(option.value)) ?? 0,
  }));
  // A value no option names (an old one) still counts, under its own key.
  const other = [...counted]
    .filter(([key]) => !options.some((o) => String(o.value) === key))
    .map(([key, total]) => ({ key, name: key, total }));
  return [...known, ...other];
}

export interface VisitPeriods {
  weekFrom: Date;
  monthFrom: Date;
  to: Date;
}

export const passMethodPanel = (orm: Orm, scope: ActingScope, p: VisitPeriods, language: Language) =>
  visitsBy(orm, arrivedIn(orm, scope, p.weekFrom, p.to), visits.passMethod, VISIT_PASS_METHOD_OPTIONS, language);

export const guestTypePanel = (orm: Orm, scope: ActingScope, p: VisitPeriods, language: Language) =>
  visitsBy(orm, arrivedIn(orm, scope, p.monthFrom, p.to), visits.guestType, GUEST_TYPE_OPTIONS, language);

export const visitWayPanel = (orm: Orm, scope: ActingScope, p: VisitPeriods, language: Language) =>
  visitsBy(orm, arrivedIn(orm, scope, p.monthFrom, p.to), visits.visitWay, VISIT_WAY_OPTIONS, language);

/** The companies visited most in the week (by the company's id; its name as last registered). */
export async function topCompaniesPanel(orm: Orm, scope: ActingScope, p: VisitPeriods, limit: number): Promise<DashboardBucket[]> {
  const total = sql<number>`count(*)::integer`;
  const rows = await orm
    .select({ key: visits.companyId, name: sql<string>`max(${visits.companyName})`, total })
    .from(visits)
    .where(and(arrivedIn(orm, scope, p.weekFrom, p.to), isNotNull(visits.companyId)))
    .groupBy(visits.companyId)
    .orderBy(desc(total), sql`max(${visits.companyName})`)
    .limit(limit);
  return rows.map((row) => ({ key: String(row.key), name: row.name ?? '-', total: Number(row.total) }));
}
