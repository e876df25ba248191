CREATE TABLE "equipment" (
	"id" serial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(50) NOT NULL,
	"type_id" integer NOT NULL,
	"model" varchar(50),
	"building_id" integer,
	"location" varchar(100),
	"supplier" varchar(100),
	"installed_on" date,
	"warranty_until" date,
	"service_life_years" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"photo" varchar(300),
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equipment_residential_code_key" UNIQUE("residential_id","code")
);
--> statement-breakpoint
CREATE TABLE "equipment_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"failure_no" varchar(40),
	"equipment_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" varchar(1000),
	"level" smallint DEFAULT 1 NOT NULL,
	"status" varchar(16) DEFAULT 'reported' NOT NULL,
	"reporter_user_id" integer,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"repair_started_at" timestamp with time zone,
	"repaired_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"repair_order_id" integer,
	"photo" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"pid" integer,
	"type_name" varchar(50) NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintain_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"equipment_id" integer NOT NULL,
	"checklist" text NOT NULL,
	"cycle_kind" varchar(16) NOT NULL,
	"cycle_values" varchar(200),
	"cycle" jsonb NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"time_of_day" varchar(5) DEFAULT '09:00' NOT NULL,
	"window_minutes" integer DEFAULT 1440 NOT NULL,
	"lead_days" integer DEFAULT 1 NOT NULL,
	"generated_until" timestamp with time zone,
	"assignee_user_id" integer NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintain_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"record_no" varchar(40) NOT NULL,
	"plan_id" integer NOT NULL,
	"equipment_id" integer NOT NULL,
	"assignee_user_id" integer,
	"slot" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"status" smallint DEFAULT 0 NOT NULL,
	"results" jsonb,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"done_at" timestamp with time zone,
	"done_by_user_id" integer,
	"remark" varchar(500),
	CONSTRAINT "maintain_records_plan_slot_key" UNIQUE("plan_id","slot")
);
--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_type_id_equipment_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."equipment_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_failures" ADD CONSTRAINT "equipment_failures_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_failures" ADD CONSTRAINT "equipment_failures_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_failures" ADD CONSTRAINT "equipment_failures_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_failures" ADD CONSTRAINT "equipment_failures_repair_order_id_repair_orders_id_fk" FOREIGN KEY ("repair_order_id") REFERENCES "public"."repair_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_types" ADD CONSTRAINT "equipment_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintain_plans" ADD CONSTRAINT "maintain_plans_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintain_plans" ADD CONSTRAINT "maintain_plans_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintain_plans" ADD CONSTRAINT "maintain_plans_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintain_records" ADD CONSTRAINT "maintain_records_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintain_records" ADD CONSTRAINT "maintain_records_plan_id_maintain_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."maintain_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintain_records" ADD CONSTRAINT "maintain_records_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintain_records" ADD CONSTRAINT "maintain_records_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintain_records" ADD CONSTRAINT "maintain_records_done_by_user_id_users_id_fk" FOREIGN KEY ("done_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "equipment_residential_status_idx" ON "equipment" USING btree ("residential_id","status");--> statement-breakpoint
CREATE INDEX "equipment_failures_residential_reported_idx" ON "equipment_failures" USING btree ("residential_id","reported_at");--> statement-breakpoint
CREATE INDEX "equipment_types_tenant_pid_idx" ON "equipment_types" USING btree ("tenant_id","pid");--> statement-breakpoint
CREATE INDEX "maintain_plans_residential_idx" ON "maintain_plans" USING btree ("residential_id");--> statement-breakpoint
CREATE INDEX "maintain_plans_behind_idx" ON "maintain_plans" USING btree ("enabled","generated_until");--> statement-breakpoint
CREATE INDEX "maintain_records_residential_slot_idx" ON "maintain_records" USING btree ("residential_id","slot");--> statement-breakpoint
CREATE INDEX "maintain_records_open_due_idx" ON "maintain_records" USING btree ("due_at") WHERE status = 0;