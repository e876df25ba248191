import { ChargeOrderRequestSchema, ChargeOrderRowSchema, envelopeSchema, FEE_ELEMENTS, FeePaths, pageResultSchema } from '@cvap/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { residentials } from '../../../db/schema/index.js';
import { actingScope, ok, type RouteAccess } from '../../../engine/index.js';
import { objectsIn, RULE_MATCHES } from '../services/bill-community.js';
import { objectNameSql } from '../sql.js';

/** The fees that exist per object (spec chargeSetting/chargeOrder): each object with the standards its rules give it. */
export async function chargeOrderRoutes(app: FastifyInstance): Promise<void> {
  const orm = app.db.orm;
  app.withTypeProvider<ZodTypeProvider>().post(
    FeePaths.chargeOrder,
    {
      config: { access: FEE_ELEMENTS.chargeOrder.code as RouteAccess },
      schema: {
        tags: ['chargeOrder'],
        summary: 'Each charged object with the standards its rules give it, validity and the last billed month',
        body: ChargeOrderRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ChargeOrderRowSchema)) },
      },
    },
    async (request) => {
      const { page, limit, objectType, objectId } = request.body;
      const scope = actingScope(request);
      const communities =
        scope.kind === 'community'
          ? sql`${scope.residentialId}`
          : sql`select ${residentials.id} from ${residentials} where ${eq(residentials.tenantId, scope.tenantId)}`;
      const base = sql`
        select o.object_type, o.id as object_id, s.id as standard_id, s.name as standard_name, s.fee_type, r.id as rule_id,
          to_char(greatest(s.valid_from, r.valid_from), 'YYYY-MM-DD') as valid_from,
          to_char(least(s.valid_to, r.valid_to), 'YYYY-MM-DD') as valid_to
        from fee_rules r join fee_standards s on s.id = r.standard_id
        join ${objectsIn(communities)} o on ${RULE_MATCHES}
        where r.residential_id in (${communities})
          ${objectType ? sql`and o.object_type = ${objectType}` : sql``}
          ${objectId ? sql`and o.id = ${objectId}` : sql``}`;
      const [rows, total] = await Promise.all([
        orm.execute(sql`select b.*, ${objectNameSql(sql`b.object_type`, sql`b.object_id`)} as object_name,
            (select to_char(max(l.period_start), 'YYYY-MM') from fee_bill_lines l where l.standard_id = b.standard_id
              and l.object_type = b.object_type and l.object_id = b.object_id and l.line_kind in (1, 2)) as last_period
          from (${base}) b order by b.object_type, b.object_id, b.standard_id limit ${limit} offset ${(page - 1) * limit}`),
        orm.execute(sql`select count(*)::int as total from (${base}) b`),
      ]);
      const list = (rows as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => ({
        objectType: row.object_type as number,
        objectId: row.object_id as number,
        objectName: (row.object_name as string | null) ?? '',
        standardId: row.standard_id as number,
        standardName: row.standard_name as string,
        feeType: row.fee_type as string,
        ruleId: row.rule_id as number,
        validFrom: row.valid_from as string,
        validTo: (row.valid_to as string | null) ?? null,
        lastPeriod: (row.last_period as string | null) ?? null,
      }));
      const count = (total as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0;
      return ok(request.language, { rows: list, total: count, totalExact: true, page, limit, nextCursor: null });
    },
  );
}
