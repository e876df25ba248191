CREATE TABLE "device_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"model_code" varchar(32) NOT NULL,
	"model_name" varchar(50) NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"verify_methods" jsonb NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_restarts" (
	"id" serial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"device_id" integer NOT NULL,
	"restart_type" smallint DEFAULT 1 NOT NULL,
	"reserve_type" smallint DEFAULT 1 NOT NULL,
	"reserve_datetime" timestamp with time zone NOT NULL,
	"week_day" smallint,
	"month_day" smallint,
	"next_run_at" timestamp with time zone,
	"execute_count" integer DEFAULT 0 NOT NULL,
	"process_status" smallint DEFAULT 0 NOT NULL,
	"execute_res" varchar(200),
	"execute_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_state_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"state" varchar(20) NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"week_days" jsonb NOT NULL,
	"start_time" varchar(5) NOT NULL,
	"end_time" varchar(5) NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_upgrade_results" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task_id" uuid NOT NULL,
	"upgrade_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"result" smallint DEFAULT 0 NOT NULL,
	"reason" varchar(200),
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "device_upgrades" (
	"id" serial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"upgrade_name" varchar(50) NOT NULL,
	"upgrade_version" varchar(30) NOT NULL,
	"model_id" integer,
	"upgrade_url" varchar(300) NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(50) NOT NULL,
	"ip" varchar(15) NOT NULL,
	"device_type_id" integer,
	"model_id" integer NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"verify_methods" jsonb NOT NULL,
	"building_id" integer,
	"door_no" integer DEFAULT 1 NOT NULL,
	"door_name" varchar(50) NOT NULL,
	"is_remote" boolean DEFAULT true NOT NULL,
	"platform_protocol_type" varchar(10) DEFAULT 'http' NOT NULL,
	"platform_url" varchar(200),
	"platform_account" varchar(50),
	"platform_password" varchar(64),
	"auth_key" varchar(128),
	"user_name" varchar(50),
	"user_password" varchar(64),
	"firmware_version" varchar(30),
	"reported_state" varchar(20),
	"last_heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"manufacturer_code" varchar(32) NOT NULL,
	"manufacturer_name" varchar(50) NOT NULL,
	"contact" varchar(20),
	"contact_phone" varchar(20),
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "open_records" ADD COLUMN "device_id" integer;--> statement-breakpoint
ALTER TABLE "open_records" ADD COLUMN "capture_url" varchar(300);--> statement-breakpoint
ALTER TABLE "device_models" ADD CONSTRAINT "device_models_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_models" ADD CONSTRAINT "device_models_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_restarts" ADD CONSTRAINT "device_restarts_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_restarts" ADD CONSTRAINT "device_restarts_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_state_changes" ADD CONSTRAINT "device_state_changes_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_times" ADD CONSTRAINT "device_times_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_upgrade_results" ADD CONSTRAINT "device_upgrade_results_upgrade_id_device_upgrades_id_fk" FOREIGN KEY ("upgrade_id") REFERENCES "public"."device_upgrades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_upgrade_results" ADD CONSTRAINT "device_upgrade_results_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_upgrades" ADD CONSTRAINT "device_upgrades_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_upgrades" ADD CONSTRAINT "device_upgrades_model_id_device_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."device_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_device_type_id_device_types_id_fk" FOREIGN KEY ("device_type_id") REFERENCES "public"."device_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_model_id_device_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."device_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacturers" ADD CONSTRAINT "manufacturers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "device_models_tenant_code_uq" ON "device_models" USING btree ("tenant_id","model_code");--> statement-breakpoint
CREATE INDEX "device_models_manufacturer_idx" ON "device_models" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "device_restarts_next_run_idx" ON "device_restarts" USING btree ("next_run_at");--> statement-breakpoint
CREATE INDEX "device_restarts_device_idx" ON "device_restarts" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "device_state_changes_device_idx" ON "device_state_changes" USING btree ("device_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "device_times_residential_name_uq" ON "device_times" USING btree ("residential_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "device_upgrade_results_task_device_uq" ON "device_upgrade_results" USING btree ("task_id","device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_residential_code_uq" ON "devices" USING btree ("residential_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_residential_ip_uq" ON "devices" USING btree ("residential_id","ip");--> statement-breakpoint
CREATE UNIQUE INDEX "manufacturers_tenant_code_uq" ON "manufacturers" USING btree ("tenant_id","manufacturer_code");