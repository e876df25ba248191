import {
  E_INVOICE_ELEMENTS,
  eInvoiceResource,
  EInvoicePaths,
  envelopeSchema,
  InvoiceableSchema,
  InvoiceSchema,
  IssueInvoiceSchema,
  RedInvoiceSchema,
} from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, serviceContext } from '../../../../engine/index.js';
import { invoiceContext, invoiceDetail, issueInvoice, reverseInvoice } from '../services/invoice-issue.js';
import { invoiceable } from '../services/invoice-read.js';

const IdParams = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const tags = ['fee'];
const viewInvoices = `property:${eInvoiceResource.name}:view` as const;

/** E-invoices (docs/decisions/0037): what a receipt can invoice, issuing, reversing, one invoice. */
export async function eInvoiceRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const files = () => ({ store: app.files });

  routes.get(
    EInvoicePaths.invoiceable(':id'),
    {
      config: { access: E_INVOICE_ELEMENTS.issue.code },
      schema: {
        tags,
        summary: "A receipt's lines with what each received net of refunds and what is still to invoice",
        params: IdParams,
        response: { 200: envelopeSchema(InvoiceableSchema) },
      },
    },
    async (request) => ok(request.language, await invoiceable(serviceContext(request), request.params.id)),
  );

  routes.post(
    EInvoicePaths.issue,
    {
      config: { access: E_INVOICE_ELEMENTS.issue.code, opLog: { resource: 'eInvoice', action: 'issueInvoice' } },
      schema: {
        tags,
        summary: 'Issue a blue invoice for a receipt (a retry with the same request key answers the same invoice)',
        body: IssueInvoiceSchema,
        response: { 200: envelopeSchema(InvoiceSchema) },
      },
    },
    async (request) => {
      const invoice = await issueInvoice(invoiceContext(serviceContext(request)), request.body, files());
      request.opLogNote = { recordId: String(invoice.id) };
      return ok(request.language, invoice);
    },
  );

  routes.post(
    EInvoicePaths.red,
    {
      config: { access: E_INVOICE_ELEMENTS.red.code, opLog: { resource: 'eInvoice', action: 'reverseInvoice' } },
      schema: {
        tags,
        summary: 'Reverse an issued blue invoice with a red one',
        body: RedInvoiceSchema,
        response: { 200: envelopeSchema(InvoiceSchema) },
      },
    },
    async (request) => {
      const invoice = await reverseInvoice(invoiceContext(serviceContext(request)), request.body, files());
      request.opLogNote = { recordId: String(invoice.id) };
      return ok(request.language, invoice);
    },
  );

  routes.get(
    EInvoicePaths.detail(':id'),
    {
      config: { access: viewInvoices },
      schema: { tags, summary: 'One invoice with its lines', params: IdParams, response: { 200: envelopeSchema(InvoiceSchema) } },
    },
    async (request) => ok(request.language, await invoiceDetail(serviceContext(request), request.params.id)),
  );
}
