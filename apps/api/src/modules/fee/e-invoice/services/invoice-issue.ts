import {
  eInvoiceResource,
  type Invoice,
  InvoiceKind,
  InvoiceState,
  type IssueInvoiceInput,
  type RedInvoiceInput,
  taxOfLine,
} from '@cvap/contracts';
import { sql } from 'drizzle-orm';
import { AppError, type FileStore, inTransaction, type Orm, type ServiceContext, storeBytes } from '../../../../engine/index.js';
import { feeEInvoiceLines, feeEInvoices } from '../schema.js';
import { fenOf, inScope, rowsOf, yuanOf } from '../../ledger/services/ledger-sql.js';
import { lockPayment } from '../../ledger/services/payment-reverse.js';
import { channelOf } from './channel.js';
import { invoicePdf } from './invoice-pdf.js';
import { invoiceableLines, invoiceOf, type InvoiceableLine } from './invoice-read.js';

/** Where the PDFs go: the app's file store (the route hands it over; the demo seed its own). */
export interface InvoiceFiles {
  store: FileStore;
}

/** What issuing reads of the request: a service's context, or the demo seed's (no request, a fixed clock). */
export type InvoiceContext = Pick<ServiceContext, 'orm' | 'scope' | 'now' | 'language'> & { userId: number };

interface TaxCode {
  feeType: string;
  standardId: number | null;
  goodsCode: string;
  goodsName: string;
  taxRate: number;
}

/** The code of a line: its standard's own mapping first, then its fee type's. */
function codeOfLine(codes: readonly TaxCode[], line: InvoiceableLine): TaxCode {
  const code =
    codes.find((c) => c.standardId === line.standardId) ?? codes.find((c) => c.standardId === null && c.feeType === line.feeType);
  if (!code) throw new AppError('EINV_NO_TAX_CODE', { params: { fee: line.feeName } });
  return code;
}

/** The invoice an earlier attempt with this key made, or null; the key must not name another receipt's or kind's. */
async function invoiceOfKey(tx: Orm, tenantId: number, key: string, same: (row: KeyRow) => boolean): Promise<number | null> {
  const [row] = await rowsOf<KeyRow>(
    tx,
    sql`select id, kind, payment_id, blue_id from fee_e_invoices where tenant_id = ${tenantId} and request_key = ${key}`,
  );
  if (!row) return null;
  if (!same(row)) throw new AppError('EINV_KEY_REUSED');
  return row.id;
}
interface KeyRow {
  id: number;
  kind: number;
  payment_id: number;
  blue_id: number | null;
}

/**
 * Reserves a blue invoice (state issuing) for a receipt's lines, under the payment's row lock: each line's amount
 * at most what the receipt received of it net of refunds less what live blue invoices already hold (41085).
 */
