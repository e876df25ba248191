CREATE TABLE "patrol_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"area_name" varchar(50) NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patrol_plan_users" (
	"plan_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "patrol_plan_users_plan_id_user_id_pk" PRIMARY KEY("plan_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "patrol_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"plan_name" varchar(50) NOT NULL,
	"route_id" integer NOT NULL,
	"cycle_kind" varchar(12) DEFAULT 'daily' NOT NULL,
	"cycle_days" varchar(200),
	"every_n_days" integer,
	"cycle" jsonb NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"time_of_day" varchar(5) DEFAULT '09:00' NOT NULL,
	"window_minutes" integer DEFAULT 1440 NOT NULL,
	"lead_days" integer DEFAULT 1 NOT NULL,
	"generated_until" timestamp with time zone,
	"order_mode" varchar(10) DEFAULT 'anyOrder' NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patrol_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"point_name" varchar(50) NOT NULL,
	"point_code" varchar(40) NOT NULL,
	"area_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"location" varchar(100) NOT NULL,
	"check_items" varchar(500),
	"enabled" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patrol_problems" (
	"id" serial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"point_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" varchar(500),
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"reported_by" integer NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"repair_order_id" integer,
	"repair_order_no" varchar(30),
	"closed_at" timestamp with time zone,
	"close_note" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patrol_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"point_id" integer NOT NULL,
	"point_name" varchar(50) NOT NULL,
	"seq" smallint NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"result" varchar(10),
	"checked_at" timestamp with time zone,
	"checked_by" integer,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patrol_route_points" (
	"route_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"point_id" integer NOT NULL,
	CONSTRAINT "patrol_route_points_route_id_seq_pk" PRIMARY KEY("route_id","seq")
);
--> statement-breakpoint
CREATE TABLE "patrol_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"route_name" varchar(50) NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patrol_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"route_id" integer NOT NULL,
	"task_name" varchar(80) NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"status" varchar(10) DEFAULT 'waiting' NOT NULL,
	"point_count" integer DEFAULT 0 NOT NULL,
	"checked_count" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patrol_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"pid" integer,
	"type_name" varchar(50) NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patrol_areas" ADD CONSTRAINT "patrol_areas_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_plan_users" ADD CONSTRAINT "patrol_plan_users_plan_id_patrol_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."patrol_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_plan_users" ADD CONSTRAINT "patrol_plan_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_plans" ADD CONSTRAINT "patrol_plans_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_plans" ADD CONSTRAINT "patrol_plans_route_id_patrol_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."patrol_routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_points" ADD CONSTRAINT "patrol_points_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_points" ADD CONSTRAINT "patrol_points_area_id_patrol_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."patrol_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_points" ADD CONSTRAINT "patrol_points_type_id_patrol_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."patrol_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_problems" ADD CONSTRAINT "patrol_problems_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_problems" ADD CONSTRAINT "patrol_problems_task_id_patrol_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."patrol_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_problems" ADD CONSTRAINT "patrol_problems_point_id_patrol_points_id_fk" FOREIGN KEY ("point_id") REFERENCES "public"."patrol_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_problems" ADD CONSTRAINT "patrol_problems_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_records" ADD CONSTRAINT "patrol_records_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_records" ADD CONSTRAINT "patrol_records_task_id_patrol_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."patrol_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_records" ADD CONSTRAINT "patrol_records_point_id_patrol_points_id_fk" FOREIGN KEY ("point_id") REFERENCES "public"."patrol_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_records" ADD CONSTRAINT "patrol_records_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_route_points" ADD CONSTRAINT "patrol_route_points_route_id_patrol_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."patrol_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_route_points" ADD CONSTRAINT "patrol_route_points_point_id_patrol_points_id_fk" FOREIGN KEY ("point_id") REFERENCES "public"."patrol_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_routes" ADD CONSTRAINT "patrol_routes_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_tasks" ADD CONSTRAINT "patrol_tasks_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_tasks" ADD CONSTRAINT "patrol_tasks_plan_id_patrol_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."patrol_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_tasks" ADD CONSTRAINT "patrol_tasks_route_id_patrol_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."patrol_routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_types" ADD CONSTRAINT "patrol_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "patrol_areas_residential_name_uq" ON "patrol_areas" USING btree ("residential_id","area_name");--> statement-breakpoint
CREATE UNIQUE INDEX "patrol_points_code_uq" ON "patrol_points" USING btree ("point_code");--> statement-breakpoint
CREATE INDEX "patrol_points_residential_idx" ON "patrol_points" USING btree ("residential_id");--> statement-breakpoint
CREATE INDEX "patrol_problems_residential_status_idx" ON "patrol_problems" USING btree ("residential_id","status");--> statement-breakpoint
CREATE INDEX "patrol_problems_task_idx" ON "patrol_problems" USING btree ("task_id");--> statement-breakpoint
CREATE UNIQUE INDEX "patrol_records_task_seq_uq" ON "patrol_records" USING btree ("task_id","seq");--> statement-breakpoint
CREATE INDEX "patrol_records_point_idx" ON "patrol_records" USING btree ("point_id");--> statement-breakpoint
CREATE INDEX "patrol_records_residential_created_idx" ON "patrol_records" USING btree ("residential_id","created_at");--> statement-breakpoint
CREATE INDEX "patrol_route_points_point_idx" ON "patrol_route_points" USING btree ("point_id");--> statement-breakpoint
CREATE UNIQUE INDEX "patrol_tasks_plan_slot_uq" ON "patrol_tasks" USING btree ("plan_id","slot");--> statement-breakpoint
CREATE INDEX "patrol_tasks_open_due_idx" ON "patrol_tasks" USING btree ("due_at") WHERE status in ('waiting', 'open');--> statement-breakpoint
CREATE INDEX "patrol_tasks_residential_slot_idx" ON "patrol_tasks" USING btree ("residential_id","slot");--> statement-breakpoint
CREATE INDEX "patrol_types_tenant_pid_idx" ON "patrol_types" USING btree ("tenant_id","pid");