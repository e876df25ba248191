import { ArrearageRequestSchema, ArrearageRowSchema, envelopeSchema, FEE_ELEMENTS, FeePaths, pageResultSchema } from '@cvap/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actingScope, ok, type RouteAccess } from '../../../engine/index.js';
import { feeBillLines } from '../schema.js';
import { communityCondition } from '../../door/index.js';
import { objectNameSql, outstandingSql } from '../sql.js';

export async function arrearageRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const orm = app.db.orm;

  routes.post(
    FeePaths.arrearage,
    {
      config: { access: FEE_ELEMENTS.arrearage.code as RouteAccess },
      schema: {
        tags: ['arrearage'],
        summary:
          'What each object owes: outstanding bill lines summed by object, with months owed (filters: object type, fee type, period, months)',
        body: ArrearageRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ArrearageRowSchema)) },
      },
    },
    async (request) => {
      const { page, limit, objectType, feeType, periodFrom, periodTo, minMonths } = request.body;
      const scope = communityCondition({ orm, scope: actingScope(request) }, feeBillLines.residentialId);
      const owed = outstandingSql(sql`${feeBillLines.id}`, sql`${feeBillLines.amount}`);
      const base = sql`
        select object_type, object_id, min(residential_id) as residential_id,
          array_agg(distinct fee_type order by fee_type) as fee_types, count(*)::int as line_count,
          count(distinct period_start)::int as months_owed,
          to_char(min(period_start), 'YYYY-MM') as first_period, to_char(max(period_start), 'YYYY-MM') as last_period,
          sum(amount)::text as receivable, sum(${owed})::text as outstanding
        from ${feeBillLines}
        where ${scope} and status = 1 and ${owed} > 0
          ${objectType ? sql`and object_type = ${objectType}` : sql``}
          ${feeType ? sql`and fee_type = ${feeType}` : sql``}
          ${periodFrom ? sql`and period_start >= ${`${periodFrom}-01`}::date` : sql``}
          ${periodTo ? sql`and period_start <= ${`${periodTo}-01`}::date` : sql``}
        group by object_type, object_id
        ${minMonths ? sql`having count(distinct period_start) >= ${minMonths}` : sql``}`;
      const [rows, total] = await Promise.all([
        orm.execute(sql`select g.*, ${objectNameSql(sql`g.object_type`, sql`g.object_id`)} as object_name from (${base}) g
          order by g.months_owed desc, g.object_type, g.object_id limit ${limit} offset ${(page - 1) * limit}`),
        orm.execute(sql`select count(*)::int as total from (${base}) g`),
      ]);
      const list = (rows as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => ({
        objectType: row.object_type as number,
        objectId: row.object_id as number,
        objectName: (row.object_name as string | null) ?? '',
        residentialId: row.residential_id as number,
        feeTypes: row.fee_types as string[],
        lineCount: row.line_count as number,
        monthsOwed: row.months_owed as number,
        firstPeriod: row.first_period as string,
        lastPeriod: row.last_period as string,
        receivable: row.receivable as string,
        outstanding: row.outstanding as string,
      }));
      const count = (total as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0;
      return ok(request.language, { rows: list, total: count, totalExact: true, page, limit, nextCursor: null });
    },
  );
}
