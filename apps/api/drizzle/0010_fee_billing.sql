CREATE TABLE "fee_bill_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"standard_id" integer NOT NULL,
	"fee_type" varchar(20) NOT NULL,
	"object_type" smallint NOT NULL,
	"object_id" integer NOT NULL,
	"line_kind" smallint DEFAULT 1 NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"quantity" numeric(18, 4),
	"unit_price" numeric(18, 4),
	"computed_amount" numeric(18, 4) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"due_date" date NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"late_of_line_id" bigint,
	"meter_reading_id" bigint,
	"bill_run_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_bill_lines_amount_ck" CHECK ("fee_bill_lines"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fee_bill_run_communities" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"residential_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"existing_count" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"errors" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_bill_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"residential_id" integer,
	"period_start" date NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"task_id" uuid,
	"community_count" integer DEFAULT 0 NOT NULL,
	"communities_done" integer DEFAULT 0 NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"message" text,
	"trigger" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_meter_readings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"meter_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"previous_reading" numeric(18, 4) NOT NULL,
	"current_reading" numeric(18, 4) NOT NULL,
	"usage" numeric(18, 4) NOT NULL,
	"read_on" date NOT NULL,
	"replaced" boolean DEFAULT false NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_meters" (
	"id" serial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"meter_no" varchar(32) NOT NULL,
	"meter_type" smallint NOT NULL,
	"meter_scope" smallint DEFAULT 1 NOT NULL,
	"apartment_id" integer,
	"building_id" integer,
	"split_method" smallint,
	"shares" jsonb,
	"standard_id" integer NOT NULL,
	"last_reading" numeric(18, 4) DEFAULT '0' NOT NULL,
	"last_read_on" date,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_overdue_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"overdue_standard_id" integer NOT NULL,
	"line_id" bigint NOT NULL,
	"late_line_id" bigint,
	"object_type" smallint NOT NULL,
	"object_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"days" integer NOT NULL,
	"principal" numeric(14, 2) NOT NULL,
	"rate_percent" numeric(18, 4) NOT NULL,
	"computed_amount" numeric(18, 4) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"capped" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_overdue_standards" (
	"id" serial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"standard_id" integer NOT NULL,
	"grace_days" smallint DEFAULT 0 NOT NULL,
	"rate_kind" smallint DEFAULT 1 NOT NULL,
	"rate_percent" numeric(18, 4) NOT NULL,
	"cap_percent" numeric(18, 4),
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"standard_id" integer NOT NULL,
	"object_type" smallint DEFAULT 1 NOT NULL,
	"target_kind" smallint DEFAULT 1 NOT NULL,
	"building_id" integer,
	"floor_id" integer,
	"object_ids" jsonb,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_standards" (
	"id" serial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"fee_type" varchar(20) NOT NULL,
	"name" varchar(50) NOT NULL,
	"cycle_kind" smallint DEFAULT 1 NOT NULL,
	"cycle_months" smallint DEFAULT 1 NOT NULL,
	"payment_timing" smallint DEFAULT 2 NOT NULL,
	"prepay_days" smallint DEFAULT 0 NOT NULL,
	"formula" smallint NOT NULL,
	"unit_price" numeric(18, 4) DEFAULT '0' NOT NULL,
	"extra_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"fixed_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"tiers" jsonb,
	"precision" smallint DEFAULT 3 NOT NULL,
	"rounding_mode" smallint DEFAULT 1 NOT NULL,
	"account_payable" boolean DEFAULT false NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_standards_precision_ck" CHECK ("fee_standards"."precision" in (1, 2, 3) and "fee_standards"."rounding_mode" in (1, 2, 3)),
	CONSTRAINT "fee_standards_amounts_ck" CHECK ("fee_standards"."unit_price" >= 0 and "fee_standards"."extra_amount" >= 0 and "fee_standards"."fixed_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "fee_bill_lines" ADD CONSTRAINT "fee_bill_lines_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_bill_lines" ADD CONSTRAINT "fee_bill_lines_standard_id_fee_standards_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."fee_standards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_bill_run_communities" ADD CONSTRAINT "fee_bill_run_communities_run_id_fee_bill_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."fee_bill_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_bill_run_communities" ADD CONSTRAINT "fee_bill_run_communities_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_bill_runs" ADD CONSTRAINT "fee_bill_runs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_bill_runs" ADD CONSTRAINT "fee_bill_runs_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_bill_runs" ADD CONSTRAINT "fee_bill_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_meter_readings" ADD CONSTRAINT "fee_meter_readings_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_meter_readings" ADD CONSTRAINT "fee_meter_readings_meter_id_fee_meters_id_fk" FOREIGN KEY ("meter_id") REFERENCES "public"."fee_meters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_meter_readings" ADD CONSTRAINT "fee_meter_readings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_meters" ADD CONSTRAINT "fee_meters_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_meters" ADD CONSTRAINT "fee_meters_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_meters" ADD CONSTRAINT "fee_meters_standard_id_fee_standards_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."fee_standards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_overdue_records" ADD CONSTRAINT "fee_overdue_records_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_overdue_records" ADD CONSTRAINT "fee_overdue_records_overdue_standard_id_fee_overdue_standards_id_fk" FOREIGN KEY ("overdue_standard_id") REFERENCES "public"."fee_overdue_standards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_overdue_standards" ADD CONSTRAINT "fee_overdue_standards_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_overdue_standards" ADD CONSTRAINT "fee_overdue_standards_standard_id_fee_standards_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."fee_standards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_rules" ADD CONSTRAINT "fee_rules_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_rules" ADD CONSTRAINT "fee_rules_standard_id_fee_standards_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."fee_standards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_rules" ADD CONSTRAINT "fee_rules_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_rules" ADD CONSTRAINT "fee_rules_floor_id_building_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."building_floors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_standards" ADD CONSTRAINT "fee_standards_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_bill_lines_once_uq" ON "fee_bill_lines" USING btree ("standard_id","object_type","object_id","period_start") WHERE "fee_bill_lines"."line_kind" in (1, 2);--> statement-breakpoint
CREATE UNIQUE INDEX "fee_bill_lines_late_once_uq" ON "fee_bill_lines" USING btree ("late_of_line_id","period_start") WHERE "fee_bill_lines"."line_kind" = 3;--> statement-breakpoint
CREATE INDEX "fee_bill_lines_object_idx" ON "fee_bill_lines" USING btree ("object_type","object_id","period_start");--> statement-breakpoint
CREATE INDEX "fee_bill_lines_residential_period_idx" ON "fee_bill_lines" USING btree ("residential_id","period_start","id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_bill_run_communities_uq" ON "fee_bill_run_communities" USING btree ("run_id","residential_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_bill_runs_active_uq" ON "fee_bill_runs" USING btree ("tenant_id","period_start") WHERE "fee_bill_runs"."status" in (1, 2);--> statement-breakpoint
CREATE INDEX "fee_bill_runs_tenant_idx" ON "fee_bill_runs" USING btree ("tenant_id","period_start","id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_meter_readings_period_uq" ON "fee_meter_readings" USING btree ("meter_id","period_start");--> statement-breakpoint
CREATE INDEX "fee_meter_readings_residential_idx" ON "fee_meter_readings" USING btree ("residential_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_meters_residential_no_uq" ON "fee_meters" USING btree ("residential_id","meter_no");--> statement-breakpoint
CREATE INDEX "fee_meters_apartment_idx" ON "fee_meters" USING btree ("apartment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_overdue_records_range_uq" ON "fee_overdue_records" USING btree ("line_id","from_date");--> statement-breakpoint
CREATE INDEX "fee_overdue_records_residential_idx" ON "fee_overdue_records" USING btree ("residential_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_overdue_standards_standard_uq" ON "fee_overdue_standards" USING btree ("standard_id");--> statement-breakpoint
CREATE INDEX "fee_rules_residential_idx" ON "fee_rules" USING btree ("residential_id","standard_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_standards_residential_name_uq" ON "fee_standards" USING btree ("residential_id","name");