import {
  FeeStatementPaths,
  type StatementLines,
  type StatementLinesQuery,
  type StatementQuery,
  type StatementReport,
  type StatementResult,
} from '@cvap/contracts';
import { http } from '../../../request/client.js';
import { downloadFile } from '../../../request/transfer.js';

/** The fee statements' endpoints (docs/decisions/0033). */
export const statementApi = {
  report: (report: StatementReport, query: StatementQuery) => http.post<StatementResult>(FeeStatementPaths.report(report), query),
  lines: (report: StatementReport, query: Partial<StatementLinesQuery>) =>
    http.post<StatementLines>(FeeStatementPaths.lines(report), query),
  export: (report: StatementReport, query: StatementQuery, fallbackName: string) =>
    downloadFile({ url: FeeStatementPaths.export(report), method: 'POST', data: query, fallbackName }),
};
