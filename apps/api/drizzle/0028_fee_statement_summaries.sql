CREATE TABLE "fee_stmt_account_months" (
	"residential_id" integer NOT NULL,
	"month" date NOT NULL,
	"account_kind" smallint NOT NULL,
	"building_id" integer NOT NULL,
	"business_type" smallint NOT NULL,
	"posting_count" integer DEFAULT 0 NOT NULL,
	"amount" numeric(16, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_stmt_line_months" (
	"residential_id" integer NOT NULL,
	"period_month" date NOT NULL,
	"fee_type" varchar(20) NOT NULL,
	"building_id" integer NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"receivable" numeric(16, 2) DEFAULT '0' NOT NULL,
	"received" numeric(16, 2) DEFAULT '0' NOT NULL,
	"discount" numeric(16, 2) DEFAULT '0' NOT NULL,
	"offset_amount" numeric(16, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_stmt_posting_months" (
	"residential_id" integer NOT NULL,
	"booked_month" date NOT NULL,
	"fee_type" varchar(20) NOT NULL,
	"building_id" integer NOT NULL,
	"period_month" date NOT NULL,
	"category" smallint NOT NULL,
	"kind" smallint NOT NULL,
	"method" smallint NOT NULL,
	"source" smallint NOT NULL,
	"posting_count" integer DEFAULT 0 NOT NULL,
	"amount" numeric(16, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_stmt_receipt_months" (
	"residential_id" integer NOT NULL,
	"month" date NOT NULL,
	"building_id" integer NOT NULL,
	"source" smallint NOT NULL,
	"receipt_count" integer DEFAULT 0 NOT NULL,
	"total" numeric(16, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "fee_stmt_account_months_idx" ON "fee_stmt_account_months" USING btree ("residential_id","month");--> statement-breakpoint
CREATE INDEX "fee_stmt_line_months_idx" ON "fee_stmt_line_months" USING btree ("residential_id","period_month");--> statement-breakpoint
CREATE INDEX "fee_stmt_posting_months_idx" ON "fee_stmt_posting_months" USING btree ("residential_id","booked_month");--> statement-breakpoint
CREATE INDEX "fee_stmt_receipt_months_idx" ON "fee_stmt_receipt_months" USING btree ("residential_id","month");--> statement-breakpoint
-- The fee statements' summaries (docs/decisions/0033), kept in step with the ledger by statement-level triggers
-- with transition tables: a bulk insert (a bill run, the seed, a benchmark) appends one delta row per key, and every
-- writer is covered in its own transaction. Deltas only (no unique key): no two writers wait on or deadlock over a
-- summary row; the job foldFeeStatements folds them. Postings are append-only (fee_ledger_immutable), so their
-- triggers handle INSERT; bill lines and payments may be updated (a line cancelled), so theirs take out what the old
-- rows gave and add what the new ones give.
CREATE OR REPLACE FUNCTION fee_stmt_lines_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO fee_stmt_line_months (residential_id, period_month, fee_type, building_id, line_count, receivable)
  SELECT l.residential_id, date_trunc('month', l.period_start)::date, l.fee_type, coalesce(a.building_id, c.building_id, 0),
    count(*)::integer, sum(l.amount)
  FROM new_rows l
    LEFT JOIN apartments a ON l.object_type IN (1, 2) AND a.id = l.object_id
    LEFT JOIN companies c ON l.object_type = 3 AND c.id = l.object_id
  WHERE l.status = 1
  GROUP BY 1, 2, 3, 4;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fee_stmt_lines_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO fee_stmt_line_months (residential_id, period_month, fee_type, building_id, line_count, receivable, received, discount, offset_amount)
  SELECT residential_id, period_month, fee_type, building_id, sum(n)::integer, sum(receivable), sum(received), sum(discount), sum(offset_amount)
  FROM (SELECT l.residential_id, date_trunc('month', l.period_start)::date AS period_month, l.fee_type,
      coalesce(a.building_id, c.building_id, 0) AS building_id, -1 AS n, -l.amount AS receivable, -s.received AS received,
      -s.discount AS discount, -s.offset_amount AS offset_amount
    FROM old_rows l
      LEFT JOIN apartments a ON l.object_type IN (1, 2) AND a.id = l.object_id
      LEFT JOIN companies c ON l.object_type = 3 AND c.id = l.object_id
      CROSS JOIN LATERAL (SELECT coalesce(sum(p.amount) FILTER (WHERE p.category = 1), 0) AS received,
          coalesce(sum(p.amount) FILTER (WHERE p.category = 2), 0) AS discount,
          coalesce(sum(p.amount) FILTER (WHERE p.category = 3), 0) AS offset_amount
        FROM fee_postings p WHERE p.bill_line_id = l.id) s
    WHERE l.status = 1
    UNION ALL
    SELECT l.residential_id, date_trunc('month', l.period_start)::date AS period_month, l.fee_type,
      coalesce(a.building_id, c.building_id, 0) AS building_id, 1 AS n, l.amount AS receivable, s.received AS received,
      s.discount AS discount, s.offset_amount AS offset_amount
    FROM new_rows l
      LEFT JOIN apartments a ON l.object_type IN (1, 2) AND a.id = l.object_id
      LEFT JOIN companies c ON l.object_type = 3 AND c.id = l.object_id
      CROSS JOIN LATERAL (SELECT coalesce(sum(p.amount) FILTER (WHERE p.category = 1), 0) AS received,
          coalesce(sum(p.amount) FILTER (WHERE p.category = 2), 0) AS discount,
          coalesce(sum(p.amount) FILTER (WHERE p.category = 3), 0) AS offset_amount
        FROM fee_postings p WHERE p.bill_line_id = l.id) s
    WHERE l.status = 1) d
  GROUP BY 1, 2, 3, 4
  HAVING sum(n) <> 0 OR sum(receivable) <> 0 OR sum(received) <> 0 OR sum(discount) <> 0 OR sum(offset_amount) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fee_stmt_lines_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO fee_stmt_line_months (residential_id, period_month, fee_type, building_id, line_count, receivable, received, discount, offset_amount)
  SELECT residential_id, period_month, fee_type, building_id, sum(n)::integer, sum(receivable), sum(received), sum(discount), sum(offset_amount)
  FROM (SELECT l.residential_id, date_trunc('month', l.period_start)::date AS period_month, l.fee_type,
      coalesce(a.building_id, c.building_id, 0) AS building_id, -1 AS n, -l.amount AS receivable, -s.received AS received,
      -s.discount AS discount, -s.offset_amount AS offset_amount
    FROM old_rows l
      LEFT JOIN apartments a ON l.object_type IN (1, 2) AND a.id = l.object_id
      LEFT JOIN companies c ON l.object_type = 3 AND c.id = l.object_id
      CROSS JOIN LATERAL (SELECT coalesce(sum(p.amount) FILTER (WHERE p.category = 1), 0) AS received,
          coalesce(sum(p.amount) FILTER (WHERE p.category = 2), 0) AS discount,
          coalesce(sum(p.amount) FILTER (WHERE p.category = 3), 0) AS offset_amount
        FROM fee_postings p WHERE p.bill_line_id = l.id) s
    WHERE l.status = 1) d
  GROUP BY 1, 2, 3, 4
  HAVING sum(n) <> 0 OR sum(receivable) <> 0 OR sum(received) <> 0 OR sum(discount) <> 0 OR sum(offset_amount) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER fee_bill_lines_stmt_insert AFTER INSERT ON fee_bill_lines REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fee_stmt_lines_insert();
--> statement-breakpoint
CREATE TRIGGER fee_bill_lines_stmt_update AFTER UPDATE ON fee_bill_lines REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fee_stmt_lines_update();
--> statement-breakpoint
CREATE TRIGGER fee_bill_lines_stmt_delete AFTER DELETE ON fee_bill_lines REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fee_stmt_lines_delete();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fee_stmt_postings_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- What settled each normal line, by the line's period.
  INSERT INTO fee_stmt_line_months (residential_id, period_month, fee_type, building_id, line_count, receivable, received, discount, offset_amount)
  SELECT l.residential_id, date_trunc('month', l.period_start)::date, l.fee_type, coalesce(a.building_id, c.building_id, 0), 0, 0,
    coalesce(sum(p.amount) FILTER (WHERE p.category = 1), 0), coalesce(sum(p.amount) FILTER (WHERE p.category = 2), 0),
    coalesce(sum(p.amount) FILTER (WHERE p.category = 3), 0)
  FROM new_rows p JOIN fee_bill_lines l ON l.id = p.bill_line_id
    LEFT JOIN apartments a ON l.object_type IN (1, 2) AND a.id = l.object_id
    LEFT JOIN companies c ON l.object_type = 3 AND c.id = l.object_id
  WHERE l.status = 1
  GROUP BY 1, 2, 3, 4;
  -- Money moved, by the month it was booked: an original posting of a payment when the payment was taken.
  INSERT INTO fee_stmt_posting_months (residential_id, booked_month, fee_type, building_id, period_month, category, kind, method, source,
    posting_count, amount)
  SELECT l.residential_id,
    date_trunc('month', (CASE WHEN p.kind = 1 AND pay.id IS NOT NULL THEN pay.paid_at ELSE p.created_at END) AT TIME ZONE 'Asia/Shanghai')::date,
    l.fee_type, coalesce(a.building_id, c.building_id, 0), date_trunc('month', l.period_start)::date, p.category, p.kind,
    coalesce(p.method, 0), coalesce(pay.source, 0), count(*)::integer, sum(p.amount)
  FROM new_rows p JOIN fee_bill_lines l ON l.id = p.bill_line_id
    LEFT JOIN fee_payments pay ON pay.id = p.payment_id
    LEFT JOIN apartments a ON l.object_type IN (1, 2) AND a.id = l.object_id
    LEFT JOIN companies c ON l.object_type = 3 AND c.id = l.object_id
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER fee_postings_stmt_insert AFTER INSERT ON fee_postings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fee_stmt_postings_insert();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fee_stmt_account_postings_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO fee_stmt_account_months (residential_id, month, account_kind, building_id, business_type, posting_count, amount)
  SELECT p.residential_id, date_trunc('month', p.created_at AT TIME ZONE 'Asia/Shanghai')::date, acc.kind, coalesce(a.building_id, 0),
    p.business_type, count(*)::integer, sum(p.amount)
  FROM new_rows p JOIN fee_accounts acc ON acc.id = p.account_id LEFT JOIN apartments a ON a.id = acc.apartment_id
  GROUP BY 1, 2, 3, 4, 5;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER fee_account_postings_stmt_insert AFTER INSERT ON fee_account_postings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fee_stmt_account_postings_insert();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fee_stmt_payments_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO fee_stmt_receipt_months (residential_id, month, building_id, source, receipt_count, total)
    SELECT p.residential_id, date_trunc('month', p.paid_at AT TIME ZONE 'Asia/Shanghai')::date, coalesce(a.building_id, 0), p.source,
      -count(*)::integer, -sum(p.total)
    FROM old_rows p LEFT JOIN apartments a ON a.id = p.apartment_id GROUP BY 1, 2, 3, 4;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO fee_stmt_receipt_months (residential_id, month, building_id, source, receipt_count, total)
    SELECT p.residential_id, date_trunc('month', p.paid_at AT TIME ZONE 'Asia/Shanghai')::date, coalesce(a.building_id, 0), p.source,
      count(*)::integer, sum(p.total)
    FROM new_rows p LEFT JOIN apartments a ON a.id = p.apartment_id GROUP BY 1, 2, 3, 4;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER fee_payments_stmt_insert AFTER INSERT ON fee_payments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fee_stmt_payments_change();
--> statement-breakpoint
CREATE TRIGGER fee_payments_stmt_update AFTER UPDATE ON fee_payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fee_stmt_payments_change();
--> statement-breakpoint
CREATE TRIGGER fee_payments_stmt_delete AFTER DELETE ON fee_payments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fee_stmt_payments_change();
--> statement-breakpoint
-- What exists already: one row per key.
INSERT INTO fee_stmt_line_months (residential_id, period_month, fee_type, building_id, line_count, receivable, received, discount, offset_amount)
SELECT l.residential_id, date_trunc('month', l.period_start)::date, l.fee_type, coalesce(a.building_id, c.building_id, 0), count(*)::integer,
  sum(l.amount), coalesce(sum(s.received), 0), coalesce(sum(s.discount), 0), coalesce(sum(s.offset_amount), 0)
FROM fee_bill_lines l
  LEFT JOIN apartments a ON l.object_type IN (1, 2) AND a.id = l.object_id
  LEFT JOIN companies c ON l.object_type = 3 AND c.id = l.object_id
  LEFT JOIN (SELECT bill_line_id, sum(amount) FILTER (WHERE category = 1) AS received, sum(amount) FILTER (WHERE category = 2) AS discount,
      sum(amount) FILTER (WHERE category = 3) AS offset_amount FROM fee_postings GROUP BY 1) s ON s.bill_line_id = l.id
WHERE l.status = 1
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO fee_stmt_posting_months (residential_id, booked_month, fee_type, building_id, period_month, category, kind, method, source, posting_count, amount)
SELECT l.residential_id,
  date_trunc('month', (CASE WHEN p.kind = 1 AND pay.id IS NOT NULL THEN pay.paid_at ELSE p.created_at END) AT TIME ZONE 'Asia/Shanghai')::date,
  l.fee_type, coalesce(a.building_id, c.building_id, 0), date_trunc('month', l.period_start)::date, p.category, p.kind,
  coalesce(p.method, 0), coalesce(pay.source, 0), count(*)::integer, sum(p.amount)
FROM fee_postings p JOIN fee_bill_lines l ON l.id = p.bill_line_id
  LEFT JOIN fee_payments pay ON pay.id = p.payment_id
  LEFT JOIN apartments a ON l.object_type IN (1, 2) AND a.id = l.object_id
  LEFT JOIN companies c ON l.object_type = 3 AND c.id = l.object_id
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
--> statement-breakpoint
INSERT INTO fee_stmt_account_months (residential_id, month, account_kind, building_id, business_type, posting_count, amount)
SELECT p.residential_id, date_trunc('month', p.created_at AT TIME ZONE 'Asia/Shanghai')::date, acc.kind, coalesce(a.building_id, 0),
  p.business_type, count(*)::integer, sum(p.amount)
FROM fee_account_postings p JOIN fee_accounts acc ON acc.id = p.account_id LEFT JOIN apartments a ON a.id = acc.apartment_id
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO fee_stmt_receipt_months (residential_id, month, building_id, source, receipt_count, total)
SELECT p.residential_id, date_trunc('month', p.paid_at AT TIME ZONE 'Asia/Shanghai')::date, coalesce(a.building_id, 0), p.source,
  count(*)::integer, sum(p.total)
FROM fee_payments p LEFT JOIN apartments a ON a.id = p.apartment_id GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- The drill-down of postings by community and time (keyset by id within the range).
CREATE INDEX IF NOT EXISTS "fee_postings_residential_created_idx" ON "fee_postings" ("residential_id", "created_at", "id");
