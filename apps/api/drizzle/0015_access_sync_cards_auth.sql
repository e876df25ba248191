CREATE TABLE "access_sync_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"task_id" uuid,
	"status" varchar(10) DEFAULT 'running' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"steps" jsonb NOT NULL,
	"started_by" varchar(50),
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auth_results" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task_id" uuid NOT NULL,
	"subject" varchar(10) NOT NULL,
	"subject_id" integer NOT NULL,
	"subject_name" varchar(50) NOT NULL,
	"credential_kind" varchar(10) NOT NULL,
	"credential_value" varchar(300) NOT NULL,
	"device_id" integer NOT NULL,
	"device_name" varchar(50) NOT NULL,
	"device_code" varchar(32) NOT NULL,
	"result" smallint NOT NULL,
	"reason" varchar(200),
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tasks" (
	"task_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"residential_id" integer,
	"title" varchar(200) NOT NULL,
	"subjects" varchar(300) NOT NULL,
	"devices" integer DEFAULT 0 NOT NULL,
	"succeeded" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'running' NOT NULL,
	"operator" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"card_id" integer,
	"card_no" varchar(10) NOT NULL,
	"holder_name" varchar(50) NOT NULL,
	"event" varchar(20) NOT NULL,
	"ok" boolean DEFAULT true NOT NULL,
	"device_name" varchar(50),
	"detail" varchar(200),
	"operator" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ralid_access_levels" (
	"tenant_id" integer NOT NULL,
	"access_level_id" integer NOT NULL,
	"level_name" varchar(50) NOT NULL,
	"time_period" varchar(50) NOT NULL,
	"run_id" integer NOT NULL,
	CONSTRAINT "ralid_access_levels_tenant_id_access_level_id_pk" PRIMARY KEY("tenant_id","access_level_id")
);
--> statement-breakpoint
CREATE TABLE "ralid_card_access_levels" (
	"tenant_id" integer NOT NULL,
	"card_no" varchar(10) NOT NULL,
	"access_level_id" integer NOT NULL,
	"run_id" integer NOT NULL,
	CONSTRAINT "ralid_card_access_levels_tenant_id_card_no_access_level_id_pk" PRIMARY KEY("tenant_id","card_no","access_level_id")
);
--> statement-breakpoint
CREATE TABLE "ralid_card_types" (
	"tenant_id" integer NOT NULL,
	"card_type_id" integer NOT NULL,
	"type_name" varchar(50) NOT NULL,
	"run_id" integer NOT NULL,
	CONSTRAINT "ralid_card_types_tenant_id_card_type_id_pk" PRIMARY KEY("tenant_id","card_type_id")
);
--> statement-breakpoint
CREATE TABLE "ralid_cards" (
	"tenant_id" integer NOT NULL,
	"card_no" varchar(10) NOT NULL,
	"user_id" integer NOT NULL,
	"card_type_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"run_id" integer NOT NULL,
	CONSTRAINT "ralid_cards_tenant_id_card_no_pk" PRIMARY KEY("tenant_id","card_no")
);
--> statement-breakpoint
CREATE TABLE "ralid_department_access_levels" (
	"tenant_id" integer NOT NULL,
	"dept_id" integer NOT NULL,
	"access_level_id" integer NOT NULL,
	"run_id" integer NOT NULL,
	CONSTRAINT "ralid_department_access_levels_tenant_id_dept_id_access_level_id_pk" PRIMARY KEY("tenant_id","dept_id","access_level_id")
);
--> statement-breakpoint
CREATE TABLE "ralid_departments" (
	"tenant_id" integer NOT NULL,
	"dept_id" integer NOT NULL,
	"parent_id" integer,
	"dept_name" varchar(50) NOT NULL,
	"run_id" integer NOT NULL,
	CONSTRAINT "ralid_departments_tenant_id_dept_id_pk" PRIMARY KEY("tenant_id","dept_id")
);
--> statement-breakpoint
CREATE TABLE "ralid_doors" (
	"tenant_id" integer NOT NULL,
	"door_id" integer NOT NULL,
	"door_name" varchar(50) NOT NULL,
	"device_code" varchar(50) NOT NULL,
	"ip" varchar(50) NOT NULL,
	"access_level_ids" integer[] NOT NULL,
	"run_id" integer NOT NULL,
	CONSTRAINT "ralid_doors_tenant_id_door_id_pk" PRIMARY KEY("tenant_id","door_id")
);
--> statement-breakpoint
CREATE TABLE "ralid_users" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"user_name" varchar(50) NOT NULL,
	"dept_id" integer,
	"gender" smallint NOT NULL,
	"phone" varchar(20) NOT NULL,
	"id_number" varchar(18) NOT NULL,
	"run_id" integer NOT NULL,
	CONSTRAINT "ralid_users_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
DROP INDEX "cards_residential_card_no_uq";--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "holder_type" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "holder_phone" varchar(11);--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "access_sync_runs" ADD CONSTRAINT "access_sync_runs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_results" ADD CONSTRAINT "auth_results_task_id_auth_tasks_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."auth_tasks"("task_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tasks" ADD CONSTRAINT "auth_tasks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tasks" ADD CONSTRAINT "auth_tasks_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_records" ADD CONSTRAINT "card_records_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_records" ADD CONSTRAINT "card_records_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ralid_access_levels" ADD CONSTRAINT "ralid_access_levels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ralid_card_access_levels" ADD CONSTRAINT "ralid_card_access_levels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ralid_card_types" ADD CONSTRAINT "ralid_card_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ralid_cards" ADD CONSTRAINT "ralid_cards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ralid_department_access_levels" ADD CONSTRAINT "ralid_department_access_levels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ralid_departments" ADD CONSTRAINT "ralid_departments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ralid_doors" ADD CONSTRAINT "ralid_doors_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ralid_users" ADD CONSTRAINT "ralid_users_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_sync_runs_one_running_idx" ON "access_sync_runs" USING btree ("tenant_id") WHERE status = 'running';--> statement-breakpoint
CREATE INDEX "access_sync_runs_tenant_idx" ON "access_sync_runs" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "auth_results_task_idx" ON "auth_results" USING btree ("task_id","result","id");--> statement-breakpoint
CREATE INDEX "auth_tasks_tenant_idx" ON "auth_tasks" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "card_records_residential_idx" ON "card_records" USING btree ("residential_id","id");--> statement-breakpoint
CREATE INDEX "card_records_card_idx" ON "card_records" USING btree ("card_id","id");--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cards_card_no_idx" ON "cards" USING btree ("card_no");--> statement-breakpoint
CREATE UNIQUE INDEX "cards_residential_card_no_uq" ON "cards" USING btree ("residential_id","card_no") WHERE status <> 3;