import type { Invoice, Invoiceable } from '@cvap/contracts';
import { sql } from 'drizzle-orm';
import { type ActingScope, AppError, type Orm, type ServiceContext } from '../../../../engine/index.js';
import { LATE_FEE, lateFeeName } from '../../ledger/services/counter-query.js';
import { fenOf, inScope, rowsOf, yuanOf } from '../../ledger/services/ledger-sql.js';

/** A receipt line as an invoice sees it: what the receipt received of it net of refunds, and what is invoiced. */
export interface InvoiceableLine {
  billLineId: number;
  feeName: string;
  period: string;
  feeType: string;
  standardId: number;
  received: bigint;
  invoiced: bigint;
}

/**
 * The lines of a payment with what it received of each (its postings and their reversals: net of refunds and
 * cancellations) and what its live blue invoices (issuing or issued) hold of each. Read under the payment's lock
 * when issuing. Invoices are Chinese documents: a late fee is named in Chinese.
 */
export async function invoiceableLines(orm: Orm, paymentId: number): Promise<InvoiceableLine[]> {
  const rows = await rowsOf<{
    bill_line_id: number;
    fee_name: string;
    line_kind: number;
    fee_type: string;
    standard_id: number;
    period: string;
    received: string;
    invoiced: string;
  }>(
    orm,
    sql`select l.id::int as bill_line_id, s.name as fee_name, l.line_kind, l.fee_type, l.standard_id,
          to_char(l.period_start, 'YYYY-MM') as period, sum(p.amount)::text as received,
          coalesce((select sum(il.amount) from fee_e_invoice_lines il join fee_e_invoices i on i.id = il.invoice_id
                    where il.bill_line_id = l.id and i.payment_id = ${paymentId} and i.kind = 1 and i.state in (1, 2)), 0)::text as invoiced
        from fee_postings p join fee_bill_lines l on l.id = p.bill_line_id join fee_standards s on s.id = l.standard_id
        where p.payment_id = ${paymentId}
        group by l.id, s.name, l.line_kind, l.fee_type, l.standard_id, l.period_start
        order by l.period_start, l.id`,
  );
  return rows.map((r) => ({
    billLineId: r.bill_line_id,
    feeName: r.line_kind === LATE_FEE ? lateFeeName(r.fee_name, 'zh_cn') : r.fee_name,
    period: r.period,
    feeType: r.fee_type,
    standardId: r.standard_id,
    received: fenOf(r.received),
    invoiced: fenOf(r.invoiced),
  }));
}

/** What a receipt can still invoice, line by line (the issue dialog's table). */
export async function invoiceable(ctx: ServiceContext, paymentId: number): Promise<Invoiceable> {
  const [payment] = await rowsOf<{ id: number; receipt_code: string; payer_name: string }>(
    ctx.orm,
    sql`select id, receipt_code, coalesce(payer_name, '') as payer_name from fee_payments
        where id = ${paymentId} and tenant_id = ${ctx.scope.tenantId} and ${inScope(sql`residential_id`, ctx.scope)}`,
  );
  if (!payment) throw new AppError('NOT_FOUND');
  const lines = await invoiceableLines(ctx.orm, paymentId);
  return {
    paymentId: payment.id,
    receiptCode: payment.receipt_code,
    payerName: payment.payer_name,
    lines: lines.map((l) => ({
      billLineId: l.billLineId,
      feeName: l.feeName,
      period: l.period,
      received: yuanOf(l.received),
      invoiced: yuanOf(l.invoiced),
      available: yuanOf(l.received - l.invoiced > 0n ? l.received - l.invoiced : 0n),
    })),
  };
}

