import { endpoint, IdParams } from '../../../endpoint-decl.js';
import {
  E_INVOICE_ELEMENTS,
  eInvoiceResource,
  InvoiceableSchema,
  InvoiceSchema,
  IssueInvoiceSchema,
  RedInvoiceSchema,
} from './e-invoice.js';

const base = '/api/property/eInvoice';
const tag = eInvoiceResource.name;

/** E-invoices (docs/decisions/0037): what a receipt can invoice, issuing, reversing, one invoice. */
export const FeeEInvoiceEndpoints = {
  /** The receipt's lines with what each received (net of refunds) and what is still to invoice; `id`: the receipt. */
  invoiceable: endpoint({
    id: 'eInvoice.invoiceable',
    method: 'GET',
    path: `${base}/invoiceable/{id}`,
    tag,
    summary: "A receipt's lines with what each received net of refunds and what is still to invoice",
    access: E_INVOICE_ELEMENTS.issue.code,
    params: IdParams,
    answer: InvoiceableSchema,
  }),
  issue: endpoint({
    id: 'eInvoice.issue',
    method: 'POST',
    path: `${base}/issue`,
    tag,
    summary: 'Issue a blue invoice for a receipt (a retry with the same request key answers the same invoice)',
    access: E_INVOICE_ELEMENTS.issue.code,
    body: IssueInvoiceSchema,
    answer: InvoiceSchema,
    opLog: { resource: 'eInvoice', action: 'issueInvoice' },
  }),
  red: endpoint({
    id: 'eInvoice.red',
    method: 'POST',
    path: `${base}/red`,
    tag,
    summary: 'Reverse an issued blue invoice with a red one',
    access: E_INVOICE_ELEMENTS.red.code,
    body: RedInvoiceSchema,
    answer: InvoiceSchema,
    opLog: { resource: 'eInvoice', action: 'reverseInvoice' },
  }),
  detail: endpoint({
    id: 'eInvoice.detail',
    method: 'GET',
    path: `${base}/detail/{id}`,
    tag,
    summary: 'One invoice with its lines',
    access: `property:${eInvoiceResource.name}:view`,
    params: IdParams,
    answer: InvoiceSchema,
  }),
} as const;
