CREATE TABLE "repair_distributions" (
	"id" serial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"rule_name" varchar(50) NOT NULL,
	"type_id" integer NOT NULL,
	"building_id" integer,
	"worker_user_id" integer NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repair_order_daily" (
	"residential_id" integer NOT NULL,
	"day" date NOT NULL,
	"type_id" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"assignee_user_id" integer NOT NULL,
	"total" integer NOT NULL,
	"received" integer NOT NULL,
	"response_minutes" double precision NOT NULL,
	"finished" integer NOT NULL,
	"complete_minutes" double precision NOT NULL,
	"overdue" integer NOT NULL,
	"rated" integer NOT NULL,
	"rating_sum" integer NOT NULL,
	CONSTRAINT "repair_order_daily_residential_id_day_type_id_status_assignee_user_id_pk" PRIMARY KEY("residential_id","day","type_id","status","assignee_user_id")
);
--> statement-breakpoint
CREATE TABLE "repair_order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"action" varchar(16) NOT NULL,
	"from_status" varchar(16),
	"to_status" varchar(16) NOT NULL,
	"actor_user_id" integer,
	"assignee_user_id" integer,
	"reason" varchar(500),
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rating" smallint,
	"check_result" varchar(16),
	"score" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repair_order_tallies" (
	"residential_id" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"reporter_user_id" integer NOT NULL,
	"assignee_user_id" integer NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "repair_order_tallies_residential_id_status_reporter_user_id_assignee_user_id_pk" PRIMARY KEY("residential_id","status","reporter_user_id","assignee_user_id")
);
--> statement-breakpoint
CREATE TABLE "repair_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"pid" integer,
	"type_name" varchar(50) NOT NULL,
	"response_minutes" integer DEFAULT 30 NOT NULL,
	"complete_minutes" integer DEFAULT 1440 NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_tokens" (
	"token" varchar(64) PRIMARY KEY NOT NULL,
	"module" varchar(40) NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "repair_orders" ADD COLUMN "type_id" integer;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD COLUMN "content" varchar(1000);--> statement-breakpoint
ALTER TABLE "repair_orders" ADD COLUMN "address" varchar(200);--> statement-breakpoint
ALTER TABLE "repair_orders" ADD COLUMN "building_id" integer;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD COLUMN "reporter_name" varchar(50);--> statement-breakpoint
ALTER TABLE "repair_orders" ADD COLUMN "reporter_phone" varchar(20);--> statement-breakpoint
ALTER TABLE "repair_orders" ADD COLUMN "source" varchar(20) DEFAULT 'serviceCentre' NOT NULL;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD COLUMN "response_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD COLUMN "complete_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD COLUMN "rating" smallint;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD COLUMN "check_result" varchar(16);--> statement-breakpoint
ALTER TABLE "repair_orders" ADD COLUMN "check_score" smallint;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD COLUMN "overdue" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "repair_distributions" ADD CONSTRAINT "repair_distributions_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_distributions" ADD CONSTRAINT "repair_distributions_type_id_repair_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."repair_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_distributions" ADD CONSTRAINT "repair_distributions_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_distributions" ADD CONSTRAINT "repair_distributions_worker_user_id_users_id_fk" FOREIGN KEY ("worker_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_order_events" ADD CONSTRAINT "repair_order_events_order_id_repair_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."repair_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_order_events" ADD CONSTRAINT "repair_order_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_order_events" ADD CONSTRAINT "repair_order_events_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_types" ADD CONSTRAINT "repair_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_tokens" ADD CONSTRAINT "business_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "repair_distributions_residential_idx" ON "repair_distributions" USING btree ("residential_id","enabled","sort_no");--> statement-breakpoint
CREATE INDEX "repair_order_events_order_idx" ON "repair_order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "repair_types_tenant_pid_idx" ON "repair_types" USING btree ("tenant_id","pid");--> statement-breakpoint
CREATE INDEX "business_tokens_expires_idx" ON "business_tokens" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "repair_orders" ADD CONSTRAINT "repair_orders_type_id_repair_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."repair_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD CONSTRAINT "repair_orders_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "repair_orders_residential_id_idx" ON "repair_orders" USING btree ("residential_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "repair_orders_residential_created_idx" ON "repair_orders" USING btree ("residential_id","created_at");--> statement-breakpoint
CREATE INDEX "repair_orders_assignee_status_idx" ON "repair_orders" USING btree ("assignee_user_id","status");--> statement-breakpoint
CREATE INDEX "repair_orders_reporter_status_idx" ON "repair_orders" USING btree ("reporter_user_id","status");--> statement-breakpoint
CREATE INDEX "repair_orders_open_deadline_idx" ON "repair_orders" USING btree ("complete_deadline") WHERE status in ('pending', 'dispatched', 'processing');