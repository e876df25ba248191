import { FeeEInvoiceEndpoints } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoute, serviceContext } from '../../../../engine/index.js';
import { invoiceContext, invoiceDetail, issueInvoice, reverseInvoice } from '../services/invoice-issue.js';
import { invoiceable } from '../services/invoice-read.js';

/** E-invoices (docs/decisions/0037): what a receipt can invoice, issuing, reversing, one invoice. */
export async function eInvoiceRoutes(app: FastifyInstance): Promise<void> {
  const files = () => ({ store: app.files });

  endpointRoute(app, FeeEInvoiceEndpoints.invoiceable, async (request) => invoiceable(serviceContext(request), request.params.id));

  endpointRoute(app, FeeEInvoiceEndpoints.issue, async (request) => {
    const invoice = await issueInvoice(invoiceContext(serviceContext(request)), request.body, files());
    request.opLogNote = { recordId: String(invoice.id) };
    return invoice;
  });

  endpointRoute(app, FeeEInvoiceEndpoints.red, async (request) => {
    const invoice = await reverseInvoice(invoiceContext(serviceContext(request)), request.body, files());
    request.opLogNote = { recordId: String(invoice.id) };
    return invoice;
  });

  endpointRoute(app, FeeEInvoiceEndpoints.detail, async (request) => invoiceDetail(serviceContext(request), request.params.id));
}
