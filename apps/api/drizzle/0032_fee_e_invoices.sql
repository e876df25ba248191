CREATE TABLE "fee_e_invoice_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"residential_id" integer NOT NULL,
	"channel" smallint DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_e_invoice_lines" (
	"invoice_id" integer NOT NULL,
	"line_no" smallint NOT NULL,
	"bill_line_id" bigint NOT NULL,
	"fee_name" varchar(100) NOT NULL,
	"period" varchar(30) NOT NULL,
	"goods_code" varchar(19) NOT NULL,
	"goods_name" varchar(50) NOT NULL,
	"tax_rate" smallint NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"tax" numeric(14, 2) NOT NULL,
	"amount_without_tax" numeric(14, 2) NOT NULL,
	CONSTRAINT "fee_e_invoice_lines_invoice_id_line_no_pk" PRIMARY KEY("invoice_id","line_no"),
	CONSTRAINT "fee_e_invoice_lines_sum" CHECK ("fee_e_invoice_lines"."tax" + "fee_e_invoice_lines"."amount_without_tax" = "fee_e_invoice_lines"."amount")
);
--> statement-breakpoint
CREATE TABLE "fee_e_invoice_sellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"residential_id" integer NOT NULL,
	"seller_name" varchar(100) NOT NULL,
	"tax_number" varchar(18) NOT NULL,
	"address" varchar(100) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"bank_name" varchar(60) NOT NULL,
	"bank_account" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_e_invoice_tax_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"residential_id" integer NOT NULL,
	"fee_type" varchar(20) NOT NULL,
	"standard_id" integer,
	"goods_code" varchar(19) NOT NULL,
	"goods_name" varchar(50) NOT NULL,
	"tax_rate" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_e_invoice_tax_codes_rate" CHECK ("fee_e_invoice_tax_codes"."tax_rate" in (0, 1, 3, 5, 6, 9, 13))
);
--> statement-breakpoint
CREATE TABLE "fee_e_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"residential_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"blue_id" integer,
	"state" smallint DEFAULT 1 NOT NULL,
	"request_key" varchar(64) NOT NULL,
	"channel" smallint NOT NULL,
	"buyer_type" smallint NOT NULL,
	"buyer_name" varchar(100) NOT NULL,
	"buyer_tax_number" varchar(18),
	"buyer_phone" varchar(20),
	"buyer_email" varchar(100),
	"seller_name" varchar(100) NOT NULL,
	"seller_tax_number" varchar(18) NOT NULL,
	"seller_address_phone" varchar(130) NOT NULL,
	"seller_bank" varchar(100) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"tax_total" numeric(14, 2) NOT NULL,
	"total_without_tax" numeric(14, 2) NOT NULL,
	"invoice_code" varchar(20),
	"invoice_no" varchar(20),
	"issued_at" timestamp with time zone,
	"fail_message" varchar(200),
	"reason" varchar(200),
	"pdf_path" varchar(300),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_e_invoices_kind" CHECK (("fee_e_invoices"."kind" = 1 and "fee_e_invoices"."blue_id" is null) or ("fee_e_invoices"."kind" = 2 and "fee_e_invoices"."blue_id" is not null)),
	CONSTRAINT "fee_e_invoices_state" CHECK ("fee_e_invoices"."state" in (1, 2, 3, 4))
);
--> statement-breakpoint
ALTER TABLE "fee_e_invoice_channels" ADD CONSTRAINT "fee_e_invoice_channels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_e_invoice_channels" ADD CONSTRAINT "fee_e_invoice_channels_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_e_invoice_lines" ADD CONSTRAINT "fee_e_invoice_lines_invoice_id_fee_e_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."fee_e_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_e_invoice_sellers" ADD CONSTRAINT "fee_e_invoice_sellers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_e_invoice_sellers" ADD CONSTRAINT "fee_e_invoice_sellers_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_e_invoice_tax_codes" ADD CONSTRAINT "fee_e_invoice_tax_codes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_e_invoice_tax_codes" ADD CONSTRAINT "fee_e_invoice_tax_codes_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_e_invoice_tax_codes" ADD CONSTRAINT "fee_e_invoice_tax_codes_standard_id_fee_standards_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."fee_standards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_e_invoices" ADD CONSTRAINT "fee_e_invoices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_e_invoices" ADD CONSTRAINT "fee_e_invoices_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_e_invoices" ADD CONSTRAINT "fee_e_invoices_payment_id_fee_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."fee_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_e_invoices" ADD CONSTRAINT "fee_e_invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_e_invoice_channels_residential_uq" ON "fee_e_invoice_channels" USING btree ("residential_id");--> statement-breakpoint
CREATE INDEX "fee_e_invoice_lines_bill_line_idx" ON "fee_e_invoice_lines" USING btree ("bill_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_e_invoice_sellers_residential_uq" ON "fee_e_invoice_sellers" USING btree ("residential_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_e_invoice_tax_codes_type_uq" ON "fee_e_invoice_tax_codes" USING btree ("residential_id","fee_type") WHERE "fee_e_invoice_tax_codes"."standard_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_e_invoice_tax_codes_standard_uq" ON "fee_e_invoice_tax_codes" USING btree ("standard_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_e_invoices_request_key_uq" ON "fee_e_invoices" USING btree ("tenant_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_e_invoices_one_red_uq" ON "fee_e_invoices" USING btree ("blue_id") WHERE "fee_e_invoices"."kind" = 2 and "fee_e_invoices"."state" in (1, 2);--> statement-breakpoint
CREATE INDEX "fee_e_invoices_payment_idx" ON "fee_e_invoices" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "fee_e_invoices_residential_idx" ON "fee_e_invoices" USING btree ("residential_id","id");