async function reserveBlue(tx: Orm, ctx: InvoiceContext, input: IssueInvoiceInput): Promise<number> {
  const payment = await lockPayment(tx, ctx.scope, input.paymentId);
  const again = await invoiceOfKey(
    tx,
    payment.tenantId,
    input.requestKey,
    (r) => r.kind === InvoiceKind.blue && r.payment_id === payment.id,
  );
  if (again !== null) return again;
  if (payment.state !== 1) throw new AppError('FEE_PAYMENT_CANCELLED', { params: { receipt: payment.receiptCode } });
  const buyer = input.buyer;
  const buyerTaxNumber = buyer.taxNumber ? buyer.taxNumber : null;
  if (buyer.type === 2 && !buyerTaxNumber) throw new AppError('EINV_BUYER_TAX_NUMBER');
  const [seller] = await rowsOf<{
    seller_name: string;
    tax_number: string;
    address: string;
    phone: string;
    bank_name: string;
    bank_account: string;
  }>(
    tx,
    sql`select seller_name, tax_number, address, phone, bank_name, bank_account from fee_e_invoice_sellers where residential_id = ${payment.residentialId}`,
  );
  if (!seller) throw new AppError('EINV_NO_SELLER');
  const [channel] = await rowsOf<{ channel: number; enabled: boolean }>(
    tx,
    sql`select channel, enabled from fee_e_invoice_channels where residential_id = ${payment.residentialId}`,
  );
  if (channel && !channel.enabled) throw new AppError('EINV_CHANNEL_DISABLED');
  const codes = await rowsOf<TaxCode>(
    tx,
    sql`select fee_type as "feeType", standard_id as "standardId", goods_code as "goodsCode", goods_name as "goodsName", tax_rate as "taxRate"
        from fee_e_invoice_tax_codes where residential_id = ${payment.residentialId}`,
  );

  const lines = await invoiceableLines(tx, payment.id);
  const available = (line: InvoiceableLine) => (line.received > line.invoiced ? line.received - line.invoiced : 0n);
  let chosen: { line: InvoiceableLine; fen: bigint }[];
  if (input.lines) {
    chosen = input.lines.map((wanted) => {
      const line = lines.find((l) => l.billLineId === wanted.billLineId);
      if (!line) throw new AppError('EINV_LINE_NOT_ON_RECEIPT', { params: { line: wanted.billLineId, receipt: payment.receiptCode } });
      const fen = fenOf(wanted.amount);
      if (fen > available(line)) {
        throw new AppError('EINV_ABOVE_RECEIVED', {
          params: { line: `${line.feeName} ${line.period}`, amount: yuanOf(fen), available: yuanOf(available(line)) },
        });
      }
      return { line, fen };
    });
  } else {
    chosen = lines.filter((l) => available(l) > 0n).map((line) => ({ line, fen: available(line) }));
  }
  if (chosen.length === 0) throw new AppError('EINV_NOTHING_TO_INVOICE', { params: { receipt: payment.receiptCode } });

  const priced = chosen.map(({ line, fen }) => {
    const code = codeOfLine(codes, line);
    return { line, fen, code, ...taxOfLine(fen, code.taxRate) };
  });
  const sum = (pick: (p: (typeof priced)[number]) => bigint) => priced.reduce((a, p) => a + pick(p), 0n);
  const [invoice] = await tx
    .insert(feeEInvoices)
    .values({
      tenantId: payment.tenantId,
      residentialId: payment.residentialId,
      paymentId: payment.id,
      kind: InvoiceKind.blue,
      state: InvoiceState.issuing,
      requestKey: input.requestKey,
      channel: channel?.channel ?? 1,
      buyerType: buyer.type,
      buyerName: buyer.name,
      buyerTaxNumber,
      buyerPhone: buyer.phone || null,
      buyerEmail: buyer.email || null,
      sellerName: seller.seller_name,
      sellerTaxNumber: seller.tax_number,
      sellerAddressPhone: `${seller.address} ${seller.phone}`,
      sellerBank: `${seller.bank_name} ${seller.bank_account}`,
      total: yuanOf(sum((p) => p.fen)),
      taxTotal: yuanOf(sum((p) => p.tax)),
      totalWithoutTax: yuanOf(sum((p) => p.withoutTax)),
      createdBy: ctx.userId,
    })
    .returning({ id: feeEInvoices.id });
  await tx.insert(feeEInvoiceLines).values(
    priced.map((p, index) => ({
      invoiceId: invoice!.id,
      lineNo: index + 1,
      billLineId: p.line.billLineId,
      feeName: p.line.feeName,
      period: p.line.period,
      goodsCode: p.code.goodsCode,
      goodsName: p.code.goodsName,
      taxRate: p.code.taxRate,
      amount: yuanOf(p.fen),
      tax: yuanOf(p.tax),
      amountWithoutTax: yuanOf(p.withoutTax),
    })),
  );
  return invoice!.id;
}

/**
 * Reserves the red invoice of an issued blue one: its lines negated, its buyer and seller as on the blue one. The
 * blue one is locked; one that is missing, red, failed or still issuing is 41088; one already reversed, or with a
 * red one issuing or issued, 41089 (and the partial unique index holds even if this check were wrong).
 */
async function reserveRed(tx: Orm, ctx: InvoiceContext, input: RedInvoiceInput): Promise<number> {
  const again = await invoiceOfKey(
    tx,
    ctx.scope.tenantId,
    input.requestKey,
    (r) => r.kind === InvoiceKind.red && r.blue_id === input.blueId,
  );
  if (again !== null) return again;
  const [blue] = await rowsOf<{ id: number; kind: number; state: number; invoice_no: string | null }>(
    tx,
    sql`select id, kind, state, invoice_no from fee_e_invoices where id = ${input.blueId} and tenant_id = ${ctx.scope.tenantId}
          and ${inScope(sql`residential_id`, ctx.scope)}
        for update`,
  );
  if (!blue || blue.kind !== InvoiceKind.blue || (blue.state !== InvoiceState.issued && blue.state !== InvoiceState.reversed)) {
    throw new AppError('EINV_RED_NEEDS_BLUE');
  }
  const [live] = await rowsOf<{ id: number }>(
    tx,
    sql`select id from fee_e_invoices where blue_id = ${blue.id} and kind = 2 and state in (1, 2) limit 1`,
  );
  if (blue.state === InvoiceState.reversed || live)
    throw new AppError('EINV_ALREADY_REVERSED', { params: { invoice: blue.invoice_no ?? `#${blue.id}` } });
  const [red] = await rowsOf<{ id: number }>(
    tx,
    sql`insert into fee_e_invoices (tenant_id, residential_id, payment_id, kind, blue_id, state, request_key, channel, buyer_type,
          buyer_name, buyer_tax_number, buyer_phone, buyer_email, seller_name, seller_tax_number, seller_address_phone, seller_bank,
          total, tax_total, total_without_tax, reason, created_by)
        select tenant_id, residential_id, payment_id, 2, id, 1, ${input.requestKey}, channel, buyer_type,
          buyer_name, buyer_tax_number, buyer_phone, buyer_email, seller_name, seller_tax_number, seller_address_phone, seller_bank,
          -total, -tax_total, -total_without_tax, ${input.reason}, ${ctx.userId}
        from fee_e_invoices where id = ${blue.id}
        returning id`,
  );
  await tx.execute(
    sql`insert into fee_e_invoice_lines (invoice_id, line_no, bill_line_id, fee_name, period, goods_code, goods_name, tax_rate, amount, tax, amount_without_tax)
        select ${red!.id}, line_no, bill_line_id, fee_name, period, goods_code, goods_name, tax_rate, -amount, -tax, -amount_without_tax
        from fee_e_invoice_lines where invoice_id = ${blue.id}`,
  );
  return red!.id;
}

