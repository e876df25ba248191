CREATE TABLE "fee_account_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"residential_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"business_type" smallint NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"balance_after" numeric(14, 2) NOT NULL,
	"payment_id" integer,
	"line_posting_id" bigint,
	"request_id" integer,
	"related_account_id" integer,
	"method" smallint,
	"remark" varchar(200),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_account_postings_nonzero" CHECK ("fee_account_postings"."amount" <> 0),
	CONSTRAINT "fee_account_postings_balance" CHECK ("fee_account_postings"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fee_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"residential_id" integer NOT NULL,
	"apartment_id" integer,
	"kind" smallint NOT NULL,
	"owner_name" varchar(50) NOT NULL,
	"phone" varchar(20),
	"item" varchar(50),
	"deposit_state" smallint,
	"balance" numeric(14, 2) DEFAULT '0' NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_accounts_balance_nonnegative" CHECK ("fee_accounts"."balance" >= 0),
	CONSTRAINT "fee_accounts_kind" CHECK ("fee_accounts"."kind" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "fee_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"residential_id" integer NOT NULL,
	"apartment_id" integer,
	"receipt_year" smallint NOT NULL,
	"receipt_no" integer NOT NULL,
	"receipt_code" varchar(20) NOT NULL,
	"payer_name" varchar(50),
	"total" numeric(14, 2) NOT NULL,
	"source" smallint DEFAULT 1 NOT NULL,
	"batch_id" integer,
	"state" smallint DEFAULT 1 NOT NULL,
	"cashier_id" integer NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	"remark" varchar(200),
	CONSTRAINT "fee_payments_total_nonnegative" CHECK ("fee_payments"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fee_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"residential_id" integer NOT NULL,
	"bill_line_id" bigint NOT NULL,
	"payment_id" integer,
	"category" smallint NOT NULL,
	"kind" smallint NOT NULL,
	"method" smallint,
	"account_id" integer,
	"amount" numeric(14, 2) NOT NULL,
	"reverses_id" bigint,
	"request_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_postings_sign" CHECK (("fee_postings"."kind" = 1 and "fee_postings"."reverses_id" is null and "fee_postings"."amount" > 0) or ("fee_postings"."kind" > 1 and "fee_postings"."reverses_id" is not null and "fee_postings"."amount" < 0)),
	CONSTRAINT "fee_postings_category" CHECK ("fee_postings"."category" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "fee_receipt_counters" (
	"residential_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"last_no" integer NOT NULL,
	CONSTRAINT "fee_receipt_counters_residential_id_year_pk" PRIMARY KEY("residential_id","year")
);
--> statement-breakpoint
CREATE TABLE "fee_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"residential_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"payment_id" integer,
	"bill_line_id" bigint,
	"from_account_id" integer,
	"to_account_id" integer,
	"amount" numeric(14, 2) NOT NULL,
	"refund_to" smallint,
	"reason" varchar(200) NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"review_reason" varchar(200),
	CONSTRAINT "fee_requests_amount_positive" CHECK ("fee_requests"."amount" > 0),
	CONSTRAINT "fee_requests_other_reviewer" CHECK ("fee_requests"."reviewed_by" is null or "fee_requests"."reviewed_by" <> "fee_requests"."requested_by")
);
--> statement-breakpoint
ALTER TABLE "fee_account_postings" ADD CONSTRAINT "fee_account_postings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_account_postings" ADD CONSTRAINT "fee_account_postings_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_account_postings" ADD CONSTRAINT "fee_account_postings_account_id_fee_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."fee_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_account_postings" ADD CONSTRAINT "fee_account_postings_payment_id_fee_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."fee_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_account_postings" ADD CONSTRAINT "fee_account_postings_request_id_fee_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."fee_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_account_postings" ADD CONSTRAINT "fee_account_postings_related_account_id_fee_accounts_id_fk" FOREIGN KEY ("related_account_id") REFERENCES "public"."fee_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_account_postings" ADD CONSTRAINT "fee_account_postings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_accounts" ADD CONSTRAINT "fee_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_accounts" ADD CONSTRAINT "fee_accounts_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_accounts" ADD CONSTRAINT "fee_accounts_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD CONSTRAINT "fee_payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD CONSTRAINT "fee_payments_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD CONSTRAINT "fee_payments_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD CONSTRAINT "fee_payments_cashier_id_users_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_postings" ADD CONSTRAINT "fee_postings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_postings" ADD CONSTRAINT "fee_postings_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_postings" ADD CONSTRAINT "fee_postings_bill_line_id_fee_bill_lines_id_fk" FOREIGN KEY ("bill_line_id") REFERENCES "public"."fee_bill_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_postings" ADD CONSTRAINT "fee_postings_payment_id_fee_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."fee_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_postings" ADD CONSTRAINT "fee_postings_account_id_fee_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."fee_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_postings" ADD CONSTRAINT "fee_postings_request_id_fee_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."fee_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_postings" ADD CONSTRAINT "fee_postings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_receipt_counters" ADD CONSTRAINT "fee_receipt_counters_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_requests" ADD CONSTRAINT "fee_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_requests" ADD CONSTRAINT "fee_requests_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_requests" ADD CONSTRAINT "fee_requests_payment_id_fee_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."fee_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_requests" ADD CONSTRAINT "fee_requests_bill_line_id_fee_bill_lines_id_fk" FOREIGN KEY ("bill_line_id") REFERENCES "public"."fee_bill_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_requests" ADD CONSTRAINT "fee_requests_from_account_id_fee_accounts_id_fk" FOREIGN KEY ("from_account_id") REFERENCES "public"."fee_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_requests" ADD CONSTRAINT "fee_requests_to_account_id_fee_accounts_id_fk" FOREIGN KEY ("to_account_id") REFERENCES "public"."fee_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_requests" ADD CONSTRAINT "fee_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_requests" ADD CONSTRAINT "fee_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_account_postings_account_idx" ON "fee_account_postings" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "fee_account_postings_residential_idx" ON "fee_account_postings" USING btree ("residential_id","created_at","id");--> statement-breakpoint
CREATE INDEX "fee_accounts_residential_kind_idx" ON "fee_accounts" USING btree ("residential_id","kind","id");--> statement-breakpoint
CREATE INDEX "fee_accounts_apartment_idx" ON "fee_accounts" USING btree ("apartment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_payments_receipt_uq" ON "fee_payments" USING btree ("residential_id","receipt_year","receipt_no");--> statement-breakpoint
CREATE INDEX "fee_payments_apartment_idx" ON "fee_payments" USING btree ("apartment_id","paid_at");--> statement-breakpoint
CREATE INDEX "fee_payments_residential_paid_idx" ON "fee_payments" USING btree ("residential_id","paid_at","id");--> statement-breakpoint
CREATE INDEX "fee_postings_line_idx" ON "fee_postings" USING btree ("bill_line_id");--> statement-breakpoint
CREATE INDEX "fee_postings_payment_idx" ON "fee_postings" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "fee_postings_reverses_idx" ON "fee_postings" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "fee_requests_residential_kind_idx" ON "fee_requests" USING btree ("residential_id","kind","state","id");--> statement-breakpoint
CREATE INDEX "fee_requests_payment_idx" ON "fee_requests" USING btree ("payment_id");--> statement-breakpoint
CREATE VIEW "public"."fee_line_settlements" AS (select "bill_line_id", coalesce(sum("amount") filter (where "category" = 1), 0)::numeric(14,2) as "received", coalesce(sum("amount") filter (where "category" = 2), 0)::numeric(14,2) as "discount", coalesce(sum("amount") filter (where "category" = 3), 0)::numeric(14,2) as "offset_amount", sum("amount")::numeric(14,2) as "settled" from "fee_postings" group by "fee_postings"."bill_line_id");