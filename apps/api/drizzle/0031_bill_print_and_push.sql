CREATE TABLE "fee_bill_push_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"channel" smallint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"min_months" integer DEFAULT 1 NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"task_id" uuid,
	"created_by" integer,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_bill_push_deliveries" (
	"idempotency_key" varchar(60) PRIMARY KEY NOT NULL,
	"channel" smallint NOT NULL,
	"recipient" varchar(60),
	"body" text NOT NULL,
	"outcome" smallint NOT NULL,
	"error" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_bill_push_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"apartment_id" integer NOT NULL,
	"address" varchar(200) NOT NULL,
	"owner_name" varchar(50),
	"phone" varchar(11),
	"amount" numeric(14, 2) NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"error" varchar(200),
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fee_bill_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"kind" smallint DEFAULT 2 NOT NULL,
	"title" varchar(50) NOT NULL,
	"company_name" varchar(100) NOT NULL,
	"show_owner" boolean DEFAULT true NOT NULL,
	"show_area" boolean DEFAULT true NOT NULL,
	"show_due_date" boolean DEFAULT true NOT NULL,
	"show_qr" boolean DEFAULT true NOT NULL,
	"qr_prefix" varchar(200),
	"seal_image" varchar(300),
	"note" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fee_bill_push_campaigns" ADD CONSTRAINT "fee_bill_push_campaigns_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_bill_push_campaigns" ADD CONSTRAINT "fee_bill_push_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_bill_push_lines" ADD CONSTRAINT "fee_bill_push_lines_campaign_id_fee_bill_push_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."fee_bill_push_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_bill_push_lines" ADD CONSTRAINT "fee_bill_push_lines_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_bill_templates" ADD CONSTRAINT "fee_bill_templates_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_bill_push_campaigns_residential_idx" ON "fee_bill_push_campaigns" USING btree ("residential_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_bill_push_lines_house_uq" ON "fee_bill_push_lines" USING btree ("campaign_id","apartment_id");--> statement-breakpoint
CREATE INDEX "fee_bill_push_lines_waiting_idx" ON "fee_bill_push_lines" USING btree ("campaign_id","id") WHERE "fee_bill_push_lines"."state" in (0, 4);