/**
 * Asks the channel for a reserved invoice and records its answer: issued (number, code, date, the PDF stored
 * through the file machinery; a red one marks its blue one reversed) or failed with the channel's message. The
 * channel is asked outside any transaction; recording locks the invoice and does nothing if another attempt
 * recorded it first. An invoice left issuing (a crash between the two) is finished by a retry with its key.
 */
async function complete(ctx: InvoiceContext, invoiceId: number, files: InvoiceFiles): Promise<void> {
  const invoice = await invoiceOf(ctx.orm, ctx.scope, invoiceId);
  if (invoice.state !== InvoiceState.issuing) return;
  const blue = invoice.blueId === null ? null : await invoiceOf(ctx.orm, ctx.scope, invoice.blueId);
  const answer = await channelOf(invoice.channel).issue({
    invoiceId: invoice.id,
    kind: invoice.kind === InvoiceKind.red ? 'red' : 'blue',
    buyerName: invoice.buyerName,
    sellerTaxNumber: invoice.sellerTaxNumber,
    total: invoice.total,
    blueNo: blue?.invoiceNo ?? undefined,
    now: ctx.now,
    language: ctx.language,
  });
  await inTransaction(ctx.orm, async (tx) => {
    const [locked] = await rowsOf<{ state: number }>(tx, sql`select state from fee_e_invoices where id = ${invoice.id} for update`);
    if (locked?.state !== InvoiceState.issuing) return;
    if (!answer.ok) {
      await tx.execute(
        sql`update fee_e_invoices set state = ${InvoiceState.failed}, fail_message = ${answer.message.slice(0, 200)} where id = ${invoice.id}`,
      );
      return;
    }
    const issued: Invoice = { ...invoice, invoiceCode: answer.invoiceCode, invoiceNo: answer.invoiceNo };
    const pdf = invoicePdf({ invoice: issued, issuedOn: chinaDate(answer.issuedAt), blueNo: blue?.invoiceNo ?? null });
    const pdfPath = await storeBytes(
      tx,
      files.store,
      { tenantId: ctx.scope.tenantId, residentialId: await residentialOf(tx, invoice.id) },
      {
        extension: 'pdf',
        originalName: `${answer.invoiceNo}.pdf`,
        bizType: '999',
        accessElement: `property:${eInvoiceResource.name}:view`,
      },
      pdf,
    );
    await tx.execute(
      sql`update fee_e_invoices set state = ${InvoiceState.issued}, invoice_code = ${answer.invoiceCode}, invoice_no = ${answer.invoiceNo},
            issued_at = ${answer.issuedAt.toISOString()}, pdf_path = ${pdfPath} where id = ${invoice.id}`,
    );
    if (invoice.blueId !== null) {
      await tx.execute(
        sql`update fee_e_invoices set state = ${InvoiceState.reversed} where id = ${invoice.blueId} and state = ${InvoiceState.issued}`,
      );
    }
  });
}

async function residentialOf(tx: Orm, invoiceId: number): Promise<number> {
  const [row] = await rowsOf<{ residential_id: number }>(tx, sql`select residential_id from fee_e_invoices where id = ${invoiceId}`);
  return row!.residential_id;
}

/** The day in China (the invoice's date as printed). */
function chinaDate(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** Issues a blue invoice for a receipt (idempotent by the request key) and answers it, issued or failed. */
export async function issueInvoice(ctx: InvoiceContext, input: IssueInvoiceInput, files: InvoiceFiles): Promise<Invoice> {
  const id = await inTransaction(ctx.orm, (tx) => reserveBlue(tx, ctx, input));
  await complete(ctx, id, files);
  return invoiceOf(ctx.orm, ctx.scope, id);
}

/** Issues the red invoice reversing a blue one (idempotent by the request key) and answers it. */
export async function reverseInvoice(ctx: InvoiceContext, input: RedInvoiceInput, files: InvoiceFiles): Promise<Invoice> {
  const id = await inTransaction(ctx.orm, (tx) => reserveRed(tx, ctx, input));
  await complete(ctx, id, files);
  return invoiceOf(ctx.orm, ctx.scope, id);
}

/** A service's context as issuing reads it. */
export function invoiceContext(ctx: ServiceContext): InvoiceContext {
  return { orm: ctx.orm, scope: ctx.scope, now: ctx.now, language: ctx.language, userId: ctx.user.id };
}

/** An invoice of the acting scope. */
export function invoiceDetail(ctx: ServiceContext, invoiceId: number): Promise<Invoice> {
  return invoiceOf(ctx.orm, ctx.scope, invoiceId);
}