/** One invoice with its lines, in the acting scope (404 for another community's or none). */
export async function invoiceOf(orm: Orm, scope: ActingScope, invoiceId: number): Promise<Invoice> {
  const [head] = await rowsOf<{
    id: number;
    kind: number;
    state: number;
    blue_id: number | null;
    payment_id: number;
    receipt_code: string;
    channel: number;
    invoice_code: string | null;
    invoice_no: string | null;
    issued_at: string | null;
    fail_message: string | null;
    buyer_type: number;
    buyer_name: string;
    buyer_tax_number: string | null;
    buyer_phone: string | null;
    buyer_email: string | null;
    seller_name: string;
    seller_tax_number: string;
    seller_address_phone: string;
    seller_bank: string;
    total: string;
    tax_total: string;
    total_without_tax: string;
    pdf_path: string | null;
  }>(
    orm,
    sql`select i.id, i.kind, i.state, i.blue_id, i.payment_id, p.receipt_code, i.channel, i.invoice_code, i.invoice_no,
          to_char(i.issued_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') as issued_at, i.fail_message,
          i.buyer_type, i.buyer_name, i.buyer_tax_number, i.buyer_phone, i.buyer_email, i.seller_name, i.seller_tax_number,
          i.seller_address_phone, i.seller_bank, i.total::text as total, i.tax_total::text as tax_total,
          i.total_without_tax::text as total_without_tax, i.pdf_path
        from fee_e_invoices i join fee_payments p on p.id = i.payment_id
        where i.id = ${invoiceId} and i.tenant_id = ${scope.tenantId} and ${inScope(sql`i.residential_id`, scope)}`,
  );
  if (!head) throw new AppError('NOT_FOUND');
  const lines = await rowsOf<{
    line_no: number;
    bill_line_id: number;
    fee_name: string;
    period: string;
    goods_code: string;
    goods_name: string;
    tax_rate: number;
    amount: string;
    tax: string;
    amount_without_tax: string;
  }>(
    orm,
    sql`select line_no, bill_line_id::int as bill_line_id, fee_name, period, goods_code, goods_name, tax_rate,
          amount::text as amount, tax::text as tax, amount_without_tax::text as amount_without_tax
        from fee_e_invoice_lines where invoice_id = ${invoiceId} order by line_no`,
  );
  return {
    id: head.id,
    kind: head.kind,
    state: head.state,
    blueId: head.blue_id,
    paymentId: head.payment_id,
    receiptCode: head.receipt_code,
    channel: head.channel,
    invoiceCode: head.invoice_code,
    invoiceNo: head.invoice_no,
    issuedAt: head.issued_at,
    failMessage: head.fail_message,
    buyerType: head.buyer_type,
    buyerName: head.buyer_name,
    buyerTaxNumber: head.buyer_tax_number,
    buyerPhone: head.buyer_phone,
    buyerEmail: head.buyer_email,
    sellerName: head.seller_name,
    sellerTaxNumber: head.seller_tax_number,
    sellerAddressPhone: head.seller_address_phone,
    sellerBank: head.seller_bank,
    total: head.total,
    taxTotal: head.tax_total,
    totalWithoutTax: head.total_without_tax,
    pdfPath: head.pdf_path,
    lines: lines.map((l) => ({
      lineNo: l.line_no,
      billLineId: l.bill_line_id,
      feeName: l.fee_name,
      period: l.period,
      goodsCode: l.goods_code,
      goodsName: l.goods_name,
      taxRate: l.tax_rate,
      amount: l.amount,
      tax: l.tax,
      amountWithoutTax: l.amount_without_tax,
    })),
  };
}

/**
 * Refuses a refund or cancellation of a payment that has a blue invoice issuing or issued (41090): the red invoice
 * comes first. Called under the payment's row lock, which issuing takes too, so the two never cross.
 */
export async function refuseWhileInvoiced(tx: Orm, payment: { id: number; receiptCode: string }): Promise<void> {
  const [blue] = await rowsOf<{ id: number; invoice_no: string | null }>(
    tx,
    sql`select id, invoice_no from fee_e_invoices where payment_id = ${payment.id} and kind = 1 and state in (1, 2) order by id limit 1`,
  );
  if (blue)
    throw new AppError('EINV_PAYMENT_INVOICED', { params: { receipt: payment.receiptCode, invoice: blue.invoice_no ?? `#${blue.id}` } });
}
