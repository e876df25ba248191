CREATE TABLE "notice_reads" (
	"notice_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_reads_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notice_targets" (
	"id" serial PRIMARY KEY NOT NULL,
	"notice_id" integer NOT NULL,
	"residential_id" integer NOT NULL,
	"building_id" integer
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"residential_id" integer,
	"title" varchar(100) NOT NULL,
	"body" text NOT NULL,
	"attachments" jsonb,
	"audience" varchar(16) DEFAULT 'company' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"scheduled_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"top" smallint DEFAULT 0 NOT NULL,
	"read_count" integer DEFAULT 0 NOT NULL,
	"creator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notices_audience_check" CHECK ("notices"."audience" in ('company', 'communities', 'buildings'))
);
--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_targets" ADD CONSTRAINT "notice_targets_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_targets" ADD CONSTRAINT "notice_targets_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_targets" ADD CONSTRAINT "notice_targets_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_targets_notice_idx" ON "notice_targets" USING btree ("notice_id");--> statement-breakpoint
CREATE INDEX "notices_tenant_top_idx" ON "notices" USING btree ("tenant_id","top","published_at");--> statement-breakpoint
CREATE INDEX "notices_scheduled_idx" ON "notices" USING btree ("scheduled_at") WHERE "notices"."status" = 0 and "notices"."scheduled_at" is not null;