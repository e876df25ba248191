CREATE TABLE "fee_bank_agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"agreement_no" varchar(20) GENERATED ALWAYS AS ('XY' || lpad(id::text, 8, '0')) STORED,
	"tenant_id" integer NOT NULL,
	"residential_id" integer NOT NULL,
	"apartment_id" integer NOT NULL,
	"payer_name" varchar(50) NOT NULL,
	"bank" smallint NOT NULL,
	"account_no" varchar(30) NOT NULL,
	"account_masked" varchar(40) NOT NULL,
	"debit_limit" numeric(14, 2) NOT NULL,
	"signed_on" date NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_bank_agreements_limit" CHECK ("fee_bank_agreements"."debit_limit" >= 0),
	CONSTRAINT "fee_bank_agreements_state" CHECK ("fee_bank_agreements"."state" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "fee_bank_batch_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"residential_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"agreement_id" integer NOT NULL,
	"agreement_no" varchar(20) NOT NULL,
	"apartment_id" integer NOT NULL,
	"payer_name" varchar(50) NOT NULL,
	"account_masked" varchar(40) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"result_code" varchar(8),
	"result_message" varchar(100),
	"payment_id" integer,
	"retry_batch_id" integer,
	CONSTRAINT "fee_bank_batch_lines_amount" CHECK ("fee_bank_batch_lines"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "fee_bank_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_no" varchar(30) DEFAULT '' NOT NULL,
	"tenant_id" integer NOT NULL,
	"residential_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"retry_of_id" integer,
	"debit_date" date NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"line_count" integer NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"success_count" integer DEFAULT 0 NOT NULL,
	"success_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"failure_count" integer DEFAULT 0 NOT NULL,
	"failure_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"file_path" varchar(200),
	"result_path" varchar(200),
	"result_sha256" varchar(64),
	"returned_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_bank_batches_reconciled" CHECK ("fee_bank_batches"."state" = 1 or ("fee_bank_batches"."success_count" + "fee_bank_batches"."failure_count" = "fee_bank_batches"."line_count" and "fee_bank_batches"."success_total" + "fee_bank_batches"."failure_total" = "fee_bank_batches"."total"))
);
--> statement-breakpoint
CREATE TABLE "fee_bank_line_items" (
	"batch_line_id" integer NOT NULL,
	"bill_line_id" bigint NOT NULL,
	"amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_bank_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"residential_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"standard_ids" integer[] DEFAULT '{}' NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"debit_date" date NOT NULL,
	"retry_date" date NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_bank_plans_period" CHECK ("fee_bank_plans"."period_from" <= "fee_bank_plans"."period_to"),
	CONSTRAINT "fee_bank_plans_retry" CHECK ("fee_bank_plans"."retry_date" > "fee_bank_plans"."debit_date")
);
--> statement-breakpoint
ALTER TABLE "fee_bank_agreements" ADD CONSTRAINT "fee_bank_agreements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_bank_agreements" ADD CONSTRAINT "fee_bank_agreements_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_bank_agreements" ADD CONSTRAINT "fee_bank_agreements_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_bank_batch_lines" ADD CONSTRAINT "fee_bank_batch_lines_batch_id_fee_bank_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."fee_bank_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_bank_batch_lines" ADD CONSTRAINT "fee_bank_batch_lines_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_bank_batch_lines" ADD CONSTRAINT "fee_bank_batch_lines_agreement_id_fee_bank_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."fee_bank_agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_bank_batch_lines" ADD CONSTRAINT "fee_bank_batch_lines_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_bank_batch_lines" ADD CONSTRAINT "fee_bank_batch_lines_payment_id_fee_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."fee_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_bank_batches" ADD CONSTRAINT "fee_bank_batches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_bank_batches" ADD CONSTRAINT "fee_bank_batches_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_bank_batches" ADD CONSTRAINT "fee_bank_batches_plan_id_fee_bank_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."fee_bank_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_bank_batches" ADD CONSTRAINT "fee_bank_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_bank_line_items" ADD CONSTRAINT "fee_bank_line_items_batch_line_id_fee_bank_batch_lines_id_fk" FOREIGN KEY ("batch_line_id") REFERENCES "public"."fee_bank_batch_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_bank_line_items" ADD CONSTRAINT "fee_bank_line_items_bill_line_id_fee_bill_lines_id_fk" FOREIGN KEY ("bill_line_id") REFERENCES "public"."fee_bill_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_bank_plans" ADD CONSTRAINT "fee_bank_plans_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_bank_plans" ADD CONSTRAINT "fee_bank_plans_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_bank_agreements_residential_idx" ON "fee_bank_agreements" USING btree ("residential_id","state","id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_bank_agreements_active_house_uq" ON "fee_bank_agreements" USING btree ("apartment_id") WHERE "fee_bank_agreements"."state" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_bank_batch_lines_seq_uq" ON "fee_bank_batch_lines" USING btree ("batch_id","seq");--> statement-breakpoint
CREATE INDEX "fee_bank_batch_lines_residential_idx" ON "fee_bank_batch_lines" USING btree ("residential_id","id");--> statement-breakpoint
CREATE INDEX "fee_bank_batches_residential_idx" ON "fee_bank_batches" USING btree ("residential_id","id");--> statement-breakpoint
CREATE INDEX "fee_bank_batches_plan_idx" ON "fee_bank_batches" USING btree ("plan_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_bank_line_items_uq" ON "fee_bank_line_items" USING btree ("batch_line_id","bill_line_id");--> statement-breakpoint
CREATE INDEX "fee_bank_line_items_bill_idx" ON "fee_bank_line_items" USING btree ("bill_line_id");--> statement-breakpoint
CREATE INDEX "fee_bank_plans_residential_idx" ON "fee_bank_plans" USING btree ("residential_id","id");