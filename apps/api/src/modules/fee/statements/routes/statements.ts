import { FeeStatementEndpoints, flattenMenus, labelIn, MENU_CATALOGUE, STATEMENT_REPORTS, type StatementReport } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, attachmentDisposition, endpointRoute, FILE_KINDS, serviceContext } from '../../../../engine/index.js';
import { statementXlsx } from '../services/export.js';
import { statementLines } from '../services/lines.js';
import { statement } from '../services/statement.js';

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
  endpointRoute(app, FeeStatementEndpoints.report, async (request) =>
    statement(serviceContext(request), reportOf(request.params.report), request.body),
  );
  endpointRoute(app, FeeStatementEndpoints.lines, async (request) =>
    statementLines(serviceContext(request), reportOf(request.params.report), request.body),
  );
  endpointRoute(app, FeeStatementEndpoints.export, async (request, reply) => {
    const report = reportOf(request.params.report);
    const ctx = serviceContext(request);
    const bytes = await statementXlsx(ctx, report, request.body);
    return reply
      .header('content-type', FILE_KINDS.xlsx!.mime)
      .header('content-disposition', attachmentDisposition(`${labelIn(titleOf(report), request.language)}.xlsx`))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });
}
