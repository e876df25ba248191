CREATE TABLE "file_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"type_name" varchar(50) NOT NULL,
	"type_value" varchar(50) NOT NULL,
	"file_extension" varchar(200) NOT NULL,
	"maximum_file_size" integer NOT NULL,
	"business_type" varchar(20) NOT NULL,
	"use_type" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"residential_id" integer,
	"uploader_id" integer,
	"original_name" varchar(255) NOT NULL,
	"stored_path" varchar(300) NOT NULL,
	"size" bigint NOT NULL,
	"mime" varchar(100) NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"biz_type" varchar(20) NOT NULL,
	"use_type" smallint DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"job_id" integer NOT NULL,
	"fire_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_runs_job_id_fire_time_pk" PRIMARY KEY("job_id","fire_time")
);
--> statement-breakpoint
CREATE TABLE "quartz_job_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"job_id" integer,
	"job_code" varchar(50) NOT NULL,
	"job_name" varchar(50) NOT NULL,
	"handler" varchar(64) NOT NULL,
	"trigger" varchar(16) NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"status" smallint NOT NULL,
	"result" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quartz_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(50) NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"handler" varchar(64) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"cron_expression" varchar(100) NOT NULL,
	"priority" integer DEFAULT 5 NOT NULL,
	"save_logs" boolean DEFAULT true NOT NULL,
	"job_group" varchar(50) DEFAULT 'DEFAULT' NOT NULL,
	"parameter" text DEFAULT '{}' NOT NULL,
	"last_fire_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quartz_jobs_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "file_types" ADD CONSTRAINT "file_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_job_id_quartz_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."quartz_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quartz_job_logs" ADD CONSTRAINT "quartz_job_logs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quartz_job_logs" ADD CONSTRAINT "quartz_job_logs_job_id_quartz_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."quartz_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quartz_jobs" ADD CONSTRAINT "quartz_jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "file_types_tenant_value_uq" ON "file_types" USING btree ("tenant_id","type_value");--> statement-breakpoint
CREATE INDEX "file_types_business_idx" ON "file_types" USING btree ("tenant_id","business_type");--> statement-breakpoint
CREATE UNIQUE INDEX "files_stored_path_uq" ON "files" USING btree ("stored_path");--> statement-breakpoint
CREATE INDEX "files_use_type_created_idx" ON "files" USING btree ("use_type","created_at");--> statement-breakpoint
CREATE INDEX "quartz_job_logs_started_idx" ON "quartz_job_logs" USING btree ("started_at","id");--> statement-breakpoint
CREATE INDEX "quartz_job_logs_job_idx" ON "quartz_job_logs" USING btree ("job_id","started_at");