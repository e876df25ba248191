import { labelIn, type Language, SIMULATED_FAILURE_MARKER } from '@cvap/contracts';

/** What a channel is asked to issue: our invoice (its id is the channel's idempotency key), its buyer and total. */
export interface ChannelRequest {
  invoiceId: number;
  kind: 'blue' | 'red';
  buyerName: string;
  sellerTaxNumber: string;
  total: string;
  /** A red invoice: the number of the blue one it reverses. */
  blueNo?: string;
  now: Date;
  language: Language;
}

export type ChannelAnswer = { ok: true; invoiceCode: string; invoiceNo: string; issuedAt: Date } | { ok: false; message: string };

/**
 * An invoice channel (a tax-control provider's API). Asked twice for the same invoice id it must answer the same
 * invoice: a retry after a crash between asking and recording resumes, and never makes a second one.
 */
export interface InvoiceChannel {
  issue(request: ChannelRequest): Promise<ChannelAnswer>;
}

/**
 * The simulated channel (the default, for the demo and the tests): the number is the invoice id on 8 digits, the
 * code the channel's prefix and the year, the date the request's; a blue invoice whose buyer name contains
 * SIMULATED_FAILURE_MARKER is refused with a message. Nothing depends on chance or on the hour.
 */
export const simulatedChannel: InvoiceChannel = {
  issue(request) {
    if (request.kind === 'blue' && request.buyerName.includes(SIMULATED_FAILURE_MARKER)) {
      const message = labelIn(
        {
          zh: `模拟渠道拒绝开票：购买方名称含有测试标记“${SIMULATED_FAILURE_MARKER}”`,
          en: `The simulated channel refused the invoice: the buyer name contains the test marker "${SIMULATED_FAILURE_MARKER}"`,
        },
        request.language,
      );
      return Promise.resolve({ ok: false, message });
    }
    const year = String(request.now.getUTCFullYear()).slice(2);
    return Promise.resolve({
      ok: true,
      invoiceCode: `0440${year}${request.kind === 'blue' ? '000001' : '000002'}`,
      invoiceNo: String(request.invoiceId).padStart(8, '0'),
      issuedAt: request.now,
    });
  },
};

/** The channels by their number (contracts INVOICE_CHANNELS); a provider's channel is one more entry. */
const CHANNELS: Readonly<Record<number, InvoiceChannel>> = { 1: simulatedChannel };

export function channelOf(channel: number): InvoiceChannel {
  return CHANNELS[channel] ?? simulatedChannel;
}
