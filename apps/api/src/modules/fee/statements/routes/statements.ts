import {
  envelopeSchema,
  FEE_STATEMENT_ELEMENTS,
  FeeStatementPaths,
  labelIn,
  MENU_CATALOGUE,
  STATEMENT_REPORTS,
  StatementLinesQuerySchema,
  StatementLinesSchema,
  StatementQuerySchema,
  StatementResultSchema,
  flattenMenus,
  type StatementLinesQuery,
  type StatementQuery,
  type StatementReport,
} from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, attachmentDisposition, FILE_KINDS, ok, type RouteAccess, serviceContext } from '../../../../engine/index.js';
import { statementXlsx } from '../services/export.js';
import { statementLines } from '../services/lines.js';
import { statement } from '../services/statement.js';

const Params = z.object({ report: z.string().max(40) });

function reportOf(name: string): StatementReport {
  if (!(STATEMENT_REPORTS as readonly string[]).includes(name)) throw new AppError('FEE_STATEMENT_REPORT', { params: { report: name } });
  return name as StatementReport;
}

/** A statement's title as its menu entry reads (the inline page of /propertyPayment/statement). */
function titleOf(report: StatementReport): { zh: string; en: string } {
  for (const { decl } of flattenMenus(MENU_CATALOGUE)) {
    const page = decl.inline?.find((entry) => entry.path === `/propertyPayment/statement/${report}`);
    if (page) return page;
  }
  return { zh: report, en: report };
}

/** The fee statements (docs/decisions/0033): a statement, its lines (keyset pages) and its .xlsx. */
export async function statementRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const view = FEE_STATEMENT_ELEMENTS.view.code as RouteAccess;
  routes.post(
    FeeStatementPaths.report(':report'),
    {
      config: { access: view },
      schema: {
        tags: ['feeStatement'],
        summary: 'A fee statement of a period (month range, community, building, fee type): rows, totals, chart',
        params: Params,
        body: StatementQuerySchema,
        response: { 200: envelopeSchema(StatementResultSchema) },
      },
    },
    async (request) =>
      ok(request.language, await statement(serviceContext(request), reportOf(request.params.report), request.body as StatementQuery)),
  );
  routes.post(
    FeeStatementPaths.lines(':report'),
    {
      config: { access: view },
      schema: {
        tags: ['feeStatement'],
        summary: "A statement's lines, newest first, by keyset (`after`: the last id of the previous page)",
        params: Params,
        body: StatementLinesQuerySchema,
        response: { 200: envelopeSchema(StatementLinesSchema) },
      },
    },
    async (request) =>
      ok(
        request.language,
        await statementLines(serviceContext(request), reportOf(request.params.report), request.body as StatementLinesQuery),
      ),
  );
  routes.post(
    FeeStatementPaths.export(':report'),
    {
      config: {
        access: FEE_STATEMENT_ELEMENTS.export.code as RouteAccess,
        opLog: { resource: 'feeStatement', action: 'export' },
      },
      schema: { tags: ['feeStatement'], summary: 'A statement as an .xlsx (binary)', params: Params, body: StatementQuerySchema },
    },
    async (request, reply) => {
      const report = reportOf(request.params.report);
      const ctx = serviceContext(request);
      const bytes = await statementXlsx(ctx, report, request.body as StatementQuery);
      return reply
        .header('content-type', FILE_KINDS.xlsx!.mime)
        .header('content-disposition', attachmentDisposition(`${labelIn(titleOf(report), request.language)}.xlsx`))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
}
