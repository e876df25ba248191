import { z } from 'zod';
import { endpoint } from '../../../endpoint-decl.js';
import {
  FEE_STATEMENT_ELEMENTS,
  StatementLinesQuerySchema,
  StatementLinesSchema,
  StatementQuerySchema,
  StatementResultSchema,
} from './statements.js';

/** The report's name; an unknown one is refused by the route (FEE_STATEMENT_REPORT), not by validation. */
const ReportParams = z.object({ report: z.string().max(40) });
const base = '/api/property/fee/statement/{report}';
const tag = 'feeStatement';

/** The fee statements (docs/decisions/0033): a statement, its lines (keyset pages) and its .xlsx. */
export const FeeStatementEndpoints = {
  report: endpoint({
    id: 'feeStatement.report',
    method: 'POST',
    path: base,
    tag,
    summary: 'A fee statement of a period (month range, community, building, fee type): rows, totals, chart',
    access: FEE_STATEMENT_ELEMENTS.view.code,
    params: ReportParams,
    body: StatementQuerySchema,
    answer: StatementResultSchema,
  }),
  lines: endpoint({
    id: 'feeStatement.lines',
    method: 'POST',
    path: `${base}/lines`,
    tag,
    summary: "A statement's lines, newest first, by keyset (`after`: the last id of the previous page)",
    access: FEE_STATEMENT_ELEMENTS.view.code,
    params: ReportParams,
    body: StatementLinesQuerySchema,
    answer: StatementLinesSchema,
  }),
  export: endpoint({
    id: 'feeStatement.export',
    method: 'POST',
    path: `${base}/export`,
    tag,
    summary: 'A statement as an .xlsx (binary)',
    access: FEE_STATEMENT_ELEMENTS.export.code,
    params: ReportParams,
    body: StatementQuerySchema,
    answer: z.void(),
    file: true,
    opLog: { resource: 'feeStatement', action: 'export' },
  }),
} as const;
