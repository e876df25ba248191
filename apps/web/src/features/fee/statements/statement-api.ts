import { FeeStatementEndpoints, type EndpointInput, type StatementQuery, type StatementReport } from '@cvap/contracts';
import { callEndpoint, downloadEndpoint } from '../../../request/endpoint.js';

type LinesQuery = EndpointInput<typeof FeeStatementEndpoints.lines>['body'];

/** The fee statements' endpoints (docs/decisions/0033) that a read hook does not cover: a page of lines, the .xlsx. */
export const statementApi = {
  lines: (report: StatementReport, query: LinesQuery) => callEndpoint(FeeStatementEndpoints.lines, { params: { report }, body: query }),
  export: (report: StatementReport, query: StatementQuery, fallbackName: string) =>
    downloadEndpoint(FeeStatementEndpoints.export, { params: { report }, body: query }, fallbackName),
};
