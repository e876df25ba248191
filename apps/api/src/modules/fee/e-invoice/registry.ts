import { eInvoiceChannelResource, eInvoiceResource, eInvoiceSellerResource, eInvoiceTaxCodeResource } from '@cvap/contracts';
import type { RegistryEntry } from '../../../engine/index.js';
import { eInvoiceChannelHooks, eInvoiceSellerHooks, eInvoiceTaxCodeHooks } from './hooks.js';
import { feeEInvoiceChannels, feeEInvoices, feeEInvoiceSellers, feeEInvoiceTaxCodes } from './schema.js';

/** E-invoice settings (edited through the engine) and the invoices (read-only: written by issuing and reversing). */
export const E_INVOICE_REGISTRY: readonly RegistryEntry[] = [
  { decl: eInvoiceSellerResource, table: feeEInvoiceSellers, hooks: eInvoiceSellerHooks },
  { decl: eInvoiceTaxCodeResource, table: feeEInvoiceTaxCodes, hooks: eInvoiceTaxCodeHooks },
  { decl: eInvoiceChannelResource, table: feeEInvoiceChannels, hooks: eInvoiceChannelHooks },
  { decl: eInvoiceResource, table: feeEInvoices },
